/**
 * Readability of German text: Flesch Reading Ease adapted by Amstad (1978),
 *   FRE = 180 − ASL − 58.5 × ASW
 * ASL = average sentence length in words, ASW = average syllables per word. The original English
 * Flesch constants do not fit German (longer words), which is why Amstad's version is the standard
 * here. The score is clamped to 0–100; the labels follow Amstad's scale.
 */
import { splitSentences, tokenizeWords } from './sentences.ts';
import { countSyllables } from './syllables.ts';

export type ReadabilityLabel = 'sehr leicht' | 'leicht' | 'mittelleicht' | 'mittel' | 'mittelschwer' | 'schwer' | 'sehr schwer';

export interface Readability {
  flesch: number;
  label: ReadabilityLabel;
  words: number;
  sentences: number;
  /** Average words per sentence. */
  averageSentenceLength: number;
  /** Average syllables per word. */
  averageSyllables: number;
}

export function fleschLabel(score: number): ReadabilityLabel {
  if (score >= 90) return 'sehr leicht';
  if (score >= 80) return 'leicht';
  if (score >= 70) return 'mittelleicht';
  if (score >= 60) return 'mittel';
  if (score >= 50) return 'mittelschwer';
  if (score >= 30) return 'schwer';
  return 'sehr schwer';
}

export function readability(text: string): Readability {
  const sentences = splitSentences(text);
  let words = 0;
  let syllables = 0;
  for (const sentence of sentences) {
    for (const word of tokenizeWords(sentence)) {
      // Numbers are read as words but their digits say nothing about syllables: count them as two.
      const count = /\p{L}/u.test(word) ? countSyllables(word) : 2;
      if (count === 0) continue;
      words++;
      syllables += count;
    }
  }
  if (words === 0) {
    return { flesch: 0, label: fleschLabel(0), words: 0, sentences: 0, averageSentenceLength: 0, averageSyllables: 0 };
  }
  const sentenceCount = Math.max(1, sentences.length);
  const asl = words / sentenceCount;
  const asw = syllables / words;
  const flesch = Math.round(Math.min(100, Math.max(0, 180 - asl - 58.5 * asw)));
  return {
    flesch,
    label: fleschLabel(flesch),
    words,
    sentences: sentenceCount,
    averageSentenceLength: Math.round(asl * 10) / 10,
    averageSyllables: Math.round(asw * 100) / 100,
  };
}
