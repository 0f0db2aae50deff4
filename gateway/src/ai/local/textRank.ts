/**
 * TextRank (Mihalcea & Tarau 2004) over sentences: a graph whose edge weights are the TF-IDF cosine
 * similarity of two sentences, ranked with (personalised) PageRank. Summaries and the top-ten list
 * both use it; the top ten pass a personalisation vector that favours sentences close to the topic.
 *
 * Sentences become sparse vectors of stemmed content words (stopwords dropped), so "Straßenbahn" and
 * "Straßenbahnen" count as the same term. The matrix is n² and so is PageRank's work per round, so n
 * is bounded by construction: a 20 000-character article has ~250 sentences, but 20 000 characters of
 * one-letter lines have 10 000 (800 MB of matrix). Beyond MAX_RANKED_SENTENCES the sentences worth
 * ranking are pre-selected in linear time (`preselect`). The vectors are sorted id arrays, so one
 * comparison is a linear merge.
 */
import { tokenizeWords } from './sentences.ts';
import { stemGerman } from './stem.ts';
import { isStopword } from './stopwords.ts';

/** The most sentences one graph ranks; normal articles stay below it and are ranked whole. */
export const MAX_RANKED_SENTENCES = 300;

/** Sparse vector: ascending term ids with their weights, plus its Euclidean norm. */
export interface SparseVector {
  ids: Int32Array;
  weights: Float64Array;
  norm: number;
}

/** Content terms of a sentence: stemmed, stopwords and numbers dropped. */
export function contentTerms(sentence: string): string[] {
  const terms: string[] = [];
  for (const word of tokenizeWords(sentence)) {
    if (word.length < 2 || /^\d/.test(word) || isStopword(word)) continue;
    terms.push(stemGerman(word));
  }
  return terms;
}

/** TF-IDF vectors for a set of short documents (sentences, or a topic plus sentences). */
export function tfidfVectors(documents: string[][]): SparseVector[] {
  const ids = new Map<string, number>();
  const documentFrequency: number[] = [];
  const counted = documents.map((terms) => {
    const counts = new Map<number, number>();
    for (const term of terms) {
      let id = ids.get(term);
      if (id === undefined) {
        id = ids.size;
        ids.set(term, id);
        documentFrequency.push(0);
      }
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const id of counts.keys()) documentFrequency[id] = (documentFrequency[id] ?? 0) + 1;
    return counts;
  });
  const n = documents.length;
  return counted.map((counts) => {
    const entries = [...counts.entries()].sort((a, b) => a[0] - b[0]);
    const vectorIds = new Int32Array(entries.length);
    const weights = new Float64Array(entries.length);
    let sum = 0;
    entries.forEach(([id, count], index) => {
      // Smoothed IDF keeps terms that occur in every sentence slightly positive.
      const weight = (1 + Math.log(count)) * Math.log(1 + n / (documentFrequency[id] ?? 1));
      vectorIds[index] = id;
      weights[index] = weight;
      sum += weight * weight;
    });
    return { ids: vectorIds, weights, norm: Math.sqrt(sum) };
  });
}

export function cosine(a: SparseVector, b: SparseVector): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  let i = 0;
  let j = 0;
  let dot = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i] as number;
    const y = b.ids[j] as number;
    if (x === y) {
      dot += (a.weights[i] as number) * (b.weights[j] as number);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return dot / (a.norm * b.norm);
}

/** Symmetric similarity matrix (row-major, diagonal 0). */
export function similarityMatrix(vectors: SparseVector[]): Float64Array[] {
  const n = vectors.length;
  const matrix = Array.from({ length: n }, () => new Float64Array(n));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const similarity = cosine(vectors[i] as SparseVector, vectors[j] as SparseVector);
      (matrix[i] as Float64Array)[j] = similarity;
      (matrix[j] as Float64Array)[i] = similarity;
    }
  }
  return matrix;
}

/**
 * Weighted PageRank. `personalisation` (non-negative, any scale) is where the random surfer jumps
 * to; uniform when omitted. Stops when the scores move less than 1e-6 or after 100 rounds.
 */
