/**
 * Strong verbs inflected as weak ones: „Er hat das Lied gesingt“ → „gesungen“, „Sie rennte los“ →
 * „rannte“, „angeruft“ → „angerufen“. A word neither the dictionary nor Hunspell knows, built like a
 * weak participle (ge…t) or a weak past (…te, …ten), whose stem is a verb of the dictionary with another
 * form in that place: the dictionary's form is taken.
 */
import { lowerFirst, TENSES, upperFirst, type Morphology, type Person, type VerbNumber } from '../morphology/index.ts';
import { edit, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isWord } from './tokens.ts';

const PAST_ENDINGS: [string, Person, VerbNumber][] = [
  ['test', 2, 'S'],
  ['tet', 2, 'P'],
  ['ten', 1, 'P'],
  ['te', 1, 'S'],
];

/** The verb's own past participle or past form for a weak-looking form of it, or undefined. */
function strongForm(morphology: Morphology, word: string): string | undefined {
  if (word.length < 5 || word.length > 40) return undefined;
  // Participle: [particle] ge stem (e)t.
  const participle = /^(\p{Ll}*?)ge(\p{Ll}{2,}?)e?t$/u.exec(word);
  if (participle) {
    const [, particle = '', stem = ''] = participle;
    const lemma = `${particle}${stem}en`;
    const paradigm = morphology.paradigm('V', lemma);
    const form = paradigm?.slots[26];
    if (form && form !== word && (!particle || paradigm.extra === particle)) return form;
  }
  for (const [ending, person, number] of PAST_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length).replace(/e$/, '');
    if (stem.length < 2) continue;
    const lemma = `${stem}en`;
    const paradigm = morphology.paradigm('V', lemma);
    if (!paradigm || paradigm.extra) continue;
    const form = paradigm.slots[TENSES.indexOf('past') * 6 + (number === 'P' ? 3 : 0) + person - 1];
    // Only a strong past („sang“, „rannte“ is mixed): a weak one would end as the word does.
    if (form && form !== word && !/te(st|t|n)?$/.test(form)) return form;
    if (form && form !== word && /^(rannte|brannte|kannte|nannte|sandte|wandte|brachte|dachte)/.test(form)) return form;
  }
  return undefined;
}

export const verbFormRule: MorphologyRule = {
  id: 'strong-verb-form',
  reason: 'Grammatik: starkes Verb („gesungen“, „sang“, nicht „gesingt“, „singte“)',
  find: ({ tokens, morphology, spell }: RuleContext) => {
    const edits: Edit[] = [];
    for (const token of tokens) {
      if (!isWord(token) || token.text.includes('-')) continue;
      const word = token.sentenceStart ? lowerFirst(token.text) : token.text;
      if (!/^\p{Ll}+$/u.test(word) || morphology.analyse(word).length > 0 || (spell?.(word) ?? true)) continue;
      const form = strongForm(morphology, word);
      if (form) edits.push(edit(verbFormRule, token, token.sentenceStart ? upperFirst(form) : form));
    }
    return edits;
  },
};
