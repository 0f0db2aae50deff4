/**
 * Sentence alignment: for a draft sentence, the source sentences that share the most content words
 * (weighted by how rare each word is in the source). An index from word to sentences keeps this
 * linear; words in very many sentences are not indexed, they say nothing about where a fact is.
 */
const MAX_POSTINGS = 48;

export interface Alignment {
  sentence: number;
  score: number;
}

export class SentenceIndex {
  private readonly postings = new Map<string, number[]>();
  private readonly weights = new Map<string, number>();

  constructor(sentenceWords: readonly (readonly string[])[]) {
    const frequency = new Map<string, number>();
    sentenceWords.forEach((words, sentence) => {
      for (const word of new Set(words)) {
        frequency.set(word, (frequency.get(word) ?? 0) + 1);
        const list = this.postings.get(word);
        if (!list) this.postings.set(word, [sentence]);
        else if (list.length < MAX_POSTINGS) list.push(sentence);
      }
    });
    const total = sentenceWords.length;
    for (const [word, count] of frequency) this.weights.set(word, count > MAX_POSTINGS ? 0 : Math.log(1 + total / count));
  }

  /** Best source sentences for these words, best first, at most `limit`. */
  align(words: readonly string[], limit = 3): Alignment[] {
    const scores = new Map<number, number>();
    for (const word of new Set(words)) {
      const weight = this.weights.get(word);
      if (!weight) continue;
      for (const sentence of this.postings.get(word) ?? []) scores.set(sentence, (scores.get(sentence) ?? 0) + weight);
    }
    return [...scores]
      .map(([sentence, score]) => ({ sentence, score }))
      .sort((a, b) => b.score - a.score || a.sentence - b.sentence)
      .slice(0, limit);
  }

  weight(word: string): number {
    return this.weights.get(word) ?? 0;
  }
}
