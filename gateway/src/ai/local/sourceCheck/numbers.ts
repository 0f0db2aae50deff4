/**
 * Figures of a text with their unit, their rounding word and what they count. „3,5 Millionen Euro“,
 * „3.500.000 Euro“ and „3,5 Mio. €“ all become 3 500 000 in the dimension money; „zwölf“ becomes 12;
 * „zweieinhalb Stunden“ 9 000 seconds. Each figure also keeps the words of its clause, so that the
 * comparison can tell 5 Millionen für Straßen from 5 Millionen für Schulen.
 */
import { cardinalWord, EVERY_NTH, FRACTION_NOUNS, INDEFINITE_ONE, ordinalWord, SCALE_WORDS } from './numberWords.ts';
import { EXACT, ROUNDING_WORDS, type Rounding } from './roundingWords.ts';
import { isContentWord, stem } from './text.ts';
import type { Token } from './types.ts';
import { DURATION_ADJECTIVES, DURATION_COMPOUND_ENDINGS, UNIT_WORDS, type Dimension, type Unit } from './unitWords.ts';

export interface NumberFact {
  value: number;
  dimension: Dimension;
  rounding: Rounding;
  /** How precisely the figure is written, in base units (a last digit of 0,1 Millionen → 100 000). */
  step: number;
  start: number;
  end: number;
  /** Token range [first, last) of the figure. */
  first: number;
  last: number;
  sentence: number;
  /** Stem of the counted noun („Ratsmitglieder“ → „ratsmitglied“), if any. */
  noun: string | undefined;
  /** Stems of the nouns after the figure in its clause (what the money goes to). */
  after: string[];
  /** Stems of the content words of its clause. */
  context: string[];
  /** The figure has no unit and no scale of its own (may take them from a neighbour). */
  bare: boolean;
  hasScale: boolean;
}

export interface ScoreFact {
  home: number;
  away: number;
  start: number;
  end: number;
  sentence: number;
}

interface Numeral {
  value: number;
  step: number;
  first: number;
  /** Token index after the numeral. */
  next: number;
  kind: 'cardinal' | 'ordinal' | 'fraction';
  /** A unit the numeral word already carries („achtmal“, „einjährigen“). */
  unit?: Unit;
}

const PHONE_WORDS = /^(telefon|tel|rufnummer|nummer|fax|hotline|durchwahl|notruf|postfach|plz|hausnummer|az|aktenzeichen)/;
const PARTITIVE = new Set(['der', 'von', 'ihrer', 'seiner', 'aller', 'unter']);
const RANGE_WORDS = new Set(['bis', 'und', 'auf', 'zu', 'oder', '–', '-']);
const CLAUSE_BREAKS = new Set([',', ';', ':', '–', '(', ')', 'und', 'sowie', 'oder', 'aber', 'während', 'davon', 'darunter']);
const CLAUSE_REACH = 14;
const RANK_WORDS = new Set(['platz', 'rang', 'position', 'tabellenplatz']);

/** Reads a digit token: German thousands dots and decimal comma. */
export function parseDigits(text: string): { value: number; decimals: number } | undefined {
  if (/^\d{1,3}(?:\.\d{3})+$/.test(text)) return { value: Number(text.replace(/\./g, '')), decimals: 0 };
  if (/^\d{1,3}(?:\.\d{3})*,\d+$/.test(text) || /^\d+,\d+$/.test(text)) {
    const [whole = '', fraction = ''] = text.replace(/\./g, '').split(',');
    return { value: Number(`${whole}.${fraction}`), decimals: fraction.length };
  }
  if (/^\d+$/.test(text)) return { value: Number(text), decimals: 0 };
  if (/^\d+\.\d+$/.test(text)) return { value: Number(text), decimals: text.length - text.indexOf('.') - 1 };
  return undefined;
}

