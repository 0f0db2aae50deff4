/**
 * Top 10 list: the ten sentences of the source text that best cover the topic, ranked. Ranking is
 * TextRank personalised towards the topic (the random surfer jumps to topic-related sentences more
 * often), multiplied by the sentence's own similarity to the topic, so a point must both matter in the
 * text and be about the topic. Each point gets a short title – the best key phrase of its sentence
 * not used by a higher point, else the sentence's first clause. The offline engine cannot write an
 * explanation, so it says what it gives instead: the passage of the text that supports the point,
 * marked as such („Beleg im Text: …“), without attribution and asides. A text with fewer usable
 * sentences gives fewer points and says so (`note`); nothing is padded.
 */
import { topTenShortfall } from 'portal-contract';
import type { TopTenResult } from '../provider.ts';
import { extractKeywords } from './keywords.ts';
import { containsKeyword } from './seoCheck.ts';
import { splitSentences, tokenizeWords } from './sentences.ts';
import { isStopword } from './stopwords.ts';
import { contentTerms, cosine, MAX_RANKED_SENTENCES, pageRank, similarityMatrix, tfidfVectors } from './textRank.ts';

export function topTen(topic: string, text: string, count = 10): TopTenResult {
  let sentences = splitSentences(text).filter((sentence) => {
    const words = tokenizeWords(sentence).length;
    return words >= 5 && words <= 80 && /[.!?…“”"»«)]$/.test(sentence);
  });
  if (sentences.length === 0) return withNote([]);
  // The topic is one more document of the TF-IDF space, so it shares the IDF weights of the text.
  let [topicVector, ...sentenceVectors] = tfidfVectors([contentTerms(topic), ...sentences.map(contentTerms)]);
  let topicSimilarity = sentenceVectors.map((vector) => (topicVector ? cosine(topicVector, vector) : 0));
  if (sentences.length > MAX_RANKED_SENTENCES) {
    // The pairwise graph is n²: rank only the sentences closest to the topic (ties: the earlier one).
    const kept = topicSimilarity
      .map((similarity, index) => ({ similarity, index }))
      .sort((a, b) => b.similarity - a.similarity || a.index - b.index)
      .slice(0, MAX_RANKED_SENTENCES)
      .map(({ index }) => index)
      .sort((a, b) => a - b);
    sentences = kept.map((index) => sentences[index] as string);
    [topicVector, ...sentenceVectors] = tfidfVectors([contentTerms(topic), ...sentences.map(contentTerms)]);
    topicSimilarity = sentenceVectors.map((vector) => (topicVector ? cosine(topicVector, vector) : 0));
  }
  const matrix = similarityMatrix(sentenceVectors);
  const rank = pageRank(
    matrix,
    topicSimilarity.map((similarity) => 0.1 + similarity),
  );
  const maxRank = Math.max(...rank);
  // Importance in the text and closeness to the topic both count; neither alone decides.
  const scores = rank.map((value, index) => (0.4 + 0.6 * (value / maxRank)) * (0.15 + (topicSimilarity[index] ?? 0)));

  const order = scores.map((score, index) => ({ score, index })).sort((a, b) => b.score - a.score || a.index - b.index);
  const picked: number[] = [];
  for (const { index } of order) {
    if (picked.length >= count) break;
    // Two points that say the same thing are one point.
    if (picked.some((other) => ((matrix[index] as Float64Array)[other] as number) > 0.6)) continue;
    picked.push(index);
  }

  // Titles: a key phrase of the sentence that no better point uses yet, else its first clause.
  const phrases = extractKeywords(text, 50).phrases.map(({ term }) => term);
  const usedTitles = new Set<string>();
  const items = picked.map((index) => {
    const sentence = sentences[index] as string;
    const phrase = phrases.find((candidate) => !usedTitles.has(candidate.toLowerCase()) && containsKeyword(sentence, candidate));
    const title = phrase ?? clauseTitle(sentence);
    usedTitles.add(title.toLowerCase());
    return { title, explanation: `Beleg im Text: „${passage(sentence)}“` };
  });
  return withNote(items);
}

function withNote(items: TopTenResult['items']): TopTenResult {
  const note = topTenShortfall(items.length);
  return note ? { items, note } : { items };
}

/** The supporting passage: the sentence without who said it and without asides in brackets. */
export function passage(sentence: string): string {
  return sentence
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/,\s*(?:sagte|erklärte|betonte|teilte|so|berichtete|kündigte)\b[^,.;]*(?=[.!?]?$)/u, '')
    .replace(/[„“"]/g, '')
    .trim();
}

/** The sentence's first clause, at most eight words, without a final stop or a dangling number or stopword. */
function clauseTitle(sentence: string): string {
  const clause = (sentence.split(/[,;:–—]\s/)[0] ?? sentence).replace(/[.!?“"]+$/, '');
  const words = clause.split(/\s+/);
  if (words.length <= 8) return clause;
  const kept = words.slice(0, 7);
  while (kept.length > 3 && (isStopword(kept[kept.length - 1] as string) || /^\d/.test(kept[kept.length - 1] as string))) kept.pop();
  return `${kept.join(' ').replace(/[,;:]$/, '')} …`;
}
