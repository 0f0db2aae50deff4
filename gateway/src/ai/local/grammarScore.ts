/**
 * How well the offline „korrigieren“ does on a corpus of German sentences (test/fixtures/grammar):
 * sentences with known errors and their corrections, and correct sentences that must stay untouched.
 * Edits are word-level differences from the original, located by their position, so an edit counts
 * only when the engine made exactly the expected change at the expected place.
 */
import { diffWordsWithSpace } from 'diff';

export interface GrammarCorpus {
  withErrors: { text: string; expected: string; rules: string[] }[];
  correct: string[];
}

export interface GrammarScore {
  /** Right edits among all edits the engine made (on both kinds of sentences). */
  precision: number;
  /** Expected edits the engine made. */
  recall: number;
  /** Correct sentences the engine changed, and how many there were. */
  falseAlarms: number;
  correctSentences: number;
  /** The counts behind recall: expected edits made, expected edits. */
  rightEdits: number;
  expectedEdits: number;
  /** Sentences with errors that came out exactly as expected. */
  fixedExactly: number;
  errorSentences: number;
  /** For reading a run: what went wrong where. */
  misses: { text: string; expected: string; got: string }[];
  alarms: { text: string; got: string }[];
}

/** The edits from `before` to `after`, as `offset:removed→added`. */
export function edits(before: string, after: string): Set<string> {
  const found = new Set<string>();
  let offset = 0;
  let pending: { at: number; removed: string; added: string } | undefined;
  for (const part of diffWordsWithSpace(before, after)) {
    if (!part.added && !part.removed) {
      if (pending) found.add(`${pending.at}:${pending.removed}→${pending.added}`);
      pending = undefined;
      offset += part.value.length;
      continue;
    }
    pending ??= { at: offset, removed: '', added: '' };
    if (part.removed) {
      pending.removed += part.value;
      offset += part.value.length;
    } else pending.added += part.value;
  }
  if (pending) found.add(`${pending.at}:${pending.removed}→${pending.added}`);
  return found;
}

export async function scoreGrammar(corpus: GrammarCorpus, correct: (text: string) => Promise<string>): Promise<GrammarScore> {
  let made = 0;
  let right = 0;
  let expectedEdits = 0;
  let fixedExactly = 0;
  const misses: GrammarScore['misses'] = [];
  const alarms: GrammarScore['alarms'] = [];
  for (const { text, expected } of corpus.withErrors) {
    const got = await correct(text);
    const wanted = edits(text, expected);
    const done = edits(text, got);
    expectedEdits += wanted.size;
    made += done.size;
    for (const edit of done) if (wanted.has(edit)) right += 1;
    if (got === expected) fixedExactly += 1;
    else misses.push({ text, expected, got });
  }
  for (const text of corpus.correct) {
    const got = await correct(text);
    if (got === text) continue;
    made += edits(text, got).size;
    alarms.push({ text, got });
  }
  return {
    precision: made === 0 ? 1 : right / made,
    recall: expectedEdits === 0 ? 1 : right / expectedEdits,
    rightEdits: right,
    expectedEdits,
    falseAlarms: alarms.length,
    correctSentences: corpus.correct.length,
    fixedExactly,
    errorSentences: corpus.withErrors.length,
    misses,
    alarms,
  };
}
