/**
 * The reflexive pronoun of the first and second person: „Wir treffen sich am Montag“ → „uns“, „Ich
 * freue sich“ → „mich“. „sich“ is only the third person's; right after the verb of a clause that opens
 * with „ich“, „du“, „wir“ or „ihr“ it is the subject's own. „ich“ and „du“ take „mich“, „dich“ only where
 * no accusative object follows („Ich kaufe mir ein Auto“ is a dative, left alone).
 */
import { determinerOf, lowerFirst, PREPOSITION_CASES, VERB_FINITE } from '../morphology/index.ts';
import { edit, type MorphologyRule, type RuleContext } from './context.ts';
import type { Edit } from './edits.ts';
import { isWord } from './tokens.ts';

const REFLEXIVE: Record<string, string> = { ich: 'mich', du: 'dich', wir: 'uns', ihr: 'euch' };

export const reflexiveRule: MorphologyRule = {
  id: 'reflexive-pronoun',
  reason: 'Grammatik: Reflexivpronomen passt nicht zum Subjekt („wir … uns“, nicht „sich“)',
  find: ({ tokens, morphology }: RuleContext) => {
    const edits: Edit[] = [];
    for (let index = 2; index < tokens.length; index++) {
      const sich = tokens[index]!;
      if (!isWord(sich) || sich.text !== 'sich') continue;
      const verb = tokens[index - 1]!;
      const subject = tokens[index - 2]!;
      if (!isWord(verb) || !isWord(subject)) continue;
      const before = tokens[index - 3];
      if (!subject.sentenceStart && !(before?.kind === 'mark' && before.text === ',')) continue;
      const pronoun = subject.sentenceStart ? lowerFirst(subject.text) : subject.text;
      const replacement = REFLEXIVE[pronoun];
      // „Ihr“ at a sentence start may be the possessive („Ihr Sohn“): then no verb follows.
      if (!replacement || !morphology.verbs(verb.text).some((analysis) => analysis.forms & VERB_FINITE)) continue;
      if (pronoun === 'ich' || pronoun === 'du') {
        let accusative = false;
        for (let at = index + 1; at < tokens.length && at < index + 8 && tokens[at]!.kind !== 'mark'; at++) {
          const determiner = determinerOf(tokens[at]!.text);
          // „auf den Urlaub“: an article after a preposition is the preposition's.
          const governed = Object.hasOwn(PREPOSITION_CASES, tokens[at - 1]!.text.toLowerCase());
          if (determiner && determiner.cells & 0x00f0 && !governed) accusative = true;
        }
        if (accusative) continue;
      }
      edits.push(edit(reflexiveRule, sich, replacement));
    }
    return edits;
  },
};
