/**
 * Draft figures against source figures: same dimension, same value within the rounding the words
 * allow, and about the same thing. A figure the source does not state may still be one a careful
 * editor derives: a difference or sum of two source figures, a share, a percentage from two counts,
 * the time between two dates. Those are computed only from the source sentences the draft sentence
 * aligns with, so that a wrong figure is not excused by chance arithmetic over the whole text.
 */
import type { Alignment } from './align.ts';
import { quoteText } from './format.ts';
import { stem } from './text.ts';
import type { Facts } from './facts.ts';
import type { NumberFact } from './numbers.ts';
import { EXACT, type Rounding } from './roundingWords.ts';
import type { SourceFinding } from './types.ts';
import { UNIT_SECONDS, type Dimension } from './unitWords.ts';

interface Interval {
  low: number;
  high: number;
  openLow: boolean;
  openHigh: boolean;
}

/** A value a source figure or a derivation stands for. */
interface Candidate {
  value: number;
  dimension: Dimension;
  rounding: Rounding;
  step: number;
  fact: NumberFact | undefined;
  /** Counted nouns of the figures it was derived from. */
  nouns?: (string | undefined)[];
}

const MAX_POOL = 30;
/** Source figures looked at for one draft figure: bounded, so that thousands of equal figures cost no more. */
const MAX_WINDOW = 300;
const MAX_MATCHES = 40;
const MAX_NEAR = 80;
const EPSILON = 1e-9;

function intervalOf(value: number, rounding: Rounding, step: number): Interval {
  if (rounding === EXACT)
    return {
      low: value - step / 2 - EPSILON * Math.abs(value),
      high: value + step / 2 + EPSILON * Math.abs(value),
      openLow: false,
      openHigh: false,
    };
  const a = value * rounding.low;
  const b = value * rounding.high;
  return {
    low: Math.min(a, b) - step / 2,
    high: Math.max(a, b) + EPSILON * Math.abs(value),
    openLow: Boolean(rounding.strictLow),
    openHigh: Boolean(rounding.strictHigh),
  };
}

function intersects(a: Interval, b: Interval): boolean {
  const low = Math.max(a.low, b.low);
  const high = Math.min(a.high, b.high);
  if (low < high) return true;
  if (low > high) return false;
  const lowOpen = a.low === low ? a.openLow : b.openLow;
  const highOpen = a.high === high ? a.openHigh : b.openHigh;
  return !lowOpen && !highOpen;
}

/** Whether the draft figure can be a rendering of the candidate value. */
function supports(draft: NumberFact, candidate: Candidate): boolean {
  const draftStep = draft.dimension === 'fraction' && draft.rounding === EXACT ? 0.05 : draft.step;
  // A rounded figure ("rund 300.000") is exact only to its own last digit; a strict bound ("mehr als 50") keeps its edge.
  const draftInterval =
    draft.rounding === EXACT
      ? intervalOf(draft.value, EXACT, draftStep)
      : {
          ...intervalOf(draft.value, draft.rounding, 0),
          low: draft.value * draft.rounding.low - (draft.rounding.strictLow ? 0 : draftStep / 2),
        };
  const sourceInterval = intervalOf(
    candidate.value,
    candidate.rounding,
    candidate.rounding === EXACT ? Math.min(candidate.step, Math.max(draftStep, candidate.step)) : 0,
  );
  // The same rounding word on both sides ("etwa 1,60" / "etwa 1,70", "über 800 Meter"): the figures themselves must agree.
  if (draft.rounding === candidate.rounding) {
    const tolerance = Math.max(draftStep, candidate.step) / 2 + EPSILON * Math.abs(draft.value);
    return Math.abs(draft.value - candidate.value) <= tolerance;
  }
  return intersects(draftInterval, sourceInterval);
}

function compatible(draft: Dimension, source: Dimension): boolean {
  if (draft === source) return true;
  if (draft === 'count') return source === 'ordinal' || source === 'points';
  if (draft === 'ordinal') return source === 'count';
  if (draft === 'points') return source === 'percent' || source === 'count';
  if (draft === 'percent') return source === 'points';
  return false;
}

function sameNoun(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (short.length >= 4 && (long.startsWith(short) || long.endsWith(short))) return true;
  // Compounds with the same head or the same first part ("Nachtlinien" / "Nachtbuslinien").
  return short.length >= 6 && (short.slice(-4) === long.slice(-4) || short.slice(0, 5) === long.slice(0, 5));
}

function overlaps(words: readonly string[], others: readonly string[]): boolean {
  return words.some((word) => others.some((other) => sameNoun(word, other)));
}

