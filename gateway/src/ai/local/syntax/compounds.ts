/**
 * Written apart what is one word, by the dictionary: a verb particle before its verb („unter schrieben“
 * → „unterschrieben“, „statt finden“ → „stattfinden“, „weil er heute an kommt“ → „ankommt“), and two
 * nouns that are one compound when the article fits only the compound („das Kranken Haus“). Plus a
 * short table of fixed spellings („garnicht“ → „gar nicht“, „vorallem“ → „vor allem“).
 */
import {
  caseMask,
  CONTRACTIONS,
  determinerOf,
  lowerFirst,
  upperFirst,
  VERB_FINITE,
  VERB_INFINITIVE,
  VERB_PAST_PARTICIPLE,
  VERB_ZU_INFINITIVE,
  type Morphology,
} from '../morphology/index.ts';
import { edit, isFiniteVerb, nounAnalyses, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isLower, isUpper, isWord, type Token } from './tokens.ts';

/**
 * Particles that are always one word with their verb. Left out on purpose: „zu“ (zu gehen), „wieder“,
 * „weiter“, „zusammen“, „kennen“, adjectives („fertig machen“) – there both spellings exist.
 */
const PARTICLES = new Set([
  'ab',
  'an',
  'auf',
  'aus',
  'bei',
  'ein',
  'fest',
  'fort',
  'her',
  'hin',
  'los',
  'mit',
  'nach',
  'statt',
  'teil',
  'um',
  'unter',
  'über',
  'vor',
  'weg',
  'zurück',
  'vorbei',
  'heraus',
  'herein',
  'hinaus',
  'hinein',
  'herunter',
  'hinunter',
  'herum',
  'entgegen',
  'durch',
  'dar',
  'empor',
  'voran',
  'voraus',
  'bevor',
  'hervor',
  'umher',
  'zurecht',
  'wahr',
  'auseinander',
  'aufeinander',
  'durcheinander',
  'beisammen',
  'heim',
  'hinterher',
  'vorweg',
  'zuvor',
  'bereit',
  'kund',
  'fehl',
  'irre',
]);
/** Adjectives that form one word with these verbs only: „fertig stellen“ → „fertigstellen“ (not „fertig machen“). */
const ADJECTIVE_PARTICLE_VERBS = new Set([
  'fertigstellen',
  'klarstellen',
  'sicherstellen',
  'richtigstellen',
  'bloßstellen',
  'hochladen',
  'runterladen',
  'krankschreiben',
  'gutschreiben',
  'kaltstellen',
  'schwarzfahren',
  'freisprechen',
  'kennenlernen',
  'kaputtgehen',
  'fernsehen',
  'pleitegehen',
]);
/** Nouns that are verb particles when written small: „Teil nehmen“ → „teilnehmen“, „Statt finden“ → „stattfinden“. */
const NOUN_PARTICLES = new Set(['Teil', 'Statt', 'Heim', 'Preis', 'Stand', 'Acht', 'Eis', 'Kopf', 'Leid', 'Irre']);

export const separatedVerbRule: MorphologyRule = {
  id: 'separated-verb',
  reason: 'Rechtschreibung: Zusammenschreibung (Verb mit Partikel)',
  find: (context) => findSeparatedVerbs(context, separatedVerbRule),
};

function joinedVerbKnown(morphology: Morphology, particle: string, verb: string, clauseEnds: boolean): boolean {
  const joined = particle + verb;
  if (morphology.isVerbForm(joined, VERB_PAST_PARTICIPLE | VERB_INFINITIVE | VERB_ZU_INFINITIVE)) return true;
  // A finite form at the end of a subordinate clause („…, weil er an kommt.“): the dictionary stores its
  // parts apart. Not inside a clause: „Meiner Meinung nach hängt es davon ab“.
  if (!clauseEnds) return false;
  return morphology
    .verbs(verb)
    .some((analysis) => analysis.forms & VERB_FINITE && morphology.paradigm('V', particle + analysis.lemma)?.extra === particle);
}

