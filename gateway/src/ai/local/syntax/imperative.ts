/**
 * The imperative of verbs that change their vowel: „Gebe mir das Buch!“ → „Gib“, „Lese den Text“ →
 * „Lies“, „Nehme Platz“ → „Nimm“. A verb first in a request (at the sentence start or after „bitte“), no
 * subject after it, in the form of the first person where the imperative has its own („gib“, not „gebe“).
 */
import { lowerFirst, SUBJECT_PRONOUNS, upperFirst, verbBit, VERB_IMPERATIVE_SINGULAR, type Morphology } from '../morphology/index.ts';
import { edit, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isWord } from './tokens.ts';

/** The imperative singular of the verb whose first person present this word is, if it differs. */
function imperativeOf(morphology: Morphology, word: string): string | undefined {
  for (const verb of morphology.verbs(word)) {
    if (!(verb.forms & verbBit('present', 1, 'S')) || verb.forms & VERB_IMPERATIVE_SINGULAR) continue;
    const paradigm = morphology.paradigm('V', verb.lemma);
    // Slot 28: the imperative singular (build.ts). Only the vowel-changing ones: „gib“, „lies“, „nimm“, „hilf“.
    const imperative = paradigm?.slots[28];
    if (imperative && imperative !== word && !imperative.endsWith('e') && /[i]/.test(imperative) && !paradigm.extra) return imperative;
  }
  return undefined;
}

const REQUEST_NEXT = new Set(['mir', 'mich', 'uns', 'ihm', 'ihr', 'ihnen', 'bitte', 'doch', 'mal', 'endlich', 'sofort']);

function endsWithExclamation(tokens: { text: string; kind: string }[], index: number): boolean {
  for (let at = index + 1; at < tokens.length && at < index + 30; at++) {
    const token = tokens[at]!;
    if (token.kind === 'mark' && /^[.?!]$/.test(token.text)) return token.text === '!';
  }
  return false;
}

export const imperativeRule: MorphologyRule = {
  id: 'imperative-vowel',
  reason: 'Grammatik: Imperativ („gib“, „lies“, „nimm“)',
  find: ({ tokens, morphology }: RuleContext) => {
    const edits: Edit[] = [];
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index]!;
      if (!isWord(token)) continue;
      const before = tokens[index - 1];
      const afterBitte = isWord(before) && /^bitte$/i.test(before.text) && (before.sentenceStart || tokens[index - 2]?.text === ',');
      if (!token.sentenceStart && !afterBitte) continue;
      const word = token.sentenceStart ? lowerFirst(token.text) : token.text;
      const next = tokens[index + 1];
      // „Gebe ich …?“ is a question with its subject.
      if (!isWord(next) || SUBJECT_PRONOUNS[next.text.toLowerCase()] || next.text === 'Sie' || next.text === 'ihr') continue;
      // A request shows itself: „bitte“ before it, an object pronoun or „bitte“ after it, or an exclamation
      // mark at the end („Lese gerade ein Buch.“ is a diary's „I am reading“).
      const request = afterBitte || REQUEST_NEXT.has(next.text) || endsWithExclamation(tokens, index);
      if (!request) continue;
      const imperative = imperativeOf(morphology, word);
      if (imperative) edits.push(edit(imperativeRule, token, token.sentenceStart ? upperFirst(imperative) : imperative));
    }
    return edits;
  },
};
