/** Political parties and voter groups, by the forms they are written in, with one id each. */

/** Lower-case single words (also hyphen prefixes: „SPD-Fraktion“). */
export const PARTY_WORDS: Record<string, string> = {
  spd: 'SPD',
  cdu: 'CDU',
  csu: 'CSU',
  fdp: 'FDP',
  afd: 'AfD',
  grüne: 'Grüne',
  grünen: 'Grüne',
  linke: 'Linke',
  linken: 'Linke',
  linkspartei: 'Linke',
  bsw: 'BSW',
  fw: 'Freie Wähler',
  fwg: 'Freie Wähler',
  ödp: 'ÖDP',
  volt: 'Volt',
  piraten: 'Piraten',
  piratenpartei: 'Piraten',
  npd: 'NPD',
  tierschutzpartei: 'Tierschutzpartei',
  union: 'CDU',
  'cdu/csu': 'CDU',
};

/** Two-word names: „Freie Wähler“, „Die Partei“. */
export const PARTY_PHRASES: Record<string, string> = {
  'freie wähler': 'Freie Wähler',
  'freien wähler': 'Freie Wähler',
  'freie wählergemeinschaft': 'Freie Wähler',
  'bündnis 90': 'Grüne',
};

/** Words for having no party („Anna Berger (parteilos)“). */
export const NO_PARTY = new Set(['parteilos', 'parteilose', 'parteiloser', 'parteilosen', 'unabhängig']);