function candidateOf(fact: NumberFact): Candidate {
  return { value: fact.value, dimension: fact.dimension, rounding: fact.rounding, step: fact.step, fact };
}

/** Figures a careful editor derives from two source figures (and dates, years). */
function derive(source: Facts, sentences: Set<number>): Candidate[] {
  const pool = source.numbers.filter((fact) => sentences.has(fact.sentence)).slice(0, MAX_POOL);
  const derived: Candidate[] = [];
  let nouns: (string | undefined)[] = [];
  const push = (value: number, dimension: Dimension, step = 0) => {
    if (Number.isFinite(value)) derived.push({ value, dimension, rounding: EXACT, step, fact: undefined, nouns });
  };
  // Score parts count as figures ("zwei Tore Rückstand" from 13:15).
  const parts: NumberFact[] = [];
  for (const score of source.scores) {
    if (!sentences.has(score.sentence)) continue;
    for (const value of [score.home, score.away])
      parts.push({ ...(pool[0] ?? emptyFact()), value, dimension: 'count', rounding: EXACT, step: 1, sentence: score.sentence });
    push(Math.abs(score.home - score.away), 'count', 1);
    push(score.home + score.away, 'count', 1);
  }
  const all = [...pool, ...parts];
  for (let i = 0; i < all.length; i++) {
    const a = all[i] as NumberFact;
    for (let j = 0; j < all.length; j++) {
      if (i === j) continue;
      const b = all[j] as NumberFact;
      nouns = [a.noun, b.noun];
      const dimension = a.dimension === b.dimension ? a.dimension : a.bare ? b.dimension : b.bare ? a.dimension : undefined;
      // A sum or difference is as exact as the source figures claim to be; the draft figure brings its own rounding.
      const step = 0;
      if (dimension !== undefined && dimension !== 'fraction') {
        if (i < j) push(a.value + b.value, dimension, step);
        push(a.value - b.value, dimension, step);
        if (dimension === 'percent' || dimension === 'points') {
          push(a.value - b.value, dimension === 'percent' ? 'points' : 'percent', step);
        } else if (b.value !== 0) {
          push((a.value / b.value) * 100, 'percent');
          push(((a.value - b.value) / b.value) * 100, 'percent');
          if (a.value < b.value) push(a.value / b.value, 'fraction');
        }
      }
      if (b.dimension === 'percent' && a.dimension !== 'percent' && a.sentence === b.sentence) {
        push((a.value * b.value) / 100, a.dimension);
        push((a.value * (100 - b.value)) / 100, a.dimension);
      }
      if (a.dimension === 'count' && b.dimension === 'money') push(a.value * b.value, 'money');
      if (b.dimension === 'fraction' && a.dimension !== 'fraction') push(a.value * b.value, a.dimension);
    }
    // Per month and per year.
    if (a.dimension === 'money') {
      push(a.value * 12, 'money');
      push(a.value / 12, 'money');
    }
    nouns = [a.noun];
    if (a.dimension === 'percent') push(a.value / 100, 'fraction');
  }
  nouns = [];
  // The rest after two parts: 9,6 Millionen minus 3 and 2,4 Millionen. Only for a few figures of one dimension.
  nouns = [];
  for (const whole of pool) {
    const parts = pool.filter((part) => part !== whole && part.dimension === whole.dimension && part.value < whole.value);
    if (parts.length > 8) continue;
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++)
        push(whole.value - (parts[i] as NumberFact).value - (parts[j] as NumberFact).value, whole.dimension, 0);
  }
  // Durations between dates of these sentences (between years: yearDurations, the same for every sentence).
  const days = source.calendar.dates.filter((date) => sentences.has(date.sentence) && date.day !== undefined);
  for (const a of days) {
    for (const b of days) {
      const span = (Date.UTC(a.year ?? 2000, a.month - 1, a.day ?? 1) - Date.UTC(b.year ?? 2000, b.month - 1, b.day ?? 1)) / 1000;
      if (span > 0) {
        push(span, 'duration', UNIT_SECONDS.DAY);
        push(span + UNIT_SECONDS.DAY, 'duration', UNIT_SECONDS.DAY);
      }
    }
  }
  return derived;
}

