/**
 * Extractive summary: the text's own sentences, chosen by TextRank and shown in their original order.
 * Nothing is reworded – without a generative model that is the honest way to summarise. A slight
 * bias towards the beginning reflects how news is written (the lead carries the core).
 */
import type { SummaryLength } from 'portal-contract';
import { splitSentences, tokenizeWords } from './sentences.ts';
import { contentTerms, MAX_RANKED_SENTENCES, pickDiverse, preselect, sentenceGraph, tfidfVectors } from './textRank.ts';

/** A sentence worth quoting: a real sentence with a verb's worth of words, not a heading or a list marker. */
function isCandidate(sentence: string): boolean {
  const words = tokenizeWords(sentence).length;
  return words >= 5 && words <= 80 && /[.!?…“”"»«)]$/.test(sentence);
}

/** How many sentences each length asks for, given how many good sentences the text has. */
function targetCount(length: SummaryLength, candidates: number): number {
  switch (length) {
    case 'sentences':
      return candidates >= 8 ? 2 : 1;
    case 'paragraph':
      return candidates >= 20 ? 5 : 4;
    case 'bullets':
      return Math.max(5, Math.min(7, Math.round(candidates / 5)));
  }
}

export function summarize(text: string, length: SummaryLength): string {
  const sentences = splitSentences(text);
  if (sentences.length === 0) return '';
  let eligible = sentences.map(isCandidate);
  // A text of headings or fragments only: then every piece may be used.
  if (!eligible.some(Boolean)) eligible = sentences.map(() => true);
  const candidates = eligible.filter(Boolean).length;
  const leadBias = sentences.map((_, index) => 1 + 1.5 / (1 + index / 2));
  // Indices into `sentences` of the ones ranked: all of a normal text, a linear pre-selection of a huge one.
  const ranked =
    sentences.length > MAX_RANKED_SENTENCES
      ? preselect(tfidfVectors(sentences.map(contentTerms)), MAX_RANKED_SENTENCES, (index) => eligible[index] === true, leadBias)
      : sentences.map((_, index) => index);
  const graph = sentenceGraph(
    ranked.map((index) => sentences[index] as string),
    ranked.map((index) => leadBias[index] as number),
  );
  const count = Math.min(targetCount(length, candidates), candidates);
  let picked = pickDiverse(graph, count, (k) => eligible[ranked[k] as number] === true).map((k) => ranked[k] as number);
  // "1–2 Sätze": a second sentence only when the best one is short.
  if (length === 'sentences' && picked.length === 2 && (sentences[picked[0] as number] ?? '').length > 220) {
    picked = picked.slice(0, 1);
  }
  const chosen = picked.sort((a, b) => a - b).map((index) => sentences[index] as string);
  if (length === 'bullets') return chosen.map((sentence) => `• ${sentence}`).join('\n');
  return chosen.join(' ');
}
