/**
 * Agreement inside a noun phrase – article (or other determiner), adjectives, noun – in gender, case and
 * number, and the case a preposition governs („mit den Kinder“ → „Kindern“, „eine Auto“ → „ein Auto“,
 * „ein schöner Haus“ → „schönes“). The dictionary gives every form's cells (features.ts); the phrase
 * agrees when they share one. When they do not, the determiner is changed to fit the noun (its case
 * kept), else the noun to fit the determiner – and only when exactly one form fits; otherwise nothing.
 */
import {
  ALL_CELLS,
  CASES,
  CONTRACTIONS,
  caseMask,
  cellsOf,
  determinerFormFor,
  determinerOf,
  lowerFirst,
  PLURAL_CELLS,
  PREPOSITION_CASES,
  personMask,
  SUBJECT_PRONOUNS,
  VERB_FINITE,
  upperFirst,
  type AdjectiveAnalysis,
  type Declension,
  type Morphology,
  type NounAnalysis,
} from '../morphology/index.ts';
import { edit, isFiniteVerb, nounAnalyses, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isLower, isUpper, isWord, type Token } from './tokens.ts';

/** Contractions whose article does not fit a feminine noun, and what they become („im Schule“ → „in der“). */
const CONTRACTION_FOR_FEMININE: Record<string, string> = { zum: 'zur', im: 'in der', am: 'an der', vom: 'von der', beim: 'bei der' };
const CONTRACTION_FOR_MASCULINE_NEUTER: Record<string, string> = { zur: 'zum' };
/** Number words after which a noun is plural: „mit zwei Kinder“ → „Kindern“. */
const PLURAL_NUMBERS = new Set([
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'beiden',
  'mehreren',
  'vielen',
  'wenigen',
  'einigen',
]);

/** Measures that stay singular after a number: „zwei Euro“, „drei Prozent“, „zehn Grad“. */
const UNITS = new Set([
  'Euro',
  'Cent',
  'Dollar',
  'Pfund',
  'Prozent',
  'Grad',
  'Meter',
  'Kilometer',
  'Zentimeter',
  'Millimeter',
  'Kilo',
  'Kilogramm',
  'Gramm',
  'Liter',
  'Stück',
  'Mal',
  'Uhr',
  'Paar',
  'Dutzend',
  'Mann',
  'Glas',
  'Fass',
  'Sack',
  'Grad',
  'Punkt',
  'Jahr',
  'Franken',
  'Yen',
  'Zoll',
  'Fuß',
  'Hektar',
  'Quadratmeter',
  'Kubikmeter',
  'Watt',
  'Volt',
  'Byte',
  'Bit',
  'Knoten',
  'Semester',
]);

/** Quantifiers before a plural noun, whose adjective takes the strong ending: „viele neue Ideen“, „mit vielen neuen Ideen“. */
const QUANTIFIERS: Record<string, { family: string; cells: number; declension: Declension }> = {};
for (const stem of ['viel', 'wenig', 'einig', 'mehrer']) {
  QUANTIFIERS[`${stem}e`] = { family: stem, cells: PLURAL_CELLS & caseMask('NOM', 'AKK'), declension: 'strong' };
  QUANTIFIERS[`${stem}en`] = { family: stem, cells: PLURAL_CELLS & caseMask('DAT'), declension: 'strong' };
  QUANTIFIERS[`${stem}er`] = { family: stem, cells: PLURAL_CELLS & caseMask('GEN'), declension: 'strong' };
}

const QUANTITY_WORDS = new Set(['weniger', 'mehr', 'genug', 'lauter', 'paar', 'bisschen', 'viel', 'wenig']);

/** Nouns of the same sound and another gender: the article says which one is meant. */
const HOMOPHONES: Record<string, string> = { Wal: 'Wahl', Wahl: 'Wal', Gewehr: 'Gewähr', Rat: 'Rad', Rad: 'Rat', Moor: 'Mohr', Tot: 'Tod' };

/** Prepositions that are also conjunctions („während die Kinder spielen“): only their clear cases. */
const ALSO_CONJUNCTION = new Set(['während', 'seit', 'statt', 'anstatt']);

const adjectiveCellsOf = (analysis: AdjectiveAnalysis, declension: Declension) =>
  declension === 'weak' ? analysis.weak : declension === 'mixed' ? analysis.mixed : analysis.strong;

