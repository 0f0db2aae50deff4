/**
 * After a comparative it is „als“, not „wie“: „größer wie ich“ → „größer als ich“, „anders wie“ → „anders als“.
 * A comparative is an adjective's lemma (umlaut allowed) plus „-er“, or one of the irregular ones.
 */
import type { Morphology } from '../morphology/index.ts';
import { edit, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isLower, isWord } from './tokens.ts';

const IRREGULAR = new Set(['besser', 'mehr', 'weniger', 'lieber', 'höher', 'anders', 'eher', 'öfter', 'minder']);
const withoutUmlaut = (word: string) => word.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u');

function isComparative(morphology: Morphology, word: string): boolean {
  if (IRREGULAR.has(word)) return true;
  if (!/er$/.test(word) || word.length < 5) return false;
  // „teuer“, „sauer“, „lecker“ are lemmas themselves.
  if (morphology.adjectives(word).some((analysis) => analysis.lemma === word)) return false;
  const stem = word.slice(0, -2);
  return [stem, withoutUmlaut(stem), `${stem}e`].some((lemma) => morphology.adjectives(lemma).some((analysis) => analysis.lemma === lemma));
}

export const comparisonRule: MorphologyRule = {
  id: 'comparative-als',
  reason: 'Grammatik: „als“ nach einem Komparativ',
  find: ({ tokens, morphology }: RuleContext) => {
    const edits: Edit[] = [];
    for (let index = 1; index < tokens.length; index++) {
      const token = tokens[index]!;
      const before = tokens[index - 1]!;
      if (!isWord(token) || token.text !== 'wie' || !isWord(before) || !isLower(before.text)) continue;
      // „so schnell wie“, „genauso … wie“ stay; „früher wie heute“ is also said.
      if (before.text === 'früher' || before.text === 'später') continue;
      // „nicht mehr wie früher“: „no longer“, not a comparison.
      if (before.text === 'mehr' && ['nicht', 'nie', 'kaum', 'immer', 'nimmer'].includes(tokens[index - 2]?.text ?? '')) continue;
      if (isComparative(morphology, before.text)) edits.push(edit(comparisonRule, token, 'als'));
    }
    return edits;
  },
};