export function readNumbers(tokens: Token[], claimed: boolean[]): { numbers: NumberFact[]; scores: ScoreFact[] } {
  const numbers: NumberFact[] = [];
  const scores: ScoreFact[] = [];
  const at = (index: number): Token | undefined => tokens[index];
  for (let i = 0; i < tokens.length; i++) {
    if (claimed[i]) continue;
    const token = tokens[i] as Token;
    if (token.kind === 'num' && /^\d{1,3}:\d{1,3}$/.test(token.text) && at(i + 1)?.lower !== 'uhr') {
      const [home = 0, away = 0] = token.text.split(':').map(Number);
      scores.push({ home, away, start: token.start, end: token.end, sentence: token.sentence });
      claimed[i] = true;
      continue;
    }
    const numeral = readNumeral(tokens, i, claimed);
    if (!numeral) continue;
    const fact = completeNumber(tokens, numeral, claimed);
    if (!fact) continue;
    for (let k = fact.first; k < fact.last; k++) claimed[k] = true;
    numbers.push(fact);
    i = fact.last - 1;
  }
  mergeDurations(tokens, numbers);
  shareUnits(tokens, numbers);
  for (const fact of numbers) describeClause(tokens, fact);
  return { numbers, scores };
}

/** A numeral at `index`: digits, a number word, an ordinal, a fraction. */
function readNumeral(tokens: Token[], index: number, claimed: boolean[]): Numeral | undefined {
  const token = tokens[index] as Token;
  const next = tokens[index + 1];
  if (token.kind === 'num') {
    // "05" (a club), "0621" (a phone number), and digit strings too long to be a figure.
    if (/^0\d/.test(token.text) || token.text.length > 18) return undefined;
    if (isPhoneContext(tokens, index)) return undefined;
    // "2:01,34 Minuten": minutes and seconds.
    const clock = /^(\d{1,2}):(\d{2}(?:,\d+)?)$/.exec(token.text);
    if (clock) {
      const seconds = Number(clock[1]) * 60 + Number((clock[2] ?? '0').replace(',', '.'));
      const decimals = (clock[2] ?? '').split(',')[1]?.length ?? 0;
      return {
        value: seconds,
        step: 10 ** -decimals,
        first: index,
        next: index + 1,
        kind: 'cardinal',
        unit: { dimension: 'duration', factor: 1 },
      };
    }
    const parsed = parseDigits(token.text);
    if (!parsed) return undefined;
    let value = parsed.value;
    let last = index + 1;
    // "80 000": a group of three digits after a space continues the number.
    while (parsed.decimals === 0 && value < 1000 * 1000 && tokens[last]?.kind === 'num' && /^\d{3}$/.test(tokens[last]?.text ?? '')) {
      const group = tokens[last] as Token;
      const previous = tokens[last - 1] as Token;
      if (group.start - previous.end !== 1 || claimed[last]) break;
      value = value * 1000 + Number(group.text);
      last++;
    }
    // "23." before a noun: an ordinal ("in der 23. Minute").
    if (next?.text === '.' && last === index + 1 && parsed.decimals === 0 && value < 1000) {
      const after = tokens[index + 2];
      if (after && after.kind === 'word' && !/^\d/.test(after.text) && after.sentence === token.sentence) {
        if (value === 1) return undefined;
        return { value, step: 1, first: index, next: index + 2, kind: 'ordinal' };
      }
    }
    const step = parsed.decimals > 0 ? 10 ** -parsed.decimals : 1;
    return { value, step, first: index, next: last, kind: 'cardinal' };
  }
  if (token.kind !== 'word') return undefined;
  const lower = token.lower;
  // "jede vierte Stelle", "jeder Dritte": a share.
  if (EVERY_NTH.has(lower) && next?.kind === 'word') {
    const nth = ordinalWord(next.lower);
    if (nth !== undefined && nth >= 2) return { value: 1 / nth, step: 0, first: index, next: index + 2, kind: 'fraction' };
  }
  // "die Hälfte", "ein Drittel", "zwei Drittel", "vier Fünftel".
  const fractionNoun = FRACTION_NOUNS[lower];
  if (fractionNoun !== undefined && token.cap) {
    const before = tokens[index - 1];
    const count = before ? cardinalWord(before.lower) : undefined;
    const numerator =
      before && INDEFINITE_ONE.has(before.lower) ? 1 : count !== undefined && count >= 1 && count < fractionNoun ? count : undefined;
    if (numerator !== undefined && !claimed[index - 1])
      return { value: numerator / fractionNoun, step: 0, first: index - 1, next: index + 1, kind: 'fraction' };
    if (lower === 'hälfte' && before && /^(die|der|zur|zu|um|jeweils)$/.test(before.lower))
      return { value: 0.5, step: 0, first: index, next: index + 1, kind: 'fraction' };
    return undefined;
  }
  // "achtmal", "zweimal".
  if (lower.endsWith('mal') && lower.length > 3) {
    const times = cardinalWord(lower.slice(0, -3));
    if (times !== undefined && times >= 2)
      return { value: times, step: 1, first: index, next: index + 1, kind: 'cardinal', unit: { dimension: 'count', factor: 1 } };
  }
  // "einjährigen", "zweiwöchige".
  for (const [ending, seconds] of DURATION_ADJECTIVES) {
    const at = lower.indexOf(ending);
    if (at > 0) {
      const count = cardinalWord(lower.slice(0, at));
      if (count !== undefined)
        return { value: count, step: 1, first: index, next: index + 1, kind: 'cardinal', unit: { dimension: 'duration', factor: seconds } };
    }
  }
  // "drei Anwohner und ein Spediteur": one more of a counted list.
  if (
    INDEFINITE_ONE.has(lower) &&
    /^(und|sowie|plus)$/.test(tokens[index - 1]?.lower ?? '') &&
    next?.cap &&
    tokens.slice(Math.max(0, index - 5), index - 1).some((before) => before.kind === 'num' || (cardinalWord(before.lower) ?? 0) >= 2)
  )
    return { value: 1, step: 1, first: index, next: index + 1, kind: 'cardinal' };
  const cardinal = cardinalWord(lower);
  // "zwei Drittel": the fraction noun decides.
  if (cardinal !== undefined && next && FRACTION_NOUNS[next.lower] !== undefined && next.cap) return undefined;
  if (cardinal !== undefined) {
    if (lower === 'halb' || lower === 'halbe' || lower === 'halben' || lower === 'halber' || lower === 'halbes') {
      // "eine halbe Stunde": the article belongs to the figure.
      const before = tokens[index - 1];
      const first = before && INDEFINITE_ONE.has(before.lower) ? index - 1 : index;
      return unitFollows(tokens, index + 1) ? { value: 0.5, step: 0.5, first, next: index + 1, kind: 'cardinal' } : undefined;
    }
    if (lower === 'ein' || lower === 'eins')
      return unitFollows(tokens, index + 1) ? { value: 1, step: 1, first: index, next: index + 1, kind: 'cardinal' } : undefined;
    if (lower === 'hundert' || lower === 'tausend') {
      const before = tokens[index - 1];
      if (before && cardinalWord(before.lower) !== undefined) return undefined;
    }
    return { value: cardinal, step: Number.isInteger(cardinal) ? 1 : 0.5, first: index, next: index + 1, kind: 'cardinal' };
  }
  if (INDEFINITE_ONE.has(lower)) {
    if (next && (next.lower === 'halbe' || next.lower === 'halben')) return undefined;

    return unitFollows(tokens, index + 1) ? { value: 1, step: 1, first: index, next: index + 1, kind: 'cardinal' } : undefined;
  }
  const ordinal = ordinalWord(lower);
  if (ordinal !== undefined && ordinal >= 2) {
    const before = tokens[index - 1];
    // "zum zweiten Mal", "jeder Vierte" are handled elsewhere or generic.
    if (before && EVERY_NTH.has(before.lower)) return undefined;
    return { value: ordinal, step: 1, first: index, next: index + 1, kind: 'ordinal' };
  }
  return undefined;
}