/** The one form of the adjective for these cells, or undefined when the cells ask for different forms. */
function adjectiveFor(morphology: Morphology, adjectives: AdjectiveAnalysis[], cells: number, declension: Declension): string | undefined {
  const forms = new Set<string>();
  const lemma = adjectives[0]?.lemma;
  if (!lemma) return undefined;
  for (const [kase, genderNumber] of cellsOf(cells)) {
    const form = morphology.adjectiveForm(lemma, kase, genderNumber, declension);
    if (!form) return undefined;
    forms.add(form);
  }
  return forms.size === 1 ? [...forms][0] : undefined;
}

/** The one form of the noun for these cells (its own gender or plural only), or undefined. */
function nounFor(morphology: Morphology, nouns: NounAnalysis[], cells: number): string | undefined {
  const forms = new Set<string>();
  for (const noun of nouns) {
    for (const [kase, genderNumber] of cellsOf(cells)) {
      if (genderNumber !== 'P' && genderNumber !== noun.gender) continue;
      const form = morphology.nounForm(noun.lemma, kase, genderNumber === 'P' ? 'P' : 'S');
      if (form) forms.add(form);
    }
  }
  return forms.size === 1 ? [...forms][0] : undefined;
}

const casesOf = (cells: number) => caseMask(...CASES.filter((_, index) => cells & (0xf << (index * 4))));
const keepCapital = (original: string, replacement: string) => (isUpper(original) ? upperFirst(replacement) : replacement);

interface Phrase {
  determiner?: Token;
  adjectives: { token: Token; analyses: AdjectiveAnalysis[] }[];
  noun: Token;
  prefix: string;
  nouns: NounAnalysis[];
}

/** Adjectives and the noun after position `from`; undefined when anything else stands between. */
function phraseAfter(morphology: Morphology, tokens: Token[], from: number): Omit<Phrase, 'determiner'> | undefined {
  const adjectives: Phrase['adjectives'] = [];
  let index = from;
  for (; index < tokens.length && adjectives.length < 4; index++) {
    const token = tokens[index]!;
    if (!isWord(token) || !isLower(token.text)) break;
    // „die weniger Ungleichheiten“, „die mehr Geld“: quantities, not declined adjectives.
    if (QUANTITY_WORDS.has(token.text)) return undefined;
    const analyses = morphology.adjectives(token.text).filter((analysis) => analysis.weak | analysis.mixed | analysis.strong);
    if (analyses.length === 0) return undefined;
    adjectives.push({ token, analyses });
  }
  const noun = tokens[index];
  if (!isWord(noun) || !isUpper(noun.text) || noun.sentenceStart) return undefined;
  // „Portugiesisch- und Spanischlehrerin“, „Stadt-“: a part of a word, not a noun of its own.
  const after = tokens[index + 1];
  if (after && after.kind === 'mark' && after.text === '-' && !after.spaced) return undefined;
  const { prefix, nouns } = nounAnalyses(morphology, noun.text);
  if (nouns.length === 0) return undefined;
  // „die Vorsitzende“, „der Abgeordnete“, „das Allerwichtigste“: adjectives as nouns take the gender of
  // whom they name.
  const nominalisedAdjective = (lemma: string) => morphology.isAdjectiveForm(lowerFirst(lemma)) || /ste$/.test(lemma);
  if (nouns.some((analysis) => nominalisedAdjective(analysis.lemma))) return undefined;
  // Only the old dative of the data („Punkte“ as „dem Punkte“ – its plural is listed wrongly): unreliable.
  if (nouns.every((analysis) => analysis.cells === (analysis.cells & 0x0f00) && /e$/.test(noun.text))) return undefined;
  // „aus dem App Store“, „die Deutsche Bahn“: part of a name of several capitalised words.
  const following = tokens[index + 1];
  if (isWord(following) && isUpper(following.text) && !following.sentenceStart) return undefined;
  return { adjectives, noun, prefix, nouns };
}

export const agreementRule: MorphologyRule = {
  id: 'noun-phrase-agreement',
  reason: 'Grammatik: Übereinstimmung von Artikel, Adjektiv und Nomen (Genus, Kasus, Numerus)',
  find: (context) => findAgreement(context, agreementRule),
};