/** Source figures of compatible dimension whose value can support the draft figure (binary search, then a bounded scan). */
function valueWindow(sorted: Map<Dimension, NumberFact[]>, fact: NumberFact): NumberFact[] {
  const window: NumberFact[] = [];
  const low = Math.min(fact.value / 4, fact.value * 4) - fact.step;
  const high = Math.max(fact.value / 4, fact.value * 4) + fact.step;
  for (const [dimension, list] of sorted) {
    if (!compatible(fact.dimension, dimension)) continue;
    let lower = 0;
    let upper = list.length;
    while (lower < upper) {
      const middle = (lower + upper) >> 1;
      if ((list[middle] as NumberFact).value < low) lower = middle + 1;
      else upper = middle;
    }
    for (let k = lower; k < list.length && window.length < MAX_WINDOW; k++) {
      const candidate = list[k] as NumberFact;
      if (candidate.value > high) break;
      window.push(candidate);
    }
  }
  return window;
}

/** Source figures by sentence and by counted noun, for finding the near ones without a scan. */
interface FigureIndex {
  bySentence: Map<number, NumberFact[]>;
  byNoun: Map<string, NumberFact[]>;
}

function indexFigures(numbers: NumberFact[]): FigureIndex {
  const bySentence = new Map<number, NumberFact[]>();
  const byNoun = new Map<string, NumberFact[]>();
  for (const fact of numbers) {
    const inSentence = bySentence.get(fact.sentence);
    if (inSentence) inSentence.push(fact);
    else bySentence.set(fact.sentence, [fact]);
    if (fact.noun === undefined) continue;
    const withNoun = byNoun.get(fact.noun);
    if (withNoun) withNoun.push(fact);
    else byNoun.set(fact.noun, [fact]);
  }
  return { bySentence, byNoun };
}

/** The compatible figures of the aligned sentences first, then others of the same noun, then any, bounded. */
function nearCandidates(fact: NumberFact, direct: NumberFact[], aligned: Alignment[], figures: FigureIndex): NumberFact[] {
  const near = new Set<NumberFact>();
  const add = (list: readonly NumberFact[] | undefined) => {
    for (const candidate of list ?? []) {
      if (near.size >= MAX_NEAR) return;
      if (compatible(fact.dimension, candidate.dimension)) near.add(candidate);
    }
  };
  for (const alignment of aligned) add(figures.bySentence.get(alignment.sentence));
  if (fact.noun !== undefined) add(figures.byNoun.get(fact.noun));
  add(direct.slice(0, MAX_NEAR));
  return [...near];
}

/** A derived count must come from figures of the same thing („acht Spiele“ not from 22 − 14 Punkte). */
function nounsAgree(fact: NumberFact, candidate: Candidate, nounCounted: boolean): boolean {
  if (!fact.noun || !candidate.nouns || candidate.nouns.length === 0) return true;
  // A noun the source never counts ("730 Kinder" from 1.150 Schülern minus 420 Erwachsenen) may come from any figures.
  if (!nounCounted) return true;
  const known = candidate.nouns.filter((noun): noun is string => noun !== undefined);
  return known.some((noun) => sameNoun(noun, fact.noun));
}

function emptyFact(): NumberFact {
  return {
    value: 0,
    dimension: 'count',
    rounding: EXACT,
    step: 1,
    start: 0,
    end: 0,
    first: 0,
    last: 0,
    sentence: 0,
    noun: undefined,
    after: [],
    context: [],
    bare: true,
    hasScale: false,
  };
}

/** The source's words for a figure: „7,3 Millionen Euro“, with the counted noun. */
function sourcePhrase(source: Facts, fact: NumberFact, withClause = false): string {
  let end = fact.end;
  const nounToken = source.tokens[fact.last];
  if (fact.noun && nounToken && nounToken.cap && nounToken.sentence === fact.sentence) end = nounToken.end;
  if (withClause) {
    let k = fact.last;
    while (
      k < fact.last + 7 &&
      source.tokens[k] &&
      source.tokens[k]?.sentence === fact.sentence &&
      !/^[,;:.()–]$|^und$/.test(source.tokens[k]?.text ?? '')
    )
      k++;
    end = Math.max(end, source.tokens[k - 1]?.end ?? end);
  }
  return quoteText(source.text, fact.start, end);
}

/** Durations between the source's years (all of them, they are few): the same for every draft sentence, so derived once. */
function yearDurations(source: Facts): Candidate[] {
  const years = source.calendar.years
    .filter((year) => !year.decade)
    .map((year) => year.from)
    .slice(0, 20);
  for (const date of source.calendar.dates) if (date.year !== undefined && years.length < 30) years.push(date.year);
  const durations: Candidate[] = [];
  for (const a of years)
    for (const b of years)
      if (a > b)
        durations.push({
          value: (a - b) * UNIT_SECONDS.YEAR,
          dimension: 'duration',
          rounding: EXACT,
          step: UNIT_SECONDS.YEAR,
          fact: undefined,
          nouns: [],
        });
  return durations;
}

