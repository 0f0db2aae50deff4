/**
 * Units a figure can carry, each with its dimension and the factor to the dimension's base unit, so
 * that „8 Kilometer“ and „8.000 Meter“ or „150 Minuten“ and „zweieinhalb Stunden“ meet as one value.
 */

export type Dimension =
  | 'money'
  | 'dollar'
  | 'percent'
  | 'points'
  | 'length'
  | 'area'
  | 'volume'
  | 'mass'
  | 'duration'
  | 'speed'
  | 'temperature'
  | 'rain'
  | 'count'
  | 'ordinal'
  | 'fraction';

export interface Unit {
  dimension: Dimension;
  factor: number;
}

const SECOND = 1;
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
const WEEK = 7 * DAY;
const YEAR = 365.25 * DAY;
const MONTH = YEAR / 12;

/** Lower-case unit words and signs. */
export const UNIT_WORDS: Record<string, Unit> = {
  euro: { dimension: 'money', factor: 1 },
  '€': { dimension: 'money', factor: 1 },
  eur: { dimension: 'money', factor: 1 },
  cent: { dimension: 'money', factor: 0.01 },
  dollar: { dimension: 'dollar', factor: 1 },
  'us-dollar': { dimension: 'dollar', factor: 1 },
  $: { dimension: 'dollar', factor: 1 },
  prozent: { dimension: 'percent', factor: 1 },
  '%': { dimension: 'percent', factor: 1 },
  prozentpunkt: { dimension: 'points', factor: 1 },
  prozentpunkte: { dimension: 'points', factor: 1 },
  prozentpunkten: { dimension: 'points', factor: 1 },
  meter: { dimension: 'length', factor: 1 },
  metern: { dimension: 'length', factor: 1 },
  m: { dimension: 'length', factor: 1 },
  kilometer: { dimension: 'length', factor: 1000 },
  kilometern: { dimension: 'length', factor: 1000 },
  km: { dimension: 'length', factor: 1000 },
  zentimeter: { dimension: 'length', factor: 0.01 },
  zentimetern: { dimension: 'length', factor: 0.01 },
  cm: { dimension: 'length', factor: 0.01 },
  millimeter: { dimension: 'length', factor: 0.001 },
  millimetern: { dimension: 'length', factor: 0.001 },
  mm: { dimension: 'length', factor: 0.001 },
  quadratmeter: { dimension: 'area', factor: 1 },
  quadratmetern: { dimension: 'area', factor: 1 },
  qm: { dimension: 'area', factor: 1 },
  hektar: { dimension: 'area', factor: 10_000 },
  ha: { dimension: 'area', factor: 10_000 },
  quadratkilometer: { dimension: 'area', factor: 1e6 },
  quadratkilometern: { dimension: 'area', factor: 1e6 },
  liter: { dimension: 'volume', factor: 1 },
  litern: { dimension: 'volume', factor: 1 },
  l: { dimension: 'volume', factor: 1 },
  hektoliter: { dimension: 'volume', factor: 100 },
  kubikmeter: { dimension: 'volume', factor: 1000 },
  kubikmetern: { dimension: 'volume', factor: 1000 },
  kilogramm: { dimension: 'mass', factor: 1 },
  kilo: { dimension: 'mass', factor: 1 },
  kg: { dimension: 'mass', factor: 1 },
  gramm: { dimension: 'mass', factor: 0.001 },
  g: { dimension: 'mass', factor: 0.001 },
  tonne: { dimension: 'mass', factor: 1000 },
  tonnen: { dimension: 'mass', factor: 1000 },
  t: { dimension: 'mass', factor: 1000 },
  sekunde: { dimension: 'duration', factor: SECOND },
  sekunden: { dimension: 'duration', factor: SECOND },
  sek: { dimension: 'duration', factor: SECOND },
  minute: { dimension: 'duration', factor: MINUTE },
  minuten: { dimension: 'duration', factor: MINUTE },
  min: { dimension: 'duration', factor: MINUTE },
  stunde: { dimension: 'duration', factor: HOUR },
  stunden: { dimension: 'duration', factor: HOUR },
  std: { dimension: 'duration', factor: HOUR },
  tag: { dimension: 'duration', factor: DAY },
  tage: { dimension: 'duration', factor: DAY },
  tagen: { dimension: 'duration', factor: DAY },
  woche: { dimension: 'duration', factor: WEEK },
  wochen: { dimension: 'duration', factor: WEEK },
  monat: { dimension: 'duration', factor: MONTH },
  monate: { dimension: 'duration', factor: MONTH },
  monaten: { dimension: 'duration', factor: MONTH },
  monats: { dimension: 'duration', factor: MONTH },
  jahr: { dimension: 'duration', factor: YEAR },
  jahre: { dimension: 'duration', factor: YEAR },
  jahren: { dimension: 'duration', factor: YEAR },
  jahres: { dimension: 'duration', factor: YEAR },
  grad: { dimension: 'temperature', factor: 1 },
  '°': { dimension: 'temperature', factor: 1 },
  stundenkilometer: { dimension: 'speed', factor: 1 },
  stundenkilometern: { dimension: 'speed', factor: 1 },
  mal: { dimension: 'count', factor: 1 },
};

/** Plural endings of compounds that carry a duration („Dienstjahren“, „Verhandlungstage“). */
export const DURATION_COMPOUND_ENDINGS: readonly (readonly [string, number])[] = [
  ['jahren', YEAR],
  ['jahre', YEAR],
  ['monaten', MONTH],
  ['monate', MONTH],
  ['wochen', WEEK],
  ['tagen', DAY],
  ['tage', DAY],
  ['stunden', HOUR],
  ['minuten', MINUTE],
];

/** Adjectives of duration and age: „23-jährige“, „einjährigen“, „zweiwöchige“. */
export const DURATION_ADJECTIVES: readonly (readonly [string, number])[] = [
  ['jährig', YEAR],
  ['monatig', MONTH],
  ['wöchig', WEEK],
  ['tägig', DAY],
  ['stündig', HOUR],
  ['minütig', MINUTE],
];

export const UNIT_SECONDS = { MINUTE, HOUR, DAY, WEEK, MONTH, YEAR };

/** Words of a figure's dimension, for reasons („7,3 Millionen Euro“). */
export function dimensionWord(dimension: Dimension): string {
  switch (dimension) {
    case 'money':
      return 'Euro';
    case 'dollar':
      return 'Dollar';
    case 'percent':
      return 'Prozent';
    case 'points':
      return 'Prozentpunkte';
    case 'temperature':
      return 'Grad';
    case 'speed':
      return 'km/h';
    case 'rain':
      return 'Liter pro Quadratmeter';
    default:
      return '';
  }
}