export function pageRank(matrix: Float64Array[], personalisation?: number[], damping = 0.85): number[] {
  const n = matrix.length;
  if (n === 0) return [];
  const jump = normalise(personalisation ?? new Array<number>(n).fill(1), n);
  // Column-normalised transition weights, computed once: transition[i][j] = w(i,j) / out(j).
  const outWeight = new Float64Array(n);
  for (const row of matrix) for (let j = 0; j < n; j++) outWeight[j] = (outWeight[j] as number) + (row[j] as number);
  const transition = matrix.map((row) => row.map((weight, j) => (weight > 0 ? weight / (outWeight[j] as number) : 0)));
  let scores = new Float64Array(n).fill(1 / n);
  for (let round = 0; round < 100; round++) {
    // Sentences without edges hand their score to the jump distribution (no rank sinks).
    let dangling = 0;
    for (let j = 0; j < n; j++) if (outWeight[j] === 0) dangling += scores[j] as number;
    const next = new Float64Array(n);
    let delta = 0;
    for (let i = 0; i < n; i++) {
      const row = transition[i] as Float64Array;
      let sum = 0;
      for (let j = 0; j < n; j++) sum += (row[j] as number) * (scores[j] as number);
      const value = (1 - damping) * (jump[i] as number) + damping * (sum + dangling * (jump[i] as number));
      next[i] = value;
      delta += Math.abs(value - (scores[i] as number));
    }
    scores = next;
    if (delta < 1e-6) break;
  }
  return Array.from(scores);
}

function normalise(values: number[], n: number): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  return total > 0 ? values.map((value) => Math.max(0, value) / total) : new Array<number>(n).fill(1 / n);
}

export interface SentenceGraph {
  /** TextRank score per sentence (same order as the input). */
  scores: number[];
  /** Pairwise similarity, for picking sentences that do not repeat each other. */
  similarity: Float64Array[];
  vectors: SparseVector[];
}

/** TextRank over sentences. `bias` (one value per sentence) personalises the jump distribution. */
export function sentenceGraph(sentences: string[], bias?: number[]): SentenceGraph {
  const vectors = tfidfVectors(sentences.map(contentTerms));
  const similarity = similarityMatrix(vectors);
  return { scores: pageRank(similarity, bias), similarity, vectors };
}

/**
 * Indices of the best sentences, best first, skipping any sentence too similar (cosine above
 * `maxOverlap`) to one already picked – a summary should not say the same thing twice.
 */
export function pickDiverse(graph: SentenceGraph, count: number, eligible: (index: number) => boolean, maxOverlap = 0.5): number[] {
  const order = graph.scores
    .map((score, index) => ({ score, index }))
    .filter(({ index }) => eligible(index))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const picked: number[] = [];
  for (const { index } of order) {
    if (picked.length >= count) break;
    const row = graph.similarity[index] as Float64Array;
    if (picked.some((other) => (row[other] as number) > maxOverlap)) continue;
    picked.push(index);
  }
  // Too strict for a short text: fill up with the best remaining ones.
  for (const { index } of order) {
    if (picked.length >= count) break;
    if (!picked.includes(index)) picked.push(index);
  }
  return picked;
}

/**
 * Which of `count` sentences to rank when there are more than `limit`: the eligible ones (or all, if
 * none is) that are closest to the text's centroid, weighted by `bias` — TextRank's own favourites,
 * found without comparing every pair. Linear in the text's terms; ascending indices.
 */
export function preselect(vectors: SparseVector[], limit: number, eligible: (index: number) => boolean, bias?: number[]): number[] {
  const all = vectors.map((_, index) => index);
  if (vectors.length <= limit) return all;
  const centroid = new Map<number, number>();
  for (const vector of vectors) {
    if (vector.norm === 0) continue;
    vector.ids.forEach((id, k) => centroid.set(id, (centroid.get(id) ?? 0) + (vector.weights[k] as number) / vector.norm));
  }
  const score = (index: number) => {
    const vector = vectors[index] as SparseVector;
    let dot = 0;
    if (vector.norm > 0) vector.ids.forEach((id, k) => (dot += (vector.weights[k] as number) * (centroid.get(id) ?? 0)));
    return (vector.norm > 0 ? dot / vector.norm : 0) * (bias?.[index] ?? 1);
  };
  const pool = all.some(eligible) ? all.filter(eligible) : all;
  return pool
    .map((index) => ({ index, score: score(index) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ index }) => index)
    .sort((a, b) => a - b);
}
