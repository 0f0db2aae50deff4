/**
 * The rules of „korrigieren“ that read the text with the morphological dictionary (morphology/), in two
 * passes: first the spelling of single words (capitals, words written apart or together, confusions),
 * then – on the text those produced – agreement, case after prepositions and commas, which need the
 * words spelled right. Every change names its rule's German reason.
 */
import type { Morphology } from '../morphology/index.ts';
import { agreementRule } from './agreement.ts';
import { fixedCapitalRule, nominalisationRule, sentenceStartRule, wrongCapitalRule } from './capitalisation.ts';
import { commaClauseEndRule, commaConjunctionRule, commaRelativeStartRule } from './commas.ts';
import { apostropheRule, conjunctionApartRule, fixedSpellingRule, separatedNounRule, separatedVerbRule } from './compounds.ts';
import { confusionRule, dasDassRule, seitSeidRule } from './confusions.ts';
import type { MorphologyRule } from './context.ts';
import { applyEdits, type Change } from './edits.ts';
import { subjectVerbRule } from './subjectVerb.ts';
import { auxiliaryRule } from './auxiliary.ts';
import { comparisonRule } from './comparison.ts';
import { pronounCaseRule } from './pronounCase.ts';
import { imperativeRule } from './imperative.ts';
import { modalInfinitiveRule } from './modalInfinitive.ts';
import { reflexiveRule } from './reflexive.ts';
import { verbFormRule } from './verbForms.ts';
import { tokenize } from './tokens.ts';

export const WORD_RULES: readonly MorphologyRule[] = [
  fixedSpellingRule,
  apostropheRule,
  conjunctionApartRule,
  separatedVerbRule,
  separatedNounRule,
  confusionRule,
  nominalisationRule,
  fixedCapitalRule,
  wrongCapitalRule,
  sentenceStartRule,
  verbFormRule,
  seitSeidRule,
  commaRelativeStartRule,
];
export const SENTENCE_RULES: readonly MorphologyRule[] = [
  dasDassRule,
  agreementRule,
  pronounCaseRule,
  subjectVerbRule,
  auxiliaryRule,
  comparisonRule,
  imperativeRule,
  modalInfinitiveRule,
  reflexiveRule,
  commaConjunctionRule,
  commaClauseEndRule,
];

export interface MorphologyCheckOptions {
  spell?: (word: string) => boolean;
  /** Only these rules (tests). */
  rules?: readonly MorphologyRule[];
}

export function fixWithMorphology(
  text: string,
  morphology: Morphology,
  options: MorphologyCheckOptions = {},
): { text: string; changes: Change[] } {
  const changes: Change[] = [];
  let working = text;
  for (const pass of [WORD_RULES, SENTENCE_RULES]) {
    const rules = options.rules ? pass.filter((rule) => options.rules!.includes(rule)) : pass;
    if (rules.length === 0) continue;
    const tokens = tokenize(working);
    const context = { text: working, tokens, morphology, ...(options.spell ? { spell: options.spell } : {}) };
    const result = applyEdits(
      working,
      rules.flatMap((rule) => rule.find(context)),
    );
    working = result.text;
    changes.push(...result.changes);
  }
  return { text: working, changes };
}