/** A finite verb in the clause before `index` whose separable particle this is („fing … an zu weinen“). */
function particleHasItsVerb(morphology: Morphology, tokens: Token[], index: number, particle: string): boolean {
  for (let at = index - 1; at >= 0 && at > index - 12; at--) {
    const token = tokens[at]!;
    if (token.kind === 'mark' && /^[,;.!?:]$/.test(token.text)) return false;
    if (!isWord(token)) continue;
    const word = token.sentenceStart ? lowerFirst(token.text) : token.text;
    if (
      morphology.verbs(word).some((verb) => verb.forms & VERB_FINITE && morphology.paradigm('V', particle + verb.lemma)?.extra === particle)
    )
      return true;
    if (token.sentenceStart) return false;
  }
  return false;
}

/**
 * „zu gestimmt“ → „zugestimmt“ (a participle has no „zu“ of its own) and „um den Fall auf zu klären“ →
 * „aufzuklären“ (particle, „zu“, infinitive) – only where the dictionary knows the joined form, and not
 * where the particle belongs to a verb of the clause („sie hörte auf zu rauchen“).
 */
function findSeparatedZu({ tokens, morphology }: RuleContext, rule: MorphologyRule, edits: Edit[]) {
  for (let index = 0; index + 1 < tokens.length; index++) {
    const first = tokens[index]!;
    const second = tokens[index + 1]!;
    if (!isWord(first) || !isWord(second) || first.sentenceStart || second.start !== first.end + 1) continue;
    if (first.text === 'zu' && isLower(second.text)) {
      const joined = `zu${second.text}`;
      const before = tokens[index - 1];
      if (
        morphology.isVerbForm(second.text, VERB_PAST_PARTICIPLE) &&
        !morphology.isVerbForm(second.text, VERB_INFINITIVE | VERB_FINITE) &&
        morphology.isVerbForm(joined, VERB_PAST_PARTICIPLE) &&
        !(isWord(before) && ['bis', 'noch', 'viel', 'allzu'].includes(before.text))
      )
        edits.push({ start: first.start, end: second.end, replacement: joined, rule: rule.id, reason: rule.reason });
      continue;
    }
    const third = tokens[index + 2];
    if (!PARTICLES.has(first.text) || second.text !== 'zu' || !isWord(third) || third.start !== second.end + 1) continue;
    const joined = `${first.text}zu${third.text}`;
    if (!morphology.isVerbForm(third.text, VERB_INFINITIVE) || !morphology.isVerbForm(joined, VERB_ZU_INFINITIVE)) continue;
    const before = tokens[index - 1];
    if (isWord(before) && (morphology.isVerbForm(before.text, VERB_FINITE) || determinerOf(before.text) || CONTRACTIONS[before.text]))
      continue;
    if (particleHasItsVerb(morphology, tokens, index, first.text)) continue;
    edits.push({ start: first.start, end: third.end, replacement: joined, rule: rule.id, reason: rule.reason });
  }
}

