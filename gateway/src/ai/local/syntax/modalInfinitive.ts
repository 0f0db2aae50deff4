/**
 * After a modal verb or „werden“ the verb at the end of the clause is an infinitive: „Er kann gut
 * schwimmt.“ → „schwimmen“, „Wir müssen morgen früh aufsteht.“ → „aufstehen“, „Sie wird morgen kommt.“
 * → „kommen“. Only in a main clause whose second word is the modal, up to a full stop with no comma or
 * conjunction between, and only a last word that is nothing but a finite verb form (no participle,
 * infinitive, noun or adjective reading).
 */
import { determinerOf, lowerFirst, VERB_FINITE, VERB_INFINITIVE, VERB_PAST_PARTICIPLE, type Morphology } from '../morphology/index.ts';
import { edit, isJoinedSeparableVerb, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isLower, isUpper, isWord, type Token } from './tokens.ts';

const MODALS =
  /^(kann|kannst|können|könnt|konnte|konnten|muss|musst|müssen|müsst|musste|mussten|soll|sollst|sollen|sollt|sollte|sollten|will|willst|wollen|wollt|wollte|wollten|darf|darfst|dürfen|dürft|durfte|durften|möchte|möchtest|möchten|wird|wirst|werden|werdet|würde|würdest|würden)$/;
const CLAUSE_WORDS = new Set(['und', 'oder', 'aber', 'sondern', 'denn', 'dass', 'weil', 'wenn', 'ob', 'als', 'wie', 'was']);

/** The infinitive of a finite form that is nothing else, or undefined. */
function infinitiveOf(morphology: Morphology, word: string): string | undefined {
  if (!isLower(word) || morphology.isAdjectiveForm(word) || morphology.isNoun(word.charAt(0).toUpperCase() + word.slice(1)))
    return undefined;
  const verbs = morphology.verbs(word);
  if (verbs.length > 0) {
    if (verbs.some((verb) => verb.forms & (VERB_INFINITIVE | VERB_PAST_PARTICIPLE) || !(verb.forms & VERB_FINITE))) return undefined;
    const lemmas = new Set(verbs.filter((verb) => !verb.detached).map((verb) => verb.lemma));
    return lemmas.size === 1 ? [...lemmas][0] : undefined;
  }
  // „aufsteht“: a separable verb's finite form written whole – particle and main part apart.
  if (!isJoinedSeparableVerb(morphology, word)) return undefined;
  for (let split = 2; split <= word.length - 3; split++) {
    const particle = word.slice(0, split);
    for (const verb of morphology.verbs(word.slice(split)))
      if (
        verb.forms & VERB_FINITE &&
        !(verb.forms & VERB_INFINITIVE) &&
        morphology.paradigm('V', particle + verb.lemma)?.extra === particle
      )
        return particle + verb.lemma;
  }
  return undefined;
}

export const modalInfinitiveRule: MorphologyRule = {
  id: 'modal-infinitive',
  reason: 'Grammatik: nach Modalverb oder „werden“ der Infinitiv',
  find: ({ tokens, morphology }: RuleContext) => {
    const edits: Edit[] = [];
    for (let index = 1; index < tokens.length; index++) {
      const modal = tokens[index]!;
      if (!isWord(modal) || modal.sentenceStart || !MODALS.test(modal.text)) continue;
      // Second in its sentence: after one word („Er kann“) or a noun phrase („Die Schüler müssen“).
      let start = index - 1;
      while (start > 0 && start > index - 5 && !tokens[start]!.sentenceStart) start--;
      const opening = tokens.slice(start, index);
      if (
        !tokens[start]!.sentenceStart ||
        !opening.every(
          (token, at) =>
            isWord(token) &&
            (at === 0 ||
              determinerOf(token.text) ||
              (isLower(token.text) && morphology.isAdjectiveForm(token.text)) ||
              (isUpper(token.text) && at === opening.length - 1)),
        ) ||
        (opening.length > 1 && !determinerOf(lowerFirst(opening[0]!.text)))
      )
        continue;
      // „Wird er kommen?“, „Kann sein“: the modal must stand second, after its subject or an adverb.
      let last: Token | undefined;
      let end: Token | undefined;
      let clean = true;
      for (let at = index + 1; at < tokens.length && at < index + 15; at++) {
        const token = tokens[at]!;
        if (token.sentenceStart) break;
        if (token.kind === 'mark') {
          end = token;
          break;
        }
        if (isWord(token) && CLAUSE_WORDS.has(token.text)) clean = false;
        if (isWord(token) && (MODALS.test(token.text) || token.text === 'zu')) clean = false;
        last = token;
      }
      if (!clean || !last || !isWord(last) || last === tokens[index + 1] || !end || !/^[.!]$/.test(end.text)) continue;
      const infinitive = infinitiveOf(morphology, lowerFirst(last.text));
      if (infinitive && infinitive !== last.text) edits.push(edit(modalInfinitiveRule, last, infinitive));
    }
    return edits;
  },
};
