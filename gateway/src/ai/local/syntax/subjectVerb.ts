/**
 * Subject and verb agree in person and number: „Er geh jetzt.“ → „geht“, „Die Kinder spielt …“ →
 * „spielen“, „Morgen gehst er …“ → „geht“. Only where the subject is certain: a personal pronoun in the
 * nominative directly before the verb at the start of a clause, or directly after a verb in second
 * place; a noun phrase in the nominative at the start of the sentence directly before the verb. The
 * verb keeps its tense; the form comes from the dictionary's paradigm.
 */
import {
  caseMask,
  determinerOf,
  FUNCTION_WORDS,
  lowerFirst,
  personMask,
  SUBJECT_PRONOUNS,
  tenseMask,
  upperFirst,
  VERB_FINITE,
  VERB_IMPERATIVE_PLURAL,
  VERB_IMPERATIVE_SINGULAR,
  VERB_INFINITIVE,
  PLURAL_CELLS,
  type Morphology,
  type Person,
  type Tense,
  type VerbNumber,
} from '../morphology/index.ts';
import { editDistance } from '../editDistance.ts';
import { edit, isFiniteVerb, nounAnalyses, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isLower, isUpper, isWord, type Token } from './tokens.ts';

const PLURAL_QUANTIFIERS = new Set(['viele', 'einige', 'mehrere', 'alle', 'beide', 'manche', 'wenige', 'zahlreiche']);
const TENSE_PREFERENCE: Tense[] = ['present', 'past', 'subjunctive2', 'subjunctive1'];
/** Not „und“ and „oder“: „Mein Mann und ich arbeiten“ joins subjects, not clauses. */
const CLAUSE_JOINERS = new Set(['aber', 'denn', 'sondern', 'doch']);

interface Subject {
  person: Person;
  numbers: VerbNumber[];
}

/** The verb form for the subject, or undefined when the verb already fits or no single form does. */
function verbFor(morphology: Morphology, word: string, subject: Subject): string | undefined {
  const verbs = morphology.verbs(word);
  if (verbs.length === 0) return undefined;
  // A noun written small is no verb – unless it is a short imperative written for the finite form („spiel“).
  const finiteOrImperative = verbs.some((verb) => verb.forms & (VERB_FINITE | VERB_IMPERATIVE_SINGULAR));
  if (morphology.isAdjectiveForm(word) || (morphology.isNoun(upperFirst(word)) && !finiteOrImperative)) return undefined;
  const wanted = subject.numbers.reduce((mask, number) => mask | personMask(subject.person, number), 0);
  if (verbs.some((verb) => verb.forms & wanted)) return undefined;
  // Only a verb used as a finite form: an infinitive, a short imperative („geh“) or a finite form of another person.
  // „rad fahren“ beside „fahren“: the data's entries of two words are no lemmas of their own.
  const usable = verbs.filter(
    (verb) => verb.forms & (VERB_FINITE | VERB_INFINITIVE | VERB_IMPERATIVE_SINGULAR | VERB_IMPERATIVE_PLURAL) && !verb.lemma.includes(' '),
  );
  const lemmas = new Set(usable.map((verb) => verb.lemma));
  if (lemmas.size !== 1) return undefined;
  const [lemma] = [...lemmas] as [string];
  // A separable verb written whole („unterliegt“): its paradigm holds the detached part only.
  const prefix = morphology.paradigm('V', lemma)?.extra;
  if (prefix && word.startsWith(prefix)) return undefined;
  // „ich hab“, „ich geh“: the colloquial first person, not a mistake of agreement.
  if (subject.person === 1 && subject.numbers.includes('S') && morphology.verbForm(lemma, 'present', 1, 'S') === `${word}e`)
    return undefined;
  const bits = usable.reduce((mask, verb) => mask | verb.forms, 0);
  // The tense the form most likely is: present before past before the subjunctives („gehe“, „ging“, „ginge“).
  const tense: Tense = TENSE_PREFERENCE.find((candidate) => bits & tenseMask(candidate)) ?? 'present';
  // Several numbers possible („sie“): the one form that serves them all, else the one nearest to what was
  // written („Sie gehst“ → „geht“, one letter; „Sie gehen“ would be two) – none when two are as near.
  const forms = [...new Set(subject.numbers.map((number) => morphology.verbForm(lemma, tense, subject.person, number)))].filter(
    (form): form is string => form !== undefined,
  );
  if (forms.length === 0 || forms.length !== subject.numbers.length) return undefined;
  const distances = forms.map((form) => editDistance(word, form));
  const nearest = Math.min(...distances);
  if (distances.filter((distance) => distance === nearest).length !== 1) return undefined;
  const form = forms[distances.indexOf(nearest)];
  return form && form !== word ? form : undefined;
}