export function checkNumbers(source: Facts, draft: Facts, alignments: Alignment[][]): SourceFinding[] {
  const findings: SourceFinding[] = [];
  const derivedCache = new Map<string, Candidate[]>();
  const yearly = yearDurations(source);
  const byDimension = new Map<Dimension, NumberFact[]>();
  const personStems = new Set(draft.entities.persons.map((person) => stem(person.text.split(' ').pop() ?? person.surname)));
  const derivedFor = (fact: NumberFact): Candidate[] => {
    const local = new Set<number>();
    for (const { sentence } of (alignments[fact.sentence] ?? []).slice(0, 3))
      for (const near of [sentence - 1, sentence, sentence + 1]) if (near >= 0) local.add(near);
    const key = [...local].sort((a, b) => a - b).join(',');
    let derived = derivedCache.get(key);
    if (!derived) {
      derived = [...derive(source, local), ...yearly].sort((x, y) => x.value - y.value);
      if (derivedCache.size < 256) derivedCache.set(key, derived);
    }
    return derived;
  };
  const derivable = (fact: NumberFact): boolean => {
    // Derived values are sorted: only those within reach of the draft figure are tried, a bounded number.
    const derived = derivedFor(fact);
    const nounCounted = fact.noun !== undefined && [...sourceNouns].some((noun) => sameNoun(noun, fact.noun));
    // Derived values are exact: only those inside the draft figure's own interval can support it.
    const slack = fact.dimension === 'fraction' ? 0.05 : fact.step;
    const a = fact.value * fact.rounding.low;
    const b = fact.value * fact.rounding.high;
    const low = Math.min(a, b) - slack - 1e-9 * Math.abs(fact.value);
    const high = Math.max(a, b) + slack + 1e-9 * Math.abs(fact.value);
    let lower = 0;
    let upper = derived.length;
    while (lower < upper) {
      const middle = (lower + upper) >> 1;
      if ((derived[middle] as Candidate).value < low) lower = middle + 1;
      else upper = middle;
    }
    for (let k = lower, tried = 0; k < derived.length && tried < MAX_WINDOW * 4; k++, tried++) {
      const candidate = derived[k] as Candidate;
      if (candidate.value > high) break;
      if (compatible(fact.dimension, candidate.dimension) && nounsAgree(fact, candidate, nounCounted) && supports(fact, candidate))
        return true;
    }
    return false;
  };
  const figures = indexFigures(source.numbers);
  const sourceNouns = new Set([...figures.byNoun.keys()].slice(0, 200));
  const sorted = new Map<Dimension, NumberFact[]>();
  for (const fact of source.numbers) {
    const list = sorted.get(fact.dimension);
    if (list) list.push(fact);
    else sorted.set(fact.dimension, [fact]);
  }
  for (const list of sorted.values()) list.sort((a, b) => a.value - b.value);
  for (const fact of draft.numbers) {
    const aligned = alignments[fact.sentence] ?? [];
    let direct = byDimension.get(fact.dimension);
    if (!direct) {
      direct = source.numbers.filter((candidate) => compatible(fact.dimension, candidate.dimension));
      byDimension.set(fact.dimension, direct);
    }
    const near = nearCandidates(fact, direct, aligned, figures);
    const matches =
      fact.dimension === 'fraction' ? [] : valueWindow(sorted, fact).filter((candidate) => supports(fact, candidateOf(candidate)));
    if (matches.length > 0) {
      const moved = checkAttribution(source, draft, fact, matches.slice(0, MAX_MATCHES), near, personStems, aligned[0]?.sentence ?? -1);
      if (moved && !derivable(fact)) findings.push(moved);
      continue;
    }
    if (derivable(fact)) continue;
    // "Tempo-30-Gebot": digits inside a word of the source.
    if ((fact.dimension === 'count' || fact.dimension === 'ordinal') && source.embeddedNumbers.has(fact.value)) continue;
    // Fractions also against the source's own fractions and percentages anywhere.
    if (fact.dimension === 'fraction') {
      const shares = source.numbers.filter((candidate) => candidate.dimension === 'fraction' || candidate.dimension === 'percent');
      if (
        shares.some((candidate) =>
          supports(fact, {
            ...candidateOf(candidate),
            value: candidate.dimension === 'percent' ? candidate.value / 100 : candidate.value,
            dimension: 'fraction',
            step: 0,
          }),
        )
      )
        continue;
    }
    findings.push({
      text: draft.text.slice(fact.start, fact.end),
      start: fact.start,
      end: fact.end,
      kind: 'number',
      reason: missingReason(source, fact, near, aligned),
    });
  }
  for (const score of draft.scores) {
    if (
      source.scores.some(
        (other) => (other.home === score.home && other.away === score.away) || (other.home === score.away && other.away === score.home),
      )
    )
      continue;
    const aligned = new Set((alignments[score.sentence] ?? []).map((alignment) => alignment.sentence));
    const reference = source.scores.find((other) => aligned.has(other.sentence)) ?? source.scores[0];
    findings.push({
      text: draft.text.slice(score.start, score.end),
      start: score.start,
      end: score.end,
      kind: 'number',
      reason: reference ? `Die Quelle nennt ${reference.home}:${reference.away}.` : 'Die Quelle nennt dieses Ergebnis nicht.',
    });
  }
  return findings;
}

