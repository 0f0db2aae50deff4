/**
 * Workday FAQ retrieval and the local (extractive) answer.
 *
 * Retrieval is BM25 (Robertson & Zaragoza) over one pseudo-document per entry in which the question
 * counts 2.5×, the category 1.5× and the answer 1× (a simplified BM25F): a question that matches the
 * FAQ question is a much better sign than a word somewhere in an answer. Terms are lower-cased,
 * umlaut-folded, stopword-free and stemmed (CISTEM), and compounds are split against the FAQ's own
 * vocabulary, so "Urlaubstage" also matches "Urlaub" and "Lohnabrechnung" matches "Abrechnung".
 *
 * Scores are normalised to 0–1 by the best score the query could reach (every query term saturated
 * in a document), which makes one threshold work for short and long questions alike: below it an
 * entry does not answer the question, and an off-topic question ("Wie wird das Wetter morgen?")
 * gets no entries at all.
 */
import { readFileSync } from 'node:fs';
import { messageFor } from 'portal-contract';
import type { ChatTurn, FaqAnswer, FaqEntry } from '../provider.ts';
import { tokenizeWords } from './sentences.ts';
import { stemGerman } from './stem.ts';
import { isStopword } from './stopwords.ts';

export type ScoredFaqEntry = FaqEntry & { score: number };

/** Normalised BM25 score below which an entry is not an answer. */
export const FAQ_MATCH_THRESHOLD = 0.3;
/** A second entry is mentioned when it scores at least this share of the best one. */
const SECOND_ENTRY_SHARE = 0.85;

const K1 = 1.2;
const B = 0.75;
const FIELD_WEIGHTS = { question: 2.5, category: 1.5, answer: 1 } as const;
/** Compound parts must be this long, so that "wort" in "Passwort" does not count. */
const MIN_PART = 5;

export const workdayFaqPath = new URL('../../../data/workday-faq.json', import.meta.url);

/** The FAQ shipped with the gateway (gateway/data/workday-faq.json). */
export function readWorkdayFaq(): FaqEntry[] {
  return JSON.parse(readFileSync(workdayFaqPath, 'utf8')) as FaqEntry[];
}

interface FaqIndex {
  entries: readonly FaqEntry[];
  /** Weighted term frequencies per entry. */
  documents: Map<string, number>[];
  lengths: number[];
  averageLength: number;
  documentFrequency: Map<string, number>;
  vocabulary: string[];
}

/**
 * Built once per FAQ content. The route reads the entries from the database on every question (a new
 * array each time), so the cache is keyed by content, not by identity; a handful of versions is kept.
 */
const indexes = new Map<string, FaqIndex>();
const MAX_INDEXES = 4;

function baseTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of tokenizeWords(text)) {
    if (word.length < 2 || isStopword(word) || /^\d+$/.test(word)) continue;
    terms.push(matchKey(word));
  }
  return terms;
}

/**
 * The stem, and for nouns in "-ung" the verb stem as well ("Abrechnung" and "abrechnen" → "abrech"),
 * because people ask with the verb what the FAQ names with the noun.
 */
function matchKey(word: string): string {
  const stem = stemGerman(word);
  if (stem.length > 6 && stem.endsWith('ung')) return stemGerman(stem.slice(0, -3));
  return stem;
}

/** A term plus the vocabulary words it is compounded of ("urlaubstag" → "urlaubstag", "urlaub"). */
function withParts(term: string, vocabulary: readonly string[]): string[] {
  if (term.length < MIN_PART + 3) return [term];
  const parts = [term];
  for (const word of vocabulary) {
    if (word.length < MIN_PART || word.length >= term.length) continue;
    if (term.startsWith(word) || term.endsWith(word)) parts.push(word);
  }
  return parts;
}