/** Whether a unit or a scale word stands at `index` (so that „ein“/„eine“ is a figure, not an article). */
function unitFollows(tokens: Token[], index: number): boolean {
  const token = tokens[index];
  if (!token) return false;
  return UNIT_WORDS[token.lower] !== undefined || SCALE_WORDS[token.lower] !== undefined || compoundDuration(token.lower) !== undefined;
}

function compoundDuration(lower: string): number | undefined {
  for (const [ending, seconds] of DURATION_COMPOUND_ENDINGS) if (lower.endsWith(ending) && lower.length > ending.length + 2) return seconds;
  return undefined;
}

function isPhoneContext(tokens: Token[], index: number): boolean {
  for (let k = Math.max(0, index - 4); k < index; k++) {
    const token = tokens[k] as Token;
    if (token.kind === 'word' && PHONE_WORDS.test(token.lower)) return true;
  }
  const next = tokens[index + 1];
  const after = tokens[index + 2];
  // "963-2773"
  return Boolean(
    next &&
    after &&
    (next.text === '-' || next.text === '/') &&
    after.kind === 'num' &&
    next.start === tokens[index]?.end &&
    after.text.length >= 3,
  );
}

function findRounding(tokens: Token[], first: number): { rounding: Rounding; first: number } {
  const words: string[] = [];
  const indexes: number[] = [];
  for (let k = first - 1; k >= 0 && words.length < 3; k--) {
    const token = tokens[k] as Token;
    if (token.text === '.' && words.length === 0) continue; // "ca."
    if (token.kind !== 'word') break;
    words.unshift(token.lower);
    indexes.unshift(k);
  }
  for (const [parts, rounding] of ROUNDING_WORDS) {
    if (parts.length > words.length) continue;
    const offset = words.length - parts.length;
    if (parts.every((part, k) => words[offset + k] === part)) return { rounding, first: indexes[offset] as number };
  }
  return { rounding: EXACT, first };
}