/** A figure the source has, but for another thing („5 Millionen für Schulen“ where the source says „für Straßen“). */
function checkAttribution(
  source: Facts,
  draft: Facts,
  fact: NumberFact,
  matches: NumberFact[],
  direct: NumberFact[],
  personStems: Set<string>,
  topSentence: number,
): SourceFinding | undefined {
  const finding = (reason: string): SourceFinding => ({
    text: draft.text.slice(fact.start, fact.end),
    start: fact.start,
    end: fact.end,
    kind: 'number',
    reason,
  });
  const others = direct.filter((candidate) => !matches.includes(candidate));
  // A person in the figure's clause: the source must give the figure to that person too.
  // Only a person before the figure is its subject ("Rubin erzielte acht Treffer", not "schneller als Trost").
  const people = fact.context.filter((word) => personStems.has(word) && !fact.after.includes(word));
  if (people.length > 0 && !matches.some((match) => overlaps(people, match.context))) {
    const other = others.find((candidate) => overlaps(people, candidate.context) && (!fact.noun || sameNoun(candidate.noun, fact.noun)));
    if (other) return finding(`Die Quelle nennt ${sourcePhrase(source, other)}.`);
  }
  if (fact.noun && (fact.dimension === 'count' || fact.dimension === 'ordinal')) {
    if (matches.some((match) => !match.noun || sameNoun(match.noun, fact.noun))) return undefined;
    // The figure stands in the sentence the draft sentence follows: a reworded noun, not another thing.
    if (matches.some((match) => match.sentence === topSentence)) return undefined;
    const other = others.find((candidate) => sameNoun(candidate.noun, fact.noun));
    if (other) return finding(`Die Quelle nennt ${sourcePhrase(source, other)}.`);
    return undefined;
  }
  if (fact.after.length === 0) return undefined;
  if (matches.some((match) => overlaps(fact.after, match.after) || overlaps(fact.after, match.context))) return undefined;
  const other = others.find((candidate) => overlaps(fact.after, candidate.after));
  if (other) return finding(`Die Quelle nennt ${sourcePhrase(source, other, true)}.`);
  const best = matches[0] as NumberFact;
  const draftWords = draft.sentenceWords[fact.sentence] ?? [];
  const unknownTarget = fact.dimension === 'money' && fact.after.every((word) => !source.vocabulary.hasLoosely(word, 5));
  if (unknownTarget && best.after.length > 0 && !overlaps(best.after, draftWords))
    return finding(`Die Quelle nennt ${sourcePhrase(source, best, true)}.`);
  return undefined;
}

function missingReason(source: Facts, fact: NumberFact, direct: NumberFact[], aligned: Alignment[]): string {
  if (fact.dimension === 'fraction') {
    const share = source.numbers.find((candidate) => candidate.dimension === 'percent' || candidate.dimension === 'fraction');
    return share
      ? `Die Quelle nennt ${sourcePhrase(source, share)}; der Anteil passt nicht.`
      : 'Der Anteil lässt sich aus den Zahlen der Quelle nicht ableiten.';
  }
  if (direct.length === 0) return 'Die Quelle nennt diese Zahl nicht.';
  const alignedSentences = new Map(aligned.map((alignment, rank) => [alignment.sentence, aligned.length - rank]));
  let best: NumberFact | undefined;
  let bestScore = -1;
  for (const candidate of direct) {
    let score = alignedSentences.get(candidate.sentence) ?? 0;
    if (sameNoun(candidate.noun, fact.noun)) score += 10;
    if (overlaps(fact.after, candidate.after)) score += 5;
    if (overlaps(fact.context, candidate.context)) score += 2;
    if (candidate.dimension === fact.dimension) score += 1;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  if (!best || bestScore < 3) return 'Die Quelle nennt diese Zahl nicht.';
  return `Die Quelle nennt ${sourcePhrase(source, best)}.`;
}