function findSeparatedVerbs(context: RuleContext, rule: MorphologyRule): Edit[] {
  const { tokens, morphology, spell } = context;
  const edits: Edit[] = [];
  findSeparatedZu(context, rule, edits);
  for (let index = 0; index + 1 < tokens.length; index++) {
    const particle = tokens[index]!;
    const verb = tokens[index + 1]!;
    if (!isWord(particle) || !isWord(verb) || !isLower(verb.text) || verb.start !== particle.end + 1) continue;
    const capitalParticle = !particle.sentenceStart && NOUN_PARTICLES.has(particle.text) && !determinerOf(tokens[index - 1]?.text ?? '');
    const word = particle.sentenceStart || capitalParticle ? lowerFirst(particle.text) : particle.text;
    const adjectiveParticle = morphology.verbs(verb.text).some((analysis) => ADJECTIVE_PARTICLE_VERBS.has(word + analysis.lemma));
    if (!PARTICLES.has(word) && !capitalParticle && !adjectiveParticle) continue;
    if (!isLower(word)) continue;
    // „im voraus bezahlt“: after a contraction the particle is the noun of a fixed phrase („im Voraus“).
    const beforeParticle = tokens[index - 1];
    if (isWord(beforeParticle) && Object.hasOwn(CONTRACTIONS, beforeParticle.text.toLowerCase())) continue;
    // An adjective or article before a noun particle makes it the noun: „einen großen Teil nehmen“.
    if (capitalParticle && isWord(tokens[index - 1]) && morphology.isAdjectiveForm(tokens[index - 1]!.text)) continue;
    // The verb must be a verb here, not a noun, adjective or article („auf die“, „an neuen“).
    const participle = morphology.isVerbForm(verb.text, VERB_PAST_PARTICIPLE | VERB_ZU_INFINITIVE);
    if (!morphology.isVerbForm(verb.text) || (morphology.isAdjectiveForm(verb.text) && !participle) || determinerOf(verb.text)) continue;
    const after = tokens[index + 2];
    const clauseEnds = !after || (after.kind === 'mark' && /^[,.;!?:]$/.test(after.text));
    // The dictionary lacks some particle verbs („zurückkommen“): Hunspell knows the participle or infinitive.
    const spelledWhole = (participle || morphology.isVerbForm(verb.text, VERB_INFINITIVE)) && (spell?.(word + verb.text) ?? false);
    if (!joinedVerbKnown(morphology, word, verb.text, clauseEnds) && !spelledWhole) continue;
    // „Er ist vor gegangen“ is one word, but „sie kamen an, um zu helfen“ never reaches here: adjacent only.
    const replacement = (particle.sentenceStart && !capitalParticle ? particle.text : word) + verb.text;
    edits.push({ start: particle.start, end: verb.end, replacement, rule: rule.id, reason: rule.reason });
  }
  return edits;
}

export const separatedNounRule: MorphologyRule = {
  id: 'separated-compound',
  reason: 'Rechtschreibung: Zusammenschreibung (zusammengesetztes Nomen)',
  find: (context) => findSeparatedNouns(context, separatedNounRule),
};

/**
 * „das Kranken Haus“ → „Krankenhaus“: article, two capitalised words, the article agrees with the
 * compound but not with the first word – so they are not two nouns of their own („dem Bürger Geld
 * geben“: „dem Bürger“ agrees, stays).
 */
function findSeparatedNouns({ tokens, morphology, spell }: RuleContext, rule: MorphologyRule): Edit[] {
  const edits: Edit[] = [];
  for (let index = 1; index + 1 < tokens.length; index++) {
    const first = tokens[index]!;
    const second = tokens[index + 1]!;
    const article = tokens[index - 1]!;
    if (!isWord(first) || !isWord(second) || !isWord(article) || !isUpper(first.text) || !isUpper(second.text)) continue;
    if (second.start !== first.end + 1 || first.text.includes('-') || second.text.includes('-')) continue;
    const determiner = determinerOf(article.sentenceStart ? lowerFirst(article.text) : article.text);
    // „Geburts Tag“: a first part that is no word of its own (a linking „s“), whatever stands before it.
    if (!determiner) {
      const joinedWord = first.text + lowerFirst(second.text);
      if (
        !morphology.isKnownWord(first.text) &&
        !(spell?.(first.text) ?? true) &&
        (spell?.(joinedWord) ?? false) &&
        morphology.isNoun(second.text)
      )
        edits.push({ start: first.start, end: second.end, replacement: joinedWord, rule: rule.id, reason: rule.reason });
      continue;
    }
    const joined = first.text + lowerFirst(second.text);
    const compound = morphology.nouns(joined);
    const known = compound.length > 0 || (spell?.(joined) ?? false);
    if (!known) continue;
    const firstCells = nounAnalyses(morphology, first.text).nouns.reduce((cells, noun) => cells | noun.cells, 0);
    const compoundCells = (compound.length > 0 ? compound : nounAnalyses(morphology, second.text).nouns).reduce(
      (cells, noun) => cells | noun.cells,
      0,
    );
    if (!(determiner.cells & compoundCells)) continue;
    if (determiner.cells & firstCells) {
      // „ein Computer Spiel“: the article fits the first word too. Joined only where the dictionary itself
      // has the compound, the article has no dative reading (not „dem Bürger Geld geben“) and no name or
      // number follows („die Stadt Mitte Mai“).
      const following = tokens[index + 2];
      const dative = determiner.cells & firstCells & caseMask('DAT');
      const free = !following || following.kind === 'mark' || (isWord(following) && isLower(following.text));
      if (compound.length === 0 || dative || !free || morphology.nouns(second.text).length === 0) continue;
    }
    edits.push({ start: first.start, end: second.end, replacement: joined, rule: rule.id, reason: rule.reason });
  }
  return edits;
}

