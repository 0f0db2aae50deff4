/**
 * Keywords and key phrases, YAKE-style (Campos et al. 2020): statistics of the text itself – how
 * often a term occurs, where it first appears, how varied its neighbours are, how often it is written
 * with a capital – without a corpus or a model. Plain YAKE lets the position feature dominate on
 * short news texts (every noun of the first sentence wins); the weighting below was tuned on German
 * news instead:
 * - frequency counts (log-scaled), an early mention (headline, lead) is a bonus, not the decision,
 * - a capital letter inside a sentence marks a noun or a name, which is what keywords are made of;
 *   single keywords must have been seen that way (or as an acronym),
 * - longer words are more specific in German (compounds: "Straßenbahnlinie" says more than "Linie"),
 * - a word with many different neighbours behaves like a function word (YAKE's relatedness) and loses,
 * - terms are merged by their stem and case-folded ("Straßenbahn", "Straßenbahnen") and shown in
 *   their most frequent spelling,
 * - phrases are 2–3 words inside one clause, do not start or end with a stopword and end with a noun
 *   ("Klinikum Nord", "Oberbürgermeisterin Katrin Albers").
 * Scores are relative to the best term of each list (best = 1).
 */
import { splitSentences } from './sentences.ts';
import { stemGerman } from './stem.ts';
import { isStopword } from './stopwords.ts';

export interface ScoredTerm {
  term: string;
  score: number;
}
export interface KeywordResult {
  keywords: ScoredTerm[];
  phrases: ScoredTerm[];
}