/** Adds scale, unit, rounding word and counted noun to a numeral. */
function completeNumber(tokens: Token[], numeral: Numeral, claimed: boolean[]): NumberFact | undefined {
  let value = numeral.value;
  let step = numeral.step;
  let index = numeral.next;
  let dimension: Dimension | undefined = numeral.unit?.dimension;
  let hasScale = false;
  if (numeral.unit) {
    value *= numeral.unit.factor;
    step *= numeral.unit.factor;
  }
  const token = (k: number) => tokens[k];
  const sentence = (tokens[numeral.first] as Token).sentence;
  const inSentence = (k: number) => token(k)?.sentence === sentence && !claimed[k];
  if (numeral.kind === 'fraction') dimension = 'fraction';
  // "15- und 16-Jährige": the hyphen promises the unit of the next figure.
  if (token(index)?.text === '-' && /^(und|oder|bis)$/.test(token(index + 1)?.lower ?? '')) index++;
  // "27:29", "45-Jährige", "30-Minuten-Takt", "41-mal": a hyphen glues the unit to the digits.
  if (!dimension && token(index)?.text === '-' && token(index + 1)?.kind === 'word' && token(index + 1)?.start === token(index)?.end) {
    const parts = (token(index + 1) as Token).lower.split('-');
    const head = parts[0] ?? '';
    const scale = SCALE_WORDS[head];
    const unitPart = scale !== undefined ? (parts[1] ?? '') : head;
    if (scale !== undefined) {
      value *= scale;
      step *= scale;
      hasScale = true;
    }
    const unit = UNIT_WORDS[unitPart];
    const adjective = DURATION_ADJECTIVES.find(([ending]) => unitPart.startsWith(ending));
    if (unitPart === 'mal' || unitPart === 'malig') dimension = 'count';
    else if (unit) {
      dimension = unit.dimension;
      value *= unit.factor;
      step *= unit.factor;
    } else if (adjective) {
      dimension = 'duration';
      value *= adjective[1];
      step *= adjective[1];
    } else if (/^(fach|fache|fachen|facher)$/.test(unitPart)) return undefined;
    if (dimension || hasScale) index += 2;
  }
  // Scale word: "Millionen", "Mio."
  if (!dimension && inSentence(index)) {
    const scale = SCALE_WORDS[(token(index) as Token).lower];
    if (scale !== undefined && numeral.kind === 'cardinal') {
      value *= scale;
      step *= scale;
      hasScale = true;
      index++;
      if (token(index)?.text === '.' && /^(mio|mrd|tsd)$/.test(token(index - 1)?.lower ?? '')) index++;
    }
  }
  // Unit word.
  if (!dimension && inSentence(index) && numeral.kind === 'cardinal') {
    const word = token(index) as Token;
    const unit = UNIT_WORDS[word.lower];
    const compound = word.kind === 'word' && word.cap ? compoundDuration(word.lower) : undefined;
    if (unit && !(word.text.length === 1 && word.kind === 'word' && !/^[m$€%°]$/.test(word.text))) {
      dimension = unit.dimension;
      value *= unit.factor;
      step *= unit.factor;
      index++;
      if (word.lower === 'ca' || word.lower === 'min' || word.lower === 'std' || word.lower === 'sek')
        if (token(index)?.text === '.') index++;
      // "km/h", "Kilometer pro Stunde", "Liter (Regen) pro Quadratmeter", "Millimeter Niederschlag".
      const following = [1, 2, 3, 4].map((offset) => token(index + offset - 1)?.lower ?? '');
      if (unit.dimension === 'length' && unit.factor === 1000) {
        if (following[0] === '/' && following[1] === 'h') {
          dimension = 'speed';
          value /= 1000;
          step /= 1000;
          index += 2;
        } else if ((following[0] === 'pro' || following[0] === 'je') && (following[1] === 'stunde' || following[1] === 'h')) {
          dimension = 'speed';
          value /= 1000;
          step /= 1000;
          index += 2;
        }
      } else if (
        unit.dimension === 'length' &&
        unit.factor === 0.001 &&
        /^(regen|niederschlag|niederschläge|niederschlags)$/.test(following[0] ?? '')
      ) {
        dimension = 'rain';
        value *= 1000;
        step *= 1000;
        index += 1;
      } else if (unit.dimension === 'volume' && unit.factor === 1) {
        const skip = /^(regen|niederschlag|wasser)$/.test(following[0] ?? '') ? 1 : 0;
        if ((following[skip] === 'pro' || following[skip] === 'je') && /^quadratmeter/.test(following[skip + 1] ?? '')) {
          dimension = 'rain';
          index += skip + 2;
        } else if (following[0] === '/' && following[1] === 'm') {
          dimension = 'rain';
          index += 2;
          if (token(index)?.text === '²') index++;
        }
      }
    } else if (compound !== undefined) {
      dimension = 'duration';
      value *= compound;
      step *= compound;
      index++;
    }
  }
  let noun: string | undefined;
  if (!dimension) {
    const before = token(numeral.first - 1);
    if (numeral.kind === 'ordinal' || (before && RANK_WORDS.has(before.lower))) dimension = 'ordinal';
    else dimension = 'count';
  }
  // "52 Jahre alt", "Tempo 148".
  if (numeral.kind === 'ordinal' || dimension === 'count' || dimension === 'ordinal')
    noun = countedNoun(tokens, index, sentence) ?? partitiveNoun(tokens, numeral.first, sentence);
  const { rounding, first } = numeral.kind === 'ordinal' ? { rounding: EXACT, first: numeral.first } : findRounding(tokens, numeral.first);
  const firstToken = tokens[first] as Token;
  const lastToken = tokens[index - 1] as Token;
  return {
    value,
    dimension,
    rounding,
    step,
    start: firstToken.start,
    end: lastToken.end,
    first,
    last: index,
    sentence,
    noun,
    after: [],
    context: [],
    bare: !hasScale && !numeral.unit && (dimension === 'count' || dimension === 'ordinal') && noun === undefined,
    hasScale,
  };
}