/** Words written together or apart against the rules, each with its one right form. */
const FIXED: Record<string, string> = {
  garnicht: 'gar nicht',
  ausversehen: 'aus Versehen',
  Ausversehen: 'Aus Versehen',
  wohlmöglich: 'womöglich',
  Wohlmöglich: 'Womöglich',
  garnix: 'gar nix',
  garkein: 'gar kein',
  garkeine: 'gar keine',
  garnichts: 'gar nichts',
  vorallem: 'vor allem',
  aufjedenfall: 'auf jeden Fall',
  aufeinmal: 'auf einmal',
  zumindestens: 'zumindest',
  nichtmal: 'nicht mal',
  desweiteren: 'des Weiteren',
  wieviel: 'wie viel',
  Wieviel: 'Wie viel',
  Wieviele: 'Wie viele',
  wieviele: 'wie viele',
  zuende: 'zu Ende',
  Rythmus: 'Rhythmus',
  Rhytmus: 'Rhythmus',
  Rytmus: 'Rhythmus',
  Entgeld: 'Entgelt',
  vieleicht: 'vielleicht',
  Vieleicht: 'Vielleicht',
  Stehgreif: 'Stegreif',
  Rückgrad: 'Rückgrat',
};
/** Old spellings and a false superlative, each with its one right form (their own reason). */
const OLD_SPELLING: Record<string, string> = {
  // The old spelling whose new form Hunspell cannot reach (a capitalised word of four letters is never checked).
  Tip: 'Tipp',
  Tips: 'Tipps',
  Schiffahrt: 'Schifffahrt',
  Stengel: 'Stängel',
  Gemse: 'Gämse',
  Känguruh: 'Känguru',
  Zierat: 'Zierrat',
  Quentchen: 'Quäntchen',
  Greuel: 'Gräuel',
  Tolpatsch: 'Tollpatsch',
  numerieren: 'nummerieren',
  numeriert: 'nummeriert',
  plazieren: 'platzieren',
  plaziert: 'platziert',
  rauh: 'rau',
  Rauhreif: 'Raureif',
  behende: 'behände',
  schneuzen: 'schnäuzen',
  überschwenglich: 'überschwänglich',
  Zäheit: 'Zähheit',
  Roheit: 'Rohheit',
  // „einzig“ has no superlative.
  einzigste: 'einzige',
  einzigsten: 'einzigen',
  einzigster: 'einziger',
  einzigstes: 'einziges',
  Einzigste: 'Einzige',
};
const OLD_SPELLING_REASON = 'Rechtschreibung: neue Rechtschreibung („Tipp“, „nummerieren“) bzw. kein Superlativ von „einzig“';