/** Whether the clause that ends at `end` (at most 15 words back) has a finite verb. */
function finiteVerbBefore(morphology: Morphology, tokens: Token[], end: number): boolean {
  for (let index = end - 1; index >= 0 && index > end - 15; index--) {
    const token = tokens[index]!;
    if (token.kind === 'mark' && /^[,;.!?:]$/.test(token.text)) return false;
    if (isFiniteVerb(morphology, token, { allowInfinitive: true })) return true;
    if (token.sentenceStart) return false;
  }
  return false;
}

const wordOf = (token: Token) => (token.sentenceStart ? lowerFirst(token.text) : token.text);

/**
 * Whether the words before `end` are one noun phrase that opens its clause (sentence start or after a
 * comma): determiners, adjectives and at least one capitalised word, at most four words, no verb
 * („…, sagte Anna und ich ging“ has a verb before „Anna“: two clauses).
 */
function nounPhraseOpensClause(morphology: Morphology, tokens: Token[], end: number): boolean {
  let capitalised = false;
  for (let at = end - 1; at >= 0 && at >= end - 4; at--) {
    const token = tokens[at]!;
    if (!isWord(token)) return false;
    const word = wordOf(token);
    if (isUpper(token.text) && !token.sentenceStart) capitalised = true;
    else if (!determinerOf(word) && !morphology.isAdjectiveForm(word) && !(token.sentenceStart && isUpper(token.text))) return false;
    if (token.sentenceStart && isUpper(token.text) && !determinerOf(word) && !morphology.isAdjectiveForm(word)) capitalised = true;
    const before = tokens[at - 1];
    if (token.sentenceStart || (before?.kind === 'mark' && before.text === ',')) return capitalised && !SUBJECT_PRONOUNS[word];
  }
  return false;
}

export const subjectVerbRule: MorphologyRule = {
  id: 'subject-verb-agreement',
  reason: 'Grammatik: Subjekt und Verb stimmen nicht überein (Person, Numerus)',
  find: (context) => findSubjectVerb(context, subjectVerbRule),
};