function findAgreement({ tokens, morphology }: RuleContext, rule: MorphologyRule): Edit[] {
  const edits: Edit[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!isWord(token)) continue;
    const word = token.sentenceStart ? lowerFirst(token.text) : token.text;
    if (!isLower(word)) continue;
    const before = tokens[index - 1];
    const beforeWord = isWord(before) ? (before.sentenceStart ? lowerFirst(before.text) : before.text) : '';
    // „meiner Meinung nach eine …“: after a noun, „nach“ closes a phrase instead of opening one.
    const postposition = beforeWord === 'nach' && isWord(tokens[index - 2]) && isUpper(tokens[index - 2]!.text);
    // „seit“, „während“ are conjunctions too („seit die Kinder da sind“): prepositions only when no verb ends the clause.
    const conjunctionLike = ALSO_CONJUNCTION.has(beforeWord) && clauseEndsInVerb(morphology, tokens, index);
    const preposition = Object.hasOwn(PREPOSITION_CASES, beforeWord) && !conjunctionLike && !postposition ? beforeWord : undefined;
    // „Er denkt an seinem Vater“: a verb of the clause that takes this preposition with one case only.
    const governed = preposition
      ? (verbPrepositionCase(morphology, tokens, index - 1, preposition) ?? PREPOSITION_CASES[preposition]!)
      : ALL_CELLS;

    // A number word: the noun after it is plural, in the preposition's case („mit zwei Kinder“, „seit drei Jahre“).
    // „zwei Kind“ → „zwei Kinder“ (no preposition: nominative and accusative, which must be one form).
    if (PLURAL_NUMBERS.has(word) && !preposition && beforeWord !== 'seit' && !/en$/.test(word)) {
      const phrase = phraseAfter(morphology, tokens, index + 1);
      if (
        phrase &&
        phrase.adjectives.length === 0 &&
        !phrase.nouns.some((noun) => noun.cells & PLURAL_CELLS) &&
        !UNITS.has(phrase.noun.text)
      ) {
        const nominative = nounFor(morphology, phrase.nouns, caseMask('NOM') & PLURAL_CELLS);
        const accusative = nounFor(morphology, phrase.nouns, caseMask('AKK') & PLURAL_CELLS);
        if (nominative && nominative === accusative)
          edits.push(edit(rule, phrase.noun, phrase.prefix + lowerIfPrefixed(phrase.prefix, nominative)));
      }
      continue;
    }
    // „mit vielen neue Mitgliedern“: a quantifier with an adjective is read as a determiner below.
    const quantifierWithAdjective = Boolean(QUANTIFIERS[word]) && (phraseAfter(morphology, tokens, index + 1)?.adjectives.length ?? 0) > 0;
    if (PLURAL_NUMBERS.has(word) && !quantifierWithAdjective && (preposition ? governed === caseMask('DAT') : beforeWord === 'seit')) {
      const dative = caseMask('DAT');
      const phrase = phraseAfter(morphology, tokens, index + 1);
      if (phrase && phrase.adjectives.length === 0 && !phrase.nouns.some((noun) => noun.cells & dative & PLURAL_CELLS)) {
        const form = nounFor(morphology, phrase.nouns, dative & PLURAL_CELLS);
        // „mit zwei Kinder“ (a plural of another case) or „mit vier Schulklasse“ (a singular after a number).
        if (
          form &&
          !UNITS.has(phrase.noun.text) &&
          (phrase.nouns.some((noun) => noun.cells & PLURAL_CELLS) ||
            /^(zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)$/.test(word))
        )
          edits.push(edit(rule, phrase.noun, phrase.prefix + lowerIfPrefixed(phrase.prefix, form)));
      }
      continue;
    }

    // „Was für ein Lohn“: the nominative after „was für“, not the preposition's case.
    if (beforeWord === 'für' && isWord(tokens[index - 2]) && tokens[index - 2]!.text.toLowerCase() === 'was') continue;
    const contraction = CONTRACTIONS[word];
    const determiner = contraction ? undefined : (determinerOf(word) ?? QUANTIFIERS[word]);
    if (!contraction && !determiner) continue;
    // After a comma „der“, „die“, „das“ … start a relative clause: „die Frau, die Geld braucht“.
    if (determiner?.family === 'der' && before?.kind === 'mark') continue;
    if (determiner && before && isWord(before) && determinerOf(beforeWord)) continue;
    const phrase = phraseAfter(morphology, tokens, index + 1);
    if (!phrase) continue;
    const declension: Declension = contraction ? 'weak' : determiner!.declension;
    const determinerCells = contraction ? contraction.cells : determiner!.cells;
    // A sentence does not start with a genitive („Der kleine Mädchen“ is no „der kleinen Mädchen“); after
    // „Wir kaufen“ the phrase is no subject („Wir kaufen ein neue Tisch“ → „einen neuen“).
    const objectPlace = !preposition && objectAfterSubjectAndVerb(morphology, tokens, index);
    const caseAllowed = contraction
      ? caseMask('DAT', 'AKK')
      : token.sentenceStart
        ? governed & ~caseMask('GEN')
        : objectPlace
          ? governed & ~caseMask('NOM')
          : governed;
    // The old dative („dem Freunde“) agrees, but it is no form to aim at: „mit ihren Freunde“ is „Freunden“,
    // not „ihrem Freunde“.
    const allNounCells = phrase.nouns.reduce((cells, noun) => cells | noun.cells, 0);
    const nounCells = phrase.nouns.reduce(
      (cells, noun) =>
        cells |
        (/e$/.test(phrase.noun.text) && morphology.nounForm(noun.lemma, 'NOM', 'S') === phrase.noun.text.slice(0, -1)
          ? noun.cells & ~(caseMask('DAT') & ~PLURAL_CELLS)
          : noun.cells),
      0,
    );
    const agreeing = determinerCells & allNounCells & caseAllowed;
    if (agreeing) {
      fixAdjectives(morphology, rule, phrase, agreeing, declension, edits);
      continue;
    }
    // After „viele“, „mehrere“ … only the adjective is mended: a noun the dictionary lacks a plural of
    // („mehrere Bands“) stays.
    if (determiner && QUANTIFIERS[word] === determiner) continue;
    if (contraction) {
      const feminine = nounCells & caseMask('DAT') & 0x2222;
      const replacement =
        feminine && !(nounCells & contraction.cells) ? CONTRACTION_FOR_FEMININE[word] : CONTRACTION_FOR_MASCULINE_NEUTER[word];
      if (replacement && nounCells & (replacement === 'zum' ? caseMask('DAT') & 0x5555 : caseMask('DAT') & 0x2222))
        edits.push(edit(rule, token, keepCapital(token.text, replacement)));
      continue;
    }
    // A noun of the same sound that fits the article: „die Wal“ → „Wahl“, „keine Gewehr“ → „Gewähr“.
    const homophone = HOMOPHONES[phrase.noun.text];
    if (homophone && morphology.nouns(homophone).some((noun) => noun.cells & determinerCells & caseAllowed)) {
      edits.push(edit(rule, phrase.noun, homophone));
      continue;
    }
    // Fix the determiner: the noun's cells in the determiner's own case (or the preposition's).
    let anyTarget = nounCells & caseAllowed & (preposition ? ALL_CELLS : casesOf(determinerCells));
    // A case error keeps the number the writer chose: „ohne ihrem besten Stürmer“ → „ihren“, not „ihre“.
    if (preposition && !(determinerCells & PLURAL_CELLS) && anyTarget & ~PLURAL_CELLS) anyTarget &= ~PLURAL_CELLS;
    // At the start of a sentence the subject is likeliest: „Der Mädchen weint“ → „Das“.
    let target = token.sentenceStart && anyTarget & caseMask('NOM') ? anyTarget & caseMask('NOM') : anyTarget;
    // Its verb tells the subject's number: „Der Mädchen weint“ is one girl.
    if (token.sentenceStart) target = narrowByVerb(morphology, tokens[index + 2 + phrase.adjectives.length], target);
    // „das Kinder“ may be the pronoun before a plural subject („weil das Kinder nicht verstehen“).
    const pronounRisk =
      !preposition && determiner!.family === 'der' && nounCells & PLURAL_CELLS && !(token.sentenceStart && !(target & PLURAL_CELLS));
    // Masculine and neuter are what the data confuses most („das Tag“, „das Treff“): a change between them
    // only where the ending decides the gender („der Mädchen“ → „das“).
    // Masculine and neuter are what the data confuses most („das Tag“, „das Treff“): a change from one to
    // the other only where the ending decides the gender („der Mädchen“ → „das“) or an adjective agrees
    // with the change („einen neues Auto“ → „ein“).
    const genders = (cells: number) => ((cells & 0x1111 ? 1 : 0) | (cells & 0x4444 ? 4 : 0)) as number;
    // The gender the writer chose, read in the case the phrase stands in („aus der Haus“: dative, so feminine).
    // A bare „ein“, „kein“, „mein“ … is masculine or neuter alike: no gender chosen.
    const bareEin = determiner!.declension === 'mixed' && !/(e|en|em|er|es)$/.test(word.replace(/^(unser|euer)/, ''));
    const chosen = bareEin ? 0 : genders(determinerCells & caseAllowed);
    const flipsMasculineNeuter = chosen !== 0 && genders(target) !== 0 && (chosen & genders(target)) === 0;
    const genderByEnding = /(chen|lein|ment|um|tum|ismus|ling|eur|ist|ant|ent)$/.test(phrase.noun.text);
    const adjectiveAgrees = phrase.adjectives.some(({ analyses }) =>
      analyses.some((analysis) => (analysis.weak | analysis.mixed | analysis.strong) & target),
    );
    const trusted = !flipsMasculineNeuter || genderByEnding || adjectiveAgrees;
    // Several forms fit („eine großer Erfolg“: „ein“ or „einen“): the adjective's ending decides.
    // Read with the declension the determiner asks for: „großer“ after „ein“ is masculine nominative.
    const adjectiveCells = phrase.adjectives.reduce(
      (cells, { analyses }) => cells & analyses.reduce((all, analysis) => all | adjectiveCellsOf(analysis, declension), 0),
      ALL_CELLS,
    );
    const byAdjective = phrase.adjectives.length > 0 && target & adjectiveCells ? target & adjectiveCells : target;
    const form =
      target && !pronounRisk && trusted
        ? (determinerFormFor(determiner!.family, target) ?? determinerFormFor(determiner!.family, byAdjective))
        : undefined;
    if (form) {
      const newCells = (determinerOf(form)?.cells ?? 0) & target;
      edits.push(edit(rule, token, keepCapital(token.text, form)));
      fixAdjectives(morphology, rule, phrase, newCells, declension, edits);
      continue;
    }
    if (target) continue;
    // Else fix the noun: the determiner's cells (in the preposition's case) in the noun's gender.
    const nounTarget = determinerCells & caseAllowed;
    const nounForm = nounTarget ? nounFor(morphology, phrase.nouns, nounTarget) : undefined;
    // The data gives some strong nouns a weak singular („den Investoren“ beside „des Investors“): a
    // singular form in „-en“ only where the genitive has it too („den Menschen“) or the noun ends as weak
    // nouns do („den Studenten“).
    const weakSingular =
      nounForm !== undefined &&
      !(nounTarget & PLURAL_CELLS) &&
      /e?n$/.test(nounForm) &&
      phrase.nouns.some(
        (noun) =>
          morphology.nounForm(noun.lemma, 'GEN', 'S') !== nounForm &&
          noun.lemma !== nounForm &&
          // The weak nouns' endings: „Student“, „Praktikant“, „Polizist“, „Kollege“, „Soldat“, „Biologe“.
          !/(e|ent|ant|ist|oge|at|af|and|ot|it|et|ast)$/.test(noun.lemma),
      );
    if (nounForm && phrase.adjectives.length === 0 && !weakSingular)
      edits.push(edit(rule, phrase.noun, phrase.prefix + lowerIfPrefixed(phrase.prefix, nounForm)));
  }
  return edits;
}