/** The noun a count is about: „500 neue Wohnungen“ → „wohnung“; „38 der 60 Ratsmitglieder“ → „ratsmitglied“. */
function countedNoun(tokens: Token[], index: number, sentence: number): string | undefined {
  for (let k = index; k < index + 4; k++) {
    const token = tokens[k];
    if (!token || token.sentence !== sentence) return undefined;
    if (token.kind === 'word' && token.cap) return stem(token.text.split('-').pop() ?? token.text);
    if (token.kind === 'num' && k > index && PARTITIVE.has(tokens[k - 1]?.lower ?? '')) continue;
    if (token.kind === 'word' && (PARTITIVE.has(token.lower) || /(e|en|er|es|em)$/.test(token.lower))) continue;
    return undefined;
  }
  return undefined;
}

/** „von 20 Spielen acht“: the noun of a partitive before the figure. */
function partitiveNoun(tokens: Token[], first: number, sentence: number): string | undefined {
  const skip = /^(nur|bereits|erst|immerhin|lediglich|gerade|noch)$/.test(tokens[first - 1]?.lower ?? '') ? 1 : 0;
  const noun = tokens[first - 1 - skip];
  const count = tokens[first - 2 - skip];
  const preposition = tokens[first - 3 - skip];
  if (!noun || !count || !preposition || noun.sentence !== sentence) return undefined;
  if (noun.cap && noun.kind === 'word' && count.kind === 'num' && /^(von|aus|unter)$/.test(preposition.lower)) return stem(noun.text);
  return undefined;
}

/** „drei Jahre und neun Monate“ is one duration. */
function mergeDurations(tokens: Token[], numbers: NumberFact[]): void {
  for (let i = numbers.length - 2; i >= 0; i--) {
    const first = numbers[i] as NumberFact;
    const second = numbers[i + 1] as NumberFact;
    if (first.dimension !== 'duration' || second.dimension !== 'duration' || second.first !== first.last + 1) continue;
    if (tokens[first.last]?.lower !== 'und' || second.value >= first.value) continue;
    first.value += second.value;
    first.step = second.step;
    first.end = second.end;
    first.last = second.last;
    numbers.splice(i + 1, 1);
  }
}