/** Two words that are one: „irgend wie“ → „irgendwie“. */
const JOINED: Record<string, string> = {
  'irgend wie': 'irgendwie',
  'irgend wo': 'irgendwo',
  'irgend etwas': 'irgendetwas',
  'irgend jemand': 'irgendjemand',
  'irgend wann': 'irgendwann',
  'irgend ein': 'irgendein',
  'irgend eine': 'irgendeine',
  'irgend einen': 'irgendeinen',
  'zu erst': 'zuerst',
  'zu letzt': 'zuletzt',
  'so gar': 'sogar',
  'Nichts desto trotz': 'Nichtsdestotrotz',
  'nichts desto trotz': 'nichtsdestotrotz',
  'statt dessen': 'stattdessen',
  'zu frieden': 'zufrieden',
  'zu Frieden': 'zufrieden',
  'zu liebe': 'zuliebe',
  'zu Liebe': 'zuliebe',
  'vor her': 'vorher',
  'nach her': 'nachher',
  'da her': 'daher',
  'wo bei': 'wobei',
  'zu sammen': 'zusammen',
  'über haupt': 'überhaupt',
  'vor erst': 'vorerst',
  'in zwischen': 'inzwischen',
  'zu nächst': 'zunächst',
  'da durch': 'dadurch',
  'immer hin': 'immerhin',
  'gegen über': 'gegenüber',
  'mit einander': 'miteinander',
  'aus versehen': 'aus Versehen',
  'eis kalt': 'eiskalt',
  'hier her': 'hierher',
  'wo durch': 'wodurch',
  'so fort': 'sofort',
  'zu meist': 'zumeist',
  'all zu': 'allzu',
  'zu mindest': 'zumindest',
  'an statt': 'anstatt',
  'so wie so': 'sowieso',
  'bis her': 'bisher',
  'des halb': 'deshalb',
  'des wegen': 'deswegen',
  'nichts desto weniger': 'nichtsdestoweniger',
  'irgend welche': 'irgendwelche',
  'nichts sagend': 'nichtssagend',
  'nichts sagende': 'nichtssagende',
  'nichts sagenden': 'nichtssagenden',
  'zu gute': 'zugute',
  'zu Gute': 'zugute',
  'irgend jemanden': 'irgendjemanden',
};
// „aneinander“, „miteinander“ …: a preposition and „einander“ are one word.
// Not „für“: „für einander“ is still read often enough as two words (Falko-MERLIN's annotators left it).
for (const preposition of [
  'an',
  'auf',
  'aus',
  'bei',
  'durch',
  'gegen',
  'hinter',
  'mit',
  'nach',
  'neben',
  'über',
  'um',
  'unter',
  'von',
  'vor',
  'zu',
  'zwischen',
])
  JOINED[`${preposition} einander`] = `${preposition}einander`;
for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'])
  for (const time of ['morgen', 'vormittag', 'mittag', 'nachmittag', 'abend', 'nacht']) {
    JOINED[`${day} ${time}`] = day + time;
    JOINED[`${day} ${upperFirst(time)}`] = day + time;
  }

/** Misspelt first parts of compounds: „Rythmusgefühl“ → „Rhythmusgefühl“. */
const FIXED_PREFIXES: [RegExp, string][] = [
  [/^(R)h?yt(h?)m/, 'Rhythm'],
  [/^(r)h?yt(h?)m/, 'rhythm'],
];
function fixedPrefix(word: string): string | undefined {
  for (const [pattern, right] of FIXED_PREFIXES) if (pattern.test(word) && !word.startsWith(right)) return word.replace(pattern, right);
  return undefined;
}