function findSubjectVerb({ tokens, morphology }: RuleContext, rule: MorphologyRule): Edit[] {
  const edits: Edit[] = [];
  const propose = (verbToken: Token, subject: Subject) => {
    if (!isWord(verbToken)) return;
    const word = wordOf(verbToken);
    if (!isLower(word) || FUNCTION_WORDS.has(word) || determinerOf(word)) return;
    const form = verbFor(morphology, word, subject);
    if (form) edits.push(edit(rule, verbToken, verbToken.sentenceStart ? upperFirst(form) : form));
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!isWord(token)) continue;
    const before = tokens[index - 1];
    // „Du gehst nach Hause und ich bleiben hier“: after „und“ a new clause when the one before has its verb.
    const joinsClauses =
      isWord(before) && (before.text === 'und' || before.text === 'oder') && finiteVerbBefore(morphology, tokens, index - 1);
    const clauseStart =
      token.sentenceStart ||
      (before?.kind === 'mark' && before.text === ',') ||
      (isWord(before) && CLAUSE_JOINERS.has(before.text)) ||
      joinsClauses;
    const word = wordOf(token);
    const pronoun = SUBJECT_PRONOUNS[word];
    const next = tokens[index + 1];
    // Pronoun, then verb: „Er geh jetzt“, „…, ich gehst“. Not „es“ after a comma (often an object).
    // Another subject right after the verb („wir geht es dir?“ is a typo of „wie“): not this pronoun's verb.
    const afterNext = tokens[index + 2];
    const subjectAfter = isWord(afterNext) && SUBJECT_PRONOUNS[afterNext.text] !== undefined;
    if (pronoun && clauseStart && isLower(word) && isWord(next) && !subjectAfter && word !== 'es') {
      // „sie“ after a comma may be an object („…, sie zu sehen“): the verb must be finite-looking then.
      for (const entry of pronoun) propose(next, entry);
      continue;
    }
    // „Ihr kommst zu spät“: „ihr“ opening a clause before a finite verb is the pronoun (the possessive
    // „Ihr Sohn“ has a noun after it; the dative „ihr“ no verb of its own right after it).
    // „Ihr fehlen die Worte“: a subject after the verb makes „ihr“ the dative.
    const subjectFollows =
      isWord(afterNext) && (determinerOf(afterNext.text) !== undefined || isUpper(afterNext.text) || afterNext.text === 'alle');
    if (
      word === 'ihr' &&
      clauseStart &&
      isWord(next) &&
      isLower(next.text) &&
      !SUBJECT_PRONOUNS[afterNext?.text ?? ''] &&
      !subjectFollows
    ) {
      // Not a form of the third person singular: „Ihr ist kalt“, „Ihr gefällt das Bild“ have the dative „ihr“.
      const verbs = morphology.verbs(next.text);
      if (
        verbs.some((verb) => verb.forms & VERB_FINITE) &&
        !verbs.some((verb) => verb.forms & personMask(3, 'S')) &&
        !morphology.isAdjectiveForm(next.text) &&
        !determinerOf(next.text)
      )
        propose(next, { person: 2, numbers: ['P'] });
      continue;
    }
    // Verb in second place, then pronoun: „Morgen gehst er“ (not „es“: „Dann sahen es alle“).
    if (pronoun && word !== 'es' && isLower(token.text) && before && isWord(before) && index >= 2) {
      const first = tokens[index - 2];
      if (
        first?.sentenceStart &&
        isWord(first) &&
        !determinerOf(wordOf(first)) &&
        // Not the subject itself: „Ich hoffe wir können …“ lacks a comma, nothing else.
        !SUBJECT_PRONOUNS[wordOf(first)] &&
        isLower(before.text) &&
        !FUNCTION_WORDS.has(before.text)
      ) {
        const verbs = morphology.verbs(before.text);
        if (verbs.some((verb) => verb.forms & VERB_FINITE) && !morphology.isAdjectiveForm(before.text))
          for (const entry of pronoun) propose(before, entry);
      }
      continue;
    }
    // „Mein Bruder und ich geht ins Kino“: a noun phrase and „ich“ opening the clause are „wir“.
    if (word === 'und' && isWord(next) && next.text === 'ich' && isWord(afterNext) && nounPhraseOpensClause(morphology, tokens, index)) {
      propose(afterNext, { person: 1, numbers: ['P'] });
      continue;
    }
    // A noun phrase in the nominative at the start of the sentence, then the verb: „Die Kinder spielt …“.
    if (token.sentenceStart) {
      // „Viele Leute ist …“: a quantity word makes a plural subject.
      const determiner =
        determinerOf(word) ??
        (PLURAL_QUANTIFIERS.has(word)
          ? { family: word, cells: PLURAL_CELLS & caseMask('NOM', 'AKK'), declension: 'strong' as const }
          : undefined);
      if (!determiner) continue;
      let at = index + 1;
      while (isWord(tokens[at]) && isLower(tokens[at]!.text) && morphology.isAdjectiveForm(tokens[at]!.text) && at < index + 4) at++;
      const noun = tokens[at];
      if (!isWord(noun) || !isUpper(noun.text)) continue;
      const { nouns } = nounAnalyses(morphology, noun.text);
      const cells = determiner.cells & nouns.reduce((mask, analysis) => mask | analysis.cells, 0) & caseMask('NOM');
      if (!cells) continue;
      const plural = (cells & PLURAL_CELLS) !== 0;
      const singular = (cells & ~PLURAL_CELLS) !== 0;
      if (plural === singular) continue;
      const verb = tokens[at + 1];
      const after = tokens[at + 2];
      // Only a nominative: „Der Bürgermeister“ (not „Die Kinder“, „Das Auto“, which may be objects).
      const onlyNominative = !(determiner.cells & nouns.reduce((mask, analysis) => mask | analysis.cells, 0) & caseMask('AKK', 'DAT'));
      // „Die Kinder sieht man …“, „Den Ball spielt der Junge“: another subject after the verb.
      if (
        !isWord(verb) ||
        (isWord(after) &&
          (SUBJECT_PRONOUNS[after.text] ||
            ((determinerOf(after.text) ||
              isUpper(after.text) ||
              PLURAL_QUANTIFIERS.has(after.text) ||
              /^(mehrere|etliche|zwei|drei|vier|fünf|zehn|hundert|tausend)$/.test(after.text)) &&
              !onlyNominative))) ||
        (after?.kind === 'number' && !onlyNominative)
      )
        continue;
      // „Eine Wohnung mieten ist …“: an infinitive group is the subject.
      if (morphology.isVerbForm(verb.text, VERB_INFINITIVE) && isFiniteVerb(morphology, after, { allowInfinitive: true })) continue;
      // A finite form, or the short imperative written for one („Der Chor sing …“).
      const imperativeOnly =
        isLower(verb.text) &&
        morphology.verbs(verb.text).some((analysis) => analysis.forms & VERB_IMPERATIVE_SINGULAR) &&
        !morphology.isAdjectiveForm(verb.text);
      if (!morphology.verbs(verb.text).some((analysis) => analysis.forms & VERB_FINITE) && !imperativeOnly) continue;
      propose(verb, { person: 3, numbers: [plural ? 'P' : 'S'] });
    }
  }
  return edits;
}