/** „zwischen 18 und 62 Euro“, „von 38 auf 31 Millionen Euro“, „15,1 Millionen im Vorjahr“: a figure takes the unit of its neighbour. */
function shareUnits(tokens: Token[], numbers: NumberFact[]): void {
  for (let i = 0; i < numbers.length; i++) {
    const fact = numbers[i] as NumberFact;
    const next = numbers[i + 1];
    const gap = next ? next.first - fact.last : 0;
    const instead = gap >= 1 && gap <= 4 && /^(statt|anstatt|gegenüber)$/.test(tokens[fact.last]?.lower ?? '');
    if (
      fact.dimension === 'count' &&
      fact.noun === undefined &&
      next &&
      next.sentence === fact.sentence &&
      (next.first === fact.last + 1 || instead)
    ) {
      const between = instead ? ({ ...(tokens[fact.last] as Token), lower: 'bis' } as Token) : (tokens[fact.last] as Token);
      if (RANGE_WORDS.has(between.lower) && next.dimension !== 'count' && next.dimension !== 'ordinal' && next.dimension !== 'fraction') {
        const scale = next.hasScale && !fact.hasScale ? scaleOf(tokens, next) : 1;
        const unit = unitFactorOf(next, tokens);
        fact.value *= scale * unit;
        fact.step *= scale * unit;
        fact.dimension = next.dimension;
        fact.bare = false;
      } else if (RANGE_WORDS.has(between.lower) && next.noun !== undefined) {
        fact.noun = next.noun;
        fact.bare = false;
      }
    }
    if (fact.dimension === 'count' && fact.hasScale) {
      // A scaled figure without unit takes the unit of the nearest scaled figure before it.
      for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
        const earlier = numbers[k] as NumberFact;
        if (earlier.hasScale && earlier.dimension !== 'count' && fact.sentence - earlier.sentence <= 1) {
          fact.dimension = earlier.dimension;
          fact.noun = undefined;
          break;
        }
      }
    }
  }
}

function scaleOf(tokens: Token[], fact: NumberFact): number {
  for (let k = fact.first; k < fact.last; k++) {
    const scale = SCALE_WORDS[(tokens[k] as Token).lower] ?? SCALE_WORDS[(tokens[k] as Token).lower.split('-')[0] ?? ''];
    if (scale !== undefined) return scale;
  }
  return 1;
}

function unitFactorOf(fact: NumberFact, tokens: Token[]): number {
  // "16-Jährigen": the unit is in the compound; the factor is what the digits were multiplied with.
  const head = tokens[fact.first];
  const digits = head?.kind === 'num' ? parseDigits(head.text)?.value : undefined;
  if (digits && !fact.hasScale && fact.dimension === 'duration') return fact.value / digits;
  for (let k = fact.first; k < fact.last; k++) {
    const unit = UNIT_WORDS[(tokens[k] as Token).lower];
    if (unit && unit.dimension === fact.dimension) return fact.dimension === 'rain' ? 1 : unit.factor;
  }
  return 1;
}

/** Content words of the figure's clause, and the nouns after it. */
function describeClause(tokens: Token[], fact: NumberFact): void {
  // A clause of at most CLAUSE_REACH tokens on each side: one endless sentence costs no more.
  let from = fact.first;
  while (from > 0 && fact.first - from < CLAUSE_REACH) {
    const previous = tokens[from - 1] as Token;
    if (previous.sentence !== fact.sentence || CLAUSE_BREAKS.has(previous.lower)) break;
    from--;
  }
  let to = fact.last;
  while (to < tokens.length && to - fact.last < CLAUSE_REACH) {
    const next = tokens[to] as Token;
    if (next.sentence !== fact.sentence || CLAUSE_BREAKS.has(next.lower)) break;
    to++;
  }
  const context: string[] = [];
  const after: string[] = [];
  for (let k = from; k < to; k++) {
    if (k >= fact.first && k < fact.last) continue;
    const token = tokens[k] as Token;
    if (!isContentWord(token) || UNIT_WORDS[token.lower] || SCALE_WORDS[token.lower]) continue;
    const word = stem(token.text);
    context.push(word);
    if (k >= fact.last && token.cap) after.push(word);
  }
  fact.context = context;
  fact.after = after;
}