function buildIndex(entries: readonly FaqEntry[]): FaqIndex {
  const fieldTerms = entries.map((entry) => ({
    question: baseTerms(entry.question),
    category: baseTerms(entry.category),
    answer: baseTerms(entry.answer),
  }));
  const vocabulary = [...new Set(fieldTerms.flatMap((fields) => [...fields.question, ...fields.category, ...fields.answer]))];
  const documentFrequency = new Map<string, number>();
  const documents = fieldTerms.map((fields) => {
    const document = new Map<string, number>();
    for (const field of ['question', 'category', 'answer'] as const) {
      for (const term of fields[field]) {
        for (const part of withParts(term, vocabulary)) {
          document.set(part, (document.get(part) ?? 0) + FIELD_WEIGHTS[field]);
        }
      }
    }
    for (const term of document.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    return document;
  });
  const lengths = documents.map((document) => [...document.values()].reduce((sum, value) => sum + value, 0));
  const averageLength = lengths.reduce((sum, value) => sum + value, 0) / Math.max(1, lengths.length);
  return { entries, documents, lengths, averageLength, documentFrequency, vocabulary };
}

function indexFor(entries: readonly FaqEntry[]): FaqIndex {
  const key = JSON.stringify(entries.map(({ id, category, question, answer }) => [id, category, question, answer]));
  let index = indexes.get(key);
  if (!index) {
    index = buildIndex(entries);
    if (indexes.size >= MAX_INDEXES) indexes.delete(indexes.keys().next().value as string);
    indexes.set(key, index);
  }
  return index;
}

/**
 * The `k` entries that answer the question best, best first, each with its normalised score (0–1);
 * only entries at or above `FAQ_MATCH_THRESHOLD`. An empty array means: the FAQ does not cover it.
 */
export function rankFaq(question: string, entries: readonly FaqEntry[], k = 3): ScoredFaqEntry[] {
  if (entries.length === 0) return [];
  const index = indexFor(entries);
  // Each word of the question is one concept: the word itself or one of its compound parts.
  const concepts = [...new Set(baseTerms(question))].map((term) => withParts(term, index.vocabulary));
  if (concepts.length === 0) return [];
  const n = entries.length;
  const idf = (term: string) => {
    const df = index.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };
  // The best a document could do: every concept saturated with its rarest form.
  const maximum = concepts.reduce((sum, parts) => sum + Math.max(...parts.map(idf)) * (K1 + 1), 0);
  const scored = index.documents.map((document, position) => {
    const length = index.lengths[position] ?? 0;
    const norm = K1 * (1 - B + (B * length) / index.averageLength);
    let score = 0;
    for (const parts of concepts) {
      let best = 0;
      for (const term of parts) {
        const tf = document.get(term);
        if (tf) best = Math.max(best, (idf(term) * tf * (K1 + 1)) / (tf + norm));
      }
      score += best;
    }
    return { entry: entries[position] as FaqEntry, score: maximum > 0 ? score / maximum : 0 };
  });
  return scored
    .filter(({ score }) => score >= FAQ_MATCH_THRESHOLD)
    .sort((a, b) => b.score - a.score)
    .slice(0, k)
    .map(({ entry, score }) => ({ ...entry, score: Math.round(score * 1000) / 1000 }));
}

function hasScore(entry: FaqEntry): entry is ScoredFaqEntry {
  return typeof (entry as Partial<ScoredFaqEntry>).score === 'number';
}

/**
 * The local answer: the best entry's own answer, plus a pointer to a second entry when it is almost
 * as relevant. Entries that come with a score (from `rankFaq`) keep their order; others are ranked
 * here. A follow-up question ("Und bis wann?") is retried together with the previous user question.
 */
export function answerFromFaq(question: string, history: readonly ChatTurn[], entries: readonly FaqEntry[]): FaqAnswer {
  let ranked: ScoredFaqEntry[] = entries.every(hasScore)
    ? entries.filter((entry) => entry.score >= FAQ_MATCH_THRESHOLD)
    : rankFaq(question, entries, 3);
  if (ranked.length === 0) {
    const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content;
    if (previous) ranked = rankFaq(`${previous} ${question}`, entries, 3);
  }
  const [best, second] = ranked;
  if (!best) return { answer: messageFor('faq-no-match'), sources: [] };
  const used = [best];
  let answer = best.answer.trim();
  if (second && second.score >= best.score * SECOND_ENTRY_SHARE) {
    used.push(second);
    answer += `\n\nDas könnte dir auch helfen – „${second.question}“: ${second.answer.trim()}`;
  }
  return { answer, sources: used.map(({ id, question: q, category }) => ({ id, question: q, category })) };
}
