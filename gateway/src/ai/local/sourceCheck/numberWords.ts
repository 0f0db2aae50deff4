/**
 * German number words: cardinals (also compounds such as „dreiundzwanzig“, „zweitausendvierhundert“),
 * ordinals, fractions and the „-einhalb“ forms. Parsing is a small grammar over these morphemes, so
 * each word is read in one pass over its letters.
 */

const UNITS: Record<string, number> = {
  ein: 1,
  eins: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  sieb: 7,
  acht: 8,
  neun: 9,
};
const TEENS: Record<string, number> = {
  zehn: 10,
  elf: 11,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const TENS: Record<string, number> = {
  zwanzig: 20,
  dreißig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};

/** Inflected forms of „ein“ that count only before a unit („eine Stunde“, „einem Jahr“). */
export const INDEFINITE_ONE = new Set(['ein', 'eine', 'einen', 'einem', 'einer', 'eines']);

/** Words that stand for a number on their own. */
const SPECIAL: Record<string, number> = {
  null: 0,
  dutzend: 12,
  anderthalb: 1.5,
  eineinhalb: 1.5,
  einhalb: 0.5,
  halb: 0.5,
  halbe: 0.5,
  halben: 0.5,
  halber: 0.5,
  halbes: 0.5,
  hundert: 100,
  tausend: 1000,
};

/** Value of a cardinal below 100 written as one word, or undefined. */
function belowHundred(word: string): number | undefined {
  if (word === '') return 0;
  const unit = UNITS[word];
  if (unit !== undefined && word !== 'eine') return unit;
  const teen = TEENS[word];
  if (teen !== undefined) return teen;
  const tens = TENS[word];
  if (tens !== undefined) return tens;
  const and = word.indexOf('und');
  if (and > 0) {
    const first = UNITS[word.slice(0, and)];
    const second = TENS[word.slice(and + 3)];
    if (first !== undefined && second !== undefined) return first + second;
  }
  return undefined;
}

/** Value of a cardinal below 1000. */
function belowThousand(word: string): number | undefined {
  const at = word.indexOf('hundert');
  if (at < 0) return belowHundred(word);
  const head = word.slice(0, at);
  const factor = head === '' ? 1 : UNITS[head];
  const rest = belowHundred(word.slice(at + 7));
  if (factor === undefined || rest === undefined) return undefined;
  return factor * 100 + rest;
}

/** Value of a lower-case cardinal word („zwölf“, „dreiundzwanzig“, „zweitausend“), undefined if it is none. */
const cardinalCache = new Map<string, number | null>();

export function cardinalWord(lower: string): number | undefined {
  const cached = cardinalCache.get(lower);
  if (cached !== undefined) return cached ?? undefined;
  const value = readCardinal(lower);
  if (cardinalCache.size > 20_000) cardinalCache.clear();
  cardinalCache.set(lower, value ?? null);
  return value;
}

function readCardinal(lower: string): number | undefined {
  const special = SPECIAL[lower];
  if (special !== undefined) return special;
  // „zweieinhalb“, „dreieinhalb“
  if (lower.endsWith('einhalb') && lower.length > 7) {
    const whole = cardinalWord(lower.slice(0, -7));
    return whole === undefined ? undefined : whole + 0.5;
  }
  if (lower.length > 40) return undefined;
  const at = lower.indexOf('tausend');
  if (at < 0) return belowThousand(lower);
  const head = lower.slice(0, at);
  const factor = head === '' ? 1 : belowThousand(head);
  const rest = belowThousand(lower.slice(at + 7));
  if (factor === undefined || rest === undefined) return undefined;
  return factor * 1000 + rest;
}

/** Ordinal stems that are not the cardinal („erst-“, „dritt-“, „acht-“), after the final „t“ is cut. */
const ORDINAL_IRREGULAR: Record<string, number> = { ers: 1, drit: 3, ach: 8 };

/** Value of an ordinal word („dritten“, „Zwölfter“, „zwanzigste“), undefined if it is none. */
export function ordinalWord(lower: string): number | undefined {
  if (!/te[nrsm]?$/.test(lower) || lower.length > 40) return undefined;
  const stem = lower.replace(/(?:en|er|es|em|e)$/, '');
  if (stem.endsWith('st')) {
    const value = cardinalWord(stem.slice(0, -2));
    if (value !== undefined && value >= 20) return value;
  }
  if (!stem.endsWith('t')) return undefined;
  const base = stem.slice(0, -1);
  const value = ORDINAL_IRREGULAR[base] ?? cardinalWord(base);
  return value !== undefined && Number.isInteger(value) && value >= 1 && base !== 'hal' ? value : undefined;
}

/** Fractions written as nouns: „die Hälfte“, „ein Drittel“, „drei Viertel“. */
export const FRACTION_NOUNS: Record<string, number> = {
  hälfte: 2,
  drittel: 3,
  viertel: 4,
  fünftel: 5,
  sechstel: 6,
  achtel: 8,
  zehntel: 10,
};

/** „jeder Vierte“, „jede dritte Stelle“: the ordinal after „jede(r/s)“ is a share 1/n. */
export const EVERY_NTH = new Set(['jeder', 'jede', 'jedes', 'jeden', 'jedem']);

/** Multiplier nouns after a number: „3,5 Millionen“, „1,2 Mrd.“ */
export const SCALE_WORDS: Record<string, number> = {
  tausend: 1e3,
  tsd: 1e3,
  million: 1e6,
  millionen: 1e6,
  mio: 1e6,
  milliarde: 1e9,
  milliarden: 1e9,
  mrd: 1e9,
  billion: 1e12,
  billionen: 1e12,
};