/** Words and the clause breaks between them (punctuation ends a phrase). */
const TOKEN = /([\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+|(?<=\d)[.,]\d+)*)|([,;:()[\]„“”"»«–—!?.…/])/gu;

interface Occurrence {
  key: string;
  surface: string;
  stop: boolean;
  /** Digits only, or digits with separators. */
  numeric: boolean;
  initial: boolean;
}

interface TermStats {
  tf: number;
  tfNoun: number;
  tfAcronym: number;
  firstSentences: number[];
  left: Map<string, number>;
  right: Map<string, number>;
  surfaces: Map<string, number>;
  initialSurfaces: Map<string, number>;
}

const WINDOW = 2;

export function extractKeywords(text: string, max = 15): KeywordResult {
  const sentences = splitSentences(text);
  const stats = new Map<string, TermStats>();
  const clauses: { sentence: number; tokens: Occurrence[] }[] = [];

  sentences.forEach((sentence, sentenceIndex) => {
    let clause: Occurrence[] = [];
    let first = true;
    const sentenceWords: Occurrence[] = [];
    for (const match of sentence.matchAll(TOKEN)) {
      const [, word] = match;
      if (!word) {
        if (clause.length) clauses.push({ sentence: sentenceIndex, tokens: clause });
        clause = [];
        continue;
      }
      const occurrence: Occurrence = {
        // Stemmed as if capitalised: no "ge-" stripping, so "gedruckte" does not merge with "Druck".
        key: stemGerman((word[0] ?? '').toUpperCase() + word.slice(1)),
        surface: word,
        stop: isStopword(word) || word.length < 2,
        numeric: /^\d/.test(word) && !/\p{L}{2}/u.test(word),
        initial: first,
      };
      first = false;
      clause.push(occurrence);
      sentenceWords.push(occurrence);
    }
    if (clause.length) clauses.push({ sentence: sentenceIndex, tokens: clause });
    // Co-occurrence inside the sentence, a window of two words each side, stopwords included as neighbours.
    sentenceWords.forEach((occurrence, index) => {
      if (occurrence.stop || occurrence.numeric) return;
      const term = statsFor(stats, occurrence.key);
      term.tf++;
      if (/^\p{Lu}/u.test(occurrence.surface) && !occurrence.initial) term.tfNoun++;
      if (occurrence.surface.length >= 2 && /^[\p{Lu}\d-]+$/u.test(occurrence.surface) && /\p{Lu}{2}/u.test(occurrence.surface))
        term.tfAcronym++;
      term.firstSentences.push(sentenceIndex);
      const surfaces = occurrence.initial ? term.initialSurfaces : term.surfaces;
      surfaces.set(occurrence.surface, (surfaces.get(occurrence.surface) ?? 0) + 1);
      for (let offset = 1; offset <= WINDOW; offset++) {
        const leftNeighbour = sentenceWords[index - offset];
        const rightNeighbour = sentenceWords[index + offset];
        if (leftNeighbour) term.left.set(leftNeighbour.key, (term.left.get(leftNeighbour.key) ?? 0) + 1);
        if (rightNeighbour) term.right.set(rightNeighbour.key, (term.right.get(rightNeighbour.key) ?? 0) + 1);
      }
    });
  });
  if (stats.size === 0) return { keywords: [], phrases: [] };

  const wordScore = scoreWords(stats);

  // Single keywords: nouns, names and acronyms.
  const singles: { term: string; raw: number }[] = [];
  for (const [key, term] of stats) {
    const nounLike = term.tfNoun > 0 || term.tfAcronym > 0;
    if (!nounLike) continue;
    // Shown as the noun: the most frequent capitalised spelling.
    const capitalised = new Map([...term.surfaces, ...term.initialSurfaces].filter(([surface]) => /^\p{Lu}/u.test(surface)));
    const best = mostFrequent(capitalised.size ? capitalised : term.surfaces);
    if (best.length < 3) continue;
    singles.push({ term: best, raw: wordScore.get(key) ?? 0 });
  }

  // Phrases: 2–3 words inside one clause.
  const phraseStats = new Map<string, { tf: number; surfaces: Map<string, number>; keys: string[] }>();
  for (const { tokens } of clauses) {
    for (let start = 0; start < tokens.length; start++) {
      for (let size = 2; size <= 3 && start + size <= tokens.length; size++) {
        const words = tokens.slice(start, start + size);
        const head = words[0] as Occurrence;
        const tail = words[words.length - 1] as Occurrence;
        if (head.stop || tail.stop || words.some((word) => word.numeric)) continue;
        // German noun phrases end with the noun; a lower-case last word is a verb or adjective.
        if (!/^\p{Lu}/u.test(tail.surface)) continue;
        // A lower-case first word must look like an inflected adjective ("neue", "öffentlichen"),
        // not a verb ("beschließt neue …").
        if (!/^\p{Lu}/u.test(head.surface) && !/(e|en|er|es|em)$/.test(head.surface)) continue;
        // An inner word is an adjective or a linking word ("Tag der offenen Tür", "Klinikum und Nord"),
        // never an article that starts a new noun phrase ("Verkehrsbetriebe die Pläne").
        if (size === 3 && !isLinking(words[1] as Occurrence)) continue;
        const key = words.map((word) => word.key).join(' ');
        const surface = words.map((word) => word.surface).join(' ');
        let phrase = phraseStats.get(key);
        if (!phrase) {
          phrase = { tf: 0, surfaces: new Map(), keys: words.filter((word) => !word.stop).map((word) => word.key) };
          phraseStats.set(key, phrase);
        }
        phrase.tf++;
        // A capitalised adjective at the start of a sentence is not its usual spelling.
        const weight = head.initial ? 0.5 : 1;
        phrase.surfaces.set(surface, (phrase.surfaces.get(surface) ?? 0) + weight);
      }
    }
  }
  const phrases: { term: string; raw: number; keys: string[] }[] = [];
  for (const phrase of phraseStats.values()) {
    // Mean weight of its words, times how often the whole phrase recurs; a third word adds a little.
    const mean = phrase.keys.reduce((total, wordKey) => total + (wordScore.get(wordKey) ?? 0), 0) / phrase.keys.length;
    const raw = mean * Math.log2(1 + phrase.tf) * (1 + 0.15 * (phrase.keys.length - 1));
    phrases.push({ term: mostFrequent(phrase.surfaces), raw, keys: phrase.keys });
  }

  return {
    keywords: normaliseScores(dedupe(singles.sort((a, b) => b.raw - a.raw)), max),
    phrases: normaliseScores(
      dedupePhrases(
        phrases.sort((a, b) => b.raw - a.raw),
        max,
      ),
      max,
    ),
  };
}

const LINKING = new Set(['der', 'des', 'und', 'für', 'von', 'vom', 'zum', 'zur', 'im', 'am', 'in', 'an', 'auf', 'mit', 'ohne', 'gegen']);

function isLinking(word: Occurrence): boolean {
  if (word.stop) return LINKING.has(word.surface.toLowerCase());
  return !word.numeric && (/^\p{Lu}/u.test(word.surface) || /(e|en|er|es|em)$/.test(word.surface));
}

function statsFor(stats: Map<string, TermStats>, key: string): TermStats {
  let term = stats.get(key);
  if (!term) {
    term = {
      tf: 0,
      tfNoun: 0,
      tfAcronym: 0,
      firstSentences: [],
      left: new Map(),
      right: new Map(),
      surfaces: new Map(),
      initialSurfaces: new Map(),
    };
    stats.set(key, term);
  }
  return term;
}

/** Weight of each term, higher is better (see the header for the reasons of each factor). */
function scoreWords(stats: Map<string, TermStats>): Map<string, number> {
  const maxTf = Math.max(...[...stats.values()].map((term) => term.tf));
  const scores = new Map<string, number>();
  for (const [key, term] of stats) {
    const frequency = Math.log2(1 + term.tf);
    const nounRatio = Math.max(term.tfNoun, term.tfAcronym) / term.tf;
    const firstSentence = Math.min(...term.firstSentences);
    const early = 1 + 0.8 / (1 + firstSentence);
    const length = Math.min(1.5, 0.7 + bestSurface(term).length / 20);
    const leftDiversity = term.left.size / Math.max(1, sum(term.left));
    const rightDiversity = term.right.size / Math.max(1, sum(term.right));
    const relatedness = 1 + ((leftDiversity + rightDiversity) / 2) * (term.tf / maxTf);
    scores.set(key, (frequency * (0.6 + 0.4 * nounRatio) * early * length) / relatedness);
  }
  return scores;
}

function sum(map: Map<string, number>): number {
  let total = 0;
  for (const value of map.values()) total += value;
  return total;
}

/** The usual spelling: from inside sentences if the word occurs there, capitalised on a tie. */
function bestSurface(term: TermStats): string {
  return mostFrequent(term.surfaces.size ? term.surfaces : term.initialSurfaces);
}

function mostFrequent(counts: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [surface, count] of counts) {
    if (count > bestCount || (count === bestCount && /^\p{Lu}/u.test(surface) && !/^\p{Lu}/u.test(best))) {
      best = surface;
      bestCount = count;
    }
  }
  return best;
}

/** Same term in another spelling (case, hyphen) only once. */
function dedupe<T extends { term: string }>(ranked: T[]): T[] {
  const seen = new Set<string>();
  return ranked.filter(({ term }) => {
    const key = term.toLowerCase().replace(/-/g, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A phrase whose content words are all in a better phrase is left out ("Oberbürgermeisterin Albers"
 * after "Oberbürgermeisterin Katrin Albers", "Zahl an Fahrgästen" after "Zahl der Fahrgäste"), and
 * so is a better phrase's part. Stops at `limit` kept phrases: each candidate is compared with every
 * kept one, so without the stop a text of thousands of distinct phrases cost their square.
 */
function dedupePhrases<T extends { term: string; keys: string[] }>(ranked: T[], limit: number): T[] {
  const kept: T[] = [];
  for (const candidate of dedupe(ranked)) {
    if (kept.length >= limit) break;
    const words = new Set(candidate.keys);
    const overlapping = kept.some((better) => {
      const betterWords = new Set(better.keys);
      return [...words].every((word) => betterWords.has(word)) || [...betterWords].every((word) => words.has(word));
    });
    if (!overlapping) kept.push(candidate);
  }
  return kept;
}

/** Relative to the best term of the list: best = 1. */
function normaliseScores(ranked: { term: string; raw: number }[], max: number): ScoredTerm[] {
  const best = ranked[0]?.raw ?? 0;
  return ranked.slice(0, Math.max(0, max)).map(({ term, raw }) => ({ term, score: best > 0 ? round3(raw / best) : 0 }));
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