/**
 * Verbs whose prepositional object takes one case of a two-way preposition: „denken an“, „sprechen über“
 * + accusative. Only those that are not said of a place as well („warten auf dem Bahnsteig“ is right).
 */
const VERB_PREPOSITIONS: Record<string, RegExp> = {
  an: /^(denken|glauben|erinnern|gewöhnen|wenden|appellieren)$/,
  über: /^(sprechen|reden|berichten|diskutieren|nachdenken|informieren|ärgern|beschweren|beklagen|lachen|streiten|schreiben|freuen|entscheiden|verhandeln|abstimmen)$/,
  // Not „reagieren“, „antworten“, „achten“: „Die Antwort gaben sie auf dem Platz“, „passt auf dem Spielplatz auf“.
  auf: /^(hoffen|freuen|verlassen|verzichten)$/,
};
/** „an dem Abend dachte er …“: a time, not the verb's object. */
const TIME_NOUNS =
  /^(Tag|Tage|Tagen|Abend|Morgen|Mittag|Nachmittag|Vormittag|Wochenende|Feiertag|Ende|Anfang|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Platz|Ort|Land|Weg|Boden)$/;

/** The case the clause's verb asks of this preposition's object, or undefined. */
function verbPrepositionCase(morphology: Morphology, tokens: Token[], prepositionIndex: number, preposition: string): number | undefined {
  const verbs = VERB_PREPOSITIONS[preposition];
  if (!verbs) return undefined;
  // The noun of the phrase is a time or a place („an dem Abend“, „auf dem Land“), or an infinitive group
  // follows („Er hofft auf dem Land Ruhe zu finden“): the preposition is not the verb's.
  for (let at = prepositionIndex + 1; at < tokens.length && at < prepositionIndex + 10; at++) {
    const token = tokens[at]!;
    if (token.kind === 'mark') break;
    if (token.text === 'zu' || TIME_NOUNS.test(token.text)) return undefined;
  }
  for (let at = prepositionIndex - 1; at >= 0 && at > prepositionIndex - 8; at--) {
    const token = tokens[at]!;
    if (token.kind === 'mark') break;
    if (!isWord(token)) continue;
    const word = token.sentenceStart ? lowerFirst(token.text) : token.text;
    if (morphology.verbs(word).some((verb) => verbs.test(verb.lemma))) return caseMask('AKK');
    if (token.sentenceStart) break;
  }
  return undefined;
}

