/**
 * Words that round a figure („rund 500“, „knapp 50“, „mehr als 30“) and how far the exact figure may
 * lie from the written one. `low`/`high` are factors on the written figure; the exact figure must
 * fall inside [written × low, written × high]; `strictLow`/`strictHigh` exclude the written figure itself.
 */
export interface Rounding {
  low: number;
  high: number;
  strictLow?: boolean;
  strictHigh?: boolean;
}

const ABOUT: Rounding = { low: 0.92, high: 1.08 };
const ALMOST: Rounding = { low: 0.8, high: 1.0 };
const JUST_BELOW: Rounding = { low: 0.9, high: 1.0 };
const JUST_ABOVE: Rounding = { low: 1.0, high: 1.15 };
const ABOVE: Rounding = { low: 1.0, high: 2.0, strictLow: true };
const BELOW: Rounding = { low: 0.5, high: 1.0, strictHigh: true };
const AT_MOST: Rounding = { low: 0.9, high: 1.0 };
const AT_LEAST: Rounding = { low: 1.0, high: 3.0 };

/** One-word and two-word rounding phrases, lower case, longest first when they share a start. */
export const ROUNDING_PHRASES: readonly (readonly [string, Rounding])[] = [
  ['etwas mehr als', JUST_ABOVE],
  ['etwas weniger als', JUST_BELOW],
  ['knapp über', JUST_ABOVE],
  ['knapp unter', JUST_BELOW],
  ['gut über', JUST_ABOVE],
  ['nicht ganz', JUST_BELOW],
  ['mehr als', ABOVE],
  ['weniger als', BELOW],
  ['bis zu', AT_MOST],
  ['um die', ABOUT],
  ['an die', ABOUT],
  ['über', ABOVE],
  ['unter', BELOW],
  ['rund', ABOUT],
  ['etwa', ABOUT],
  ['ca', ABOUT],
  ['circa', ABOUT],
  ['zirka', ABOUT],
  ['ungefähr', ABOUT],
  ['gegen', ABOUT],
  ['rd', ABOUT],
  ['schätzungsweise', ABOUT],
  ['annähernd', ALMOST],
  ['knapp', JUST_BELOW],
  ['fast', ALMOST],
  ['beinahe', ALMOST],
  ['nahezu', ALMOST],
  ['gut', JUST_ABOVE],
  ['gute', JUST_ABOVE],
  ['guten', JUST_ABOVE],
  ['mindestens', AT_LEAST],
  ['wenigstens', AT_LEAST],
  ['höchstens', AT_MOST],
  ['maximal', AT_MOST],
  ['über', ABOVE],
  ['mehr', ABOVE],
];

/** The phrases split into words, for matching the words before a figure. */
export const ROUNDING_WORDS: readonly (readonly [readonly string[], Rounding])[] = ROUNDING_PHRASES.map(([phrase, rounding]) => [
  phrase.split(' '),
  rounding,
]);

/** A figure written without a rounding word: exact up to its own last digit. */
export const EXACT: Rounding = { low: 1, high: 1 };