// Numbers and colours written as one word: „zwei hundert“, „drei zehn“, „hell blau“.
const UNITS_OF_TEN = ['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
for (const unit of UNITS_OF_TEN) {
  JOINED[`${unit} hundert`] = `${unit}hundert`;
  JOINED[`${unit} tausend`] = `${unit}tausend`;
  for (const ten of ['zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'])
    JOINED[`${unit} und ${ten}`] = `${unit}und${ten}`;
}
for (const [unit, teen] of [
  ['drei', 'dreizehn'],
  ['vier', 'vierzehn'],
  ['fünf', 'fünfzehn'],
  ['sechs', 'sechzehn'],
  ['sieben', 'siebzehn'],
  ['acht', 'achtzehn'],
  ['neun', 'neunzehn'],
] as const)
  JOINED[`${unit} zehn`] = teen;
for (const shade of ['hell', 'dunkel', 'knall', 'blass', 'tief', 'zart'])
  for (const colour of [
    'blau',
    'rot',
    'grün',
    'gelb',
    'braun',
    'grau',
    'lila',
    'rosa',
    'orange',
    'violett',
    'türkis',
    'blaue',
    'rote',
    'grüne',
    'gelbe',
    'braune',
    'graue',
    'blauen',
    'roten',
    'grünen',
    'gelben',
    'braunen',
    'grauen',
    'blaues',
    'rotes',
    'grünes',
    'blauer',
    'roter',
    'grüner',
  ])
    JOINED[`${shade} ${colour}`] = `${shade}${colour}`;

/** The first words of the pairs in JOINED. */
const JOINED_FIRST = new Set(Object.keys(JOINED).map((pair) => pair.split(' ')[0]!));

export const fixedSpellingRule: MorphologyRule = {
  id: 'fixed-spelling',
  reason: 'Rechtschreibung: Getrennt- und Zusammenschreibung',
  find: ({ tokens, morphology }) => {
    const edits: Edit[] = [];
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index]!;
      if (!isWord(token)) continue;
      // At a sentence start the capitalised form: „Vorallem“ → „Vor allem“.
      const lowerFixed = token.sentenceStart && isUpper(token.text) ? FIXED[lowerFirst(token.text)] : undefined;
      const fixed = FIXED[token.text] ?? (lowerFixed ? upperFirst(lowerFixed) : undefined) ?? fixedPrefix(token.text);
      if (fixed && fixed !== token.text) edits.push(edit(fixedSpellingRule, token, fixed));
      // A capitalised one only where an article or adjective proves it a noun („Herr Stengel“ is a name).
      const previous = tokens[index - 1];
      const nounPlace =
        isLower(token.text) ||
        (!token.sentenceStart &&
          isWord(previous) &&
          (determinerOf(previous.text) ||
            Object.hasOwn(CONTRACTIONS, previous.text) ||
            (isLower(previous.text) && morphology.isAdjectiveForm(previous.text))));
      const old = nounPlace ? OLD_SPELLING[token.text] : undefined;
      if (old)
        edits.push({ start: token.start, end: token.end, replacement: old, rule: fixedSpellingRule.id, reason: OLD_SPELLING_REASON });
      // Only words that start a pair of the table are looked at further (cheap for long texts).
      if (!JOINED_FIRST.has(token.text) && !(token.sentenceStart && JOINED_FIRST.has(lowerFirst(token.text)))) continue;
      for (const length of [2, 3]) {
        const parts = tokens.slice(index, index + length);
        if (parts.length < length || !parts.every(isWord) || parts.some((part, at) => at > 0 && part.start !== parts[at - 1]!.end + 1))
          continue;
        const written = parts.map((part) => part.text).join(' ');
        // At a sentence start the first word is capitalised: „Irgend wie“ → „Irgendwie“.
        const capital = token.sentenceStart && isUpper(written);
        const found = JOINED[written] ?? (capital ? JOINED[lowerFirst(written)] : undefined);
        const joined = found && capital ? upperFirst(found) : found;
        if (joined && joined !== written)
          edits.push({
            start: token.start,
            end: parts[length - 1]!.end,
            replacement: joined,
            rule: fixedSpellingRule.id,
            reason: fixedSpellingRule.reason,
          });
      }
    }
    return edits;
  },
};