const COPULAS = /^(sein|werden|bleiben|heißen|scheinen)$/;

/** Right after „pronoun + finite verb“ at a clause's start, where the subject is taken and the verb is no copula. */
function objectAfterSubjectAndVerb(morphology: Morphology, tokens: Token[], index: number): boolean {
  const verb = tokens[index - 1];
  const subject = tokens[index - 2];
  if (!isWord(verb) || !isWord(subject) || !SUBJECT_PRONOUNS[subject.text.toLowerCase()]) return false;
  const before = tokens[index - 3];
  if (!subject.sentenceStart && !(before?.kind === 'mark' && before.text === ',')) return false;
  const verbs = morphology.verbs(verb.text).filter((analysis) => analysis.forms & VERB_FINITE);
  return verbs.length > 0 && !verbs.some((analysis) => COPULAS.test(analysis.lemma));
}

/** The subject's cells narrowed to singular or plural by the finite verb after it, when that verb has one number only. */
function narrowByVerb(morphology: Morphology, verb: Token | undefined, cells: number): number {
  if (!isFiniteVerb(morphology, verb, { allowInfinitive: true })) return cells;
  const forms = morphology.verbs(verb!.text).reduce((mask, analysis) => mask | analysis.forms, 0);
  const singular = (forms & personMask(3, 'S')) !== 0;
  const plural = (forms & personMask(3, 'P')) !== 0;
  const narrowed = singular && !plural ? cells & ~PLURAL_CELLS : plural && !singular ? cells & PLURAL_CELLS : cells;
  return narrowed || cells;
}

/** Whether the clause after `index` ends in a finite verb (then the word before it was a conjunction). */
function clauseEndsInVerb(morphology: Morphology, tokens: Token[], index: number): boolean {
  let last: Token | undefined;
  for (let at = index; at < tokens.length && at < index + 20; at++) {
    if (tokens[at]!.kind === 'mark' || (at > index && tokens[at]!.sentenceStart)) break;
    last = tokens[at];
  }
  return isFiniteVerb(morphology, last, { allowInfinitive: true });
}

/** A compound's tail form is written in lower case after its first part: „Bürgermeister“ + „wahlen“. */
const lowerIfPrefixed = (prefix: string, form: string) => (prefix ? lowerFirst(form) : form);

function fixAdjectives(
  morphology: Morphology,
  rule: MorphologyRule,
  phrase: Omit<Phrase, 'determiner'>,
  cells: number,
  declension: Declension,
  edits: Edit[],
) {
  for (const { token, analyses } of phrase.adjectives) {
    if (analyses.some((analysis) => adjectiveCellsOf(analysis, declension) & cells)) continue;
    const form = adjectiveFor(morphology, analyses, cells, declension);
    if (form) edits.push(edit(rule, token, form));
  }
}
