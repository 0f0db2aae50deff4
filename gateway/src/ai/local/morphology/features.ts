/**
 * The grammatical features of the morphological dictionary as small bit masks, so that agreement is a
 * bitwise AND: an „agreement cell“ is one case with one gender or the plural (4 × 4 = 16 bits).
 * A determiner, an adjective form and a noun form agree when their cell masks share a bit.
 */

export const CASES = ['NOM', 'AKK', 'DAT', 'GEN'] as const;
export type Case = (typeof CASES)[number];
/** Masculine, feminine, neuter singular – or plural (German has no gender in the plural). */
export const GENDER_NUMBERS = ['M', 'F', 'N', 'P'] as const;
export type GenderNumber = (typeof GENDER_NUMBERS)[number];
export type Gender = 'M' | 'F' | 'N';

/** The bit of one agreement cell. */
export function cellBit(kase: Case, genderNumber: GenderNumber): number {
  return 1 << (CASES.indexOf(kase) * 4 + GENDER_NUMBERS.indexOf(genderNumber));
}

/** Every cell of the given cases (all genders and the plural). */
export function caseMask(...cases: Case[]): number {
  let mask = 0;
  for (const kase of cases) mask |= 0xf << (CASES.indexOf(kase) * 4);
  return mask;
}

/** Every cell of the given genders/plural (all cases). */
export function genderNumberMask(...values: GenderNumber[]): number {
  let mask = 0;
  for (const value of values) for (let kase = 0; kase < 4; kase++) mask |= 1 << (kase * 4 + GENDER_NUMBERS.indexOf(value));
  return mask;
}

export const ALL_CELLS = 0xffff;
export const PLURAL_CELLS = genderNumberMask('P');

/** The cells of a mask, readable: [['NOM', 'M'], ['AKK', 'N'] …]. */
export function cellsOf(mask: number): [Case, GenderNumber][] {
  const cells: [Case, GenderNumber][] = [];
  for (let bit = 0; bit < 16; bit++) if (mask & (1 << bit)) cells.push([CASES[bit >> 2]!, GENDER_NUMBERS[bit & 3]!]);
  return cells;
}

/** Adjective declension after a definite article (weak), an indefinite one (mixed) or none (strong). */
export const DECLENSIONS = ['weak', 'mixed', 'strong'] as const;
export type Declension = (typeof DECLENSIONS)[number];

/** Finite verb forms: tense or mood × number × person (24 bits), then the non-finite forms. */
export const TENSES = ['present', 'past', 'subjunctive1', 'subjunctive2'] as const;
export type Tense = (typeof TENSES)[number];
export type Person = 1 | 2 | 3;
export type VerbNumber = 'S' | 'P';

export function verbBit(tense: Tense, person: Person, number: VerbNumber): number {
  return 1 << (TENSES.indexOf(tense) * 6 + (number === 'P' ? 3 : 0) + (person - 1));
}
export const VERB_INFINITIVE = 1 << 24;
export const VERB_PRESENT_PARTICIPLE = 1 << 25;
export const VERB_PAST_PARTICIPLE = 1 << 26;
/** The infinitive with „zu“ inside: „abzuarbeiten“. */
export const VERB_ZU_INFINITIVE = 1 << 27;
export const VERB_IMPERATIVE_SINGULAR = 1 << 28;
export const VERB_IMPERATIVE_PLURAL = 1 << 29;
/** All finite (personal) forms. */
export const VERB_FINITE = (1 << 24) - 1;

/** The finite forms of one person and number in every tense. */
export function personMask(person: Person, number: VerbNumber): number {
  let mask = 0;
  for (const tense of TENSES) mask |= verbBit(tense, person, number);
  return mask;
}

/** The finite forms of one tense. */
export function tenseMask(tense: Tense): number {
  return 0x3f << (TENSES.indexOf(tense) * 6);
}