export const conjunctionApartRule: MorphologyRule = {
  id: 'conjunction-written-apart',
  reason: 'Rechtschreibung: Zusammenschreibung der Konjunktion („nachdem“, „seitdem“)',
  find: (context) => findConjunctionsApart(context),
};

/**
 * „Nach dem er gegessen hatte, …“ → „Nachdem“: „nach dem“ or „seit dem“ directly before a subject
 * (a personal pronoun or an article of the nominative) of a clause that ends in its finite verb – at a
 * sentence start, or after a comma that follows no noun („das Jahr, seit dem er hier lebt“ is relative).
 */
function findConjunctionsApart({ tokens, morphology }: RuleContext): Edit[] {
  const edits: Edit[] = [];
  for (let index = 0; index + 2 < tokens.length; index++) {
    const first = tokens[index]!;
    const dem = tokens[index + 1]!;
    const subject = tokens[index + 2]!;
    if (!isWord(first) || !isWord(dem) || dem.text !== 'dem' || !isWord(subject)) continue;
    const word = first.sentenceStart ? lowerFirst(first.text) : first.text;
    if (word !== 'nach' && word !== 'seit') continue;
    const before = tokens[index - 1];
    const afterComma = before?.text === ',' && isWord(tokens[index - 2]) && isLower(tokens[index - 2]!.text);
    if (!first.sentenceStart && !afterComma) continue;
    const pronoun = ['er', 'sie', 'es', 'wir', 'ich', 'du', 'ihr', 'man'].includes(subject.text);
    const article = determinerOf(subject.text);
    if (!pronoun && !(article && article.cells & 0x000f)) continue;
    let last: (typeof tokens)[number] | undefined;
    let end: (typeof tokens)[number] | undefined;
    for (let at = index + 3; at < tokens.length && at < index + 25; at++) {
      if (tokens[at]!.kind === 'mark' || tokens[at]!.sentenceStart) {
        end = tokens[at];
        break;
      }
      last = tokens[at];
    }
    if (end?.text !== ',' || !isFiniteVerb(morphology, last, { allowInfinitive: true })) continue;
    edits.push({
      start: first.start,
      end: dem.end,
      replacement: `${first.text}dem`,
      rule: conjunctionApartRule.id,
      reason: conjunctionApartRule.reason,
    });
  }
  return edits;
}

export const apostropheRule: MorphologyRule = {
  id: 'apostrophe-s',
  reason: 'Rechtschreibung: ohne Apostroph („Trikots“, „ins“)',
  /**
   * „Snack's“, „Trikot's“, „des Vereins's“ → „Snacks“, „Trikots“: a noun of the dictionary with an
   * apostrophe and „s“, where the word with the „s“ is one Hunspell knows. Names keep it (grammar.ts
   * handles „Peter's Bäckerei“ by its own rule); words the dictionary does not know as nouns stay.
   */
  find: ({ tokens, morphology, spell }) => {
    const edits: Edit[] = [];
    for (const token of tokens) {
      if (!isWord(token)) continue;
      // „in's Kino“, „auf's Land“: a preposition and „das“ are one word without an apostrophe.
      const contraction = /^([Ii]n|[Aa]n|[Aa]uf|[Ff]ür|[Uu]m|[Dd]urch|[Üü]ber|[Uu]nter|[Vv]or|[Hh]inter)['’]s$/u.exec(token.text);
      if (contraction) {
        edits.push(edit(apostropheRule, token, `${contraction[1]}s`));
        continue;
      }
      const match = /^(\p{Lu}\p{Ll}+)['’]s$/u.exec(token.text);
      if (!match || !morphology.isNoun(match[1]!) || !(spell?.(`${match[1]}s`) ?? false)) continue;
      edits.push(edit(apostropheRule, token, `${match[1]}s`));
    }
    return edits;
  },
};
