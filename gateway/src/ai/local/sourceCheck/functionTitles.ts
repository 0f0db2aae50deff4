/**
 * Functions and titles of people, folded to lower case without umlauts (see `fold`). A word is a
 * function when one of these is its end („Polizeisprecherin“ ends in „sprecher“ + „in“); words in one
 * group stand for the same function („OB“, „Oberbürgermeisterin“, „Rathauschef“).
 */
const GROUPS: readonly (readonly string[])[] = [
  ['oberburgermeister', 'burgermeister', 'ob', 'stadtoberhaupt', 'rathauschef', 'ortsburgermeister', 'verbandsburgermeister', 'ortschef'],
  ['ortsvorsteher'],
  ['kammerer', 'kammerin', 'stadtkammerer', 'finanzburgermeister'],
  ['dezernent', 'beigeordnet', 'kreisbeigeordnet', 'stadtrat', 'burgermeisterstellvertreter'],
  ['landrat', 'kreischef'],
  ['minister', 'ressortchef'],
  ['ministerprasident', 'regierungschef', 'landesvater', 'landesmutter'],
  ['staatssekretar'],
  ['kanzler', 'bundeskanzler'],
  ['abgeordnet', 'mdb', 'mdl', 'parlamentarier'],
  ['sprecher', 'pressesprecher', 'sprecherin'],
  [
    'chef',
    'leiter',
    'vorsitzend',
    'vorstandsvorsitzend',
    'vorstandschef',
    'konzernchef',
    'unternehmenschef',
    'firmenchef',
    'ceo',
    'spitze',
    'geschaftsfuhrer',
    'geschaftsfuhrend',
  ],
  ['finanzvorstand', 'finanzchef', 'cfo', 'finanzvorstandin'],
  ['vorstand', 'vorstandsmitglied'],
  ['aufsichtsratsvorsitzend', 'aufsichtsratschef'],
  ['betriebsratsvorsitzend', 'betriebsratschef'],
  ['gewerkschaftssekretar', 'gewerkschafter', 'gewerkschaftsvertreter'],
  ['sekretar', 'generalsekretar'],
  ['trainer', 'cheftrainer', 'coach', 'chefcoach', 'ubungsleiter'],
  ['cotrainer', 'co-trainer', 'assistenztrainer', 'kotrainer'],
  ['sportdirektor', 'sportchef', 'sportvorstand', 'manager'],
  ['kapitan', 'spielfuhrer'],
  ['prasident', 'vereinsprasident', 'vereinschef'],
  ['richter', 'richterin', 'amtsrichter', 'vorsitzend richter'],
  ['staatsanwalt', 'oberstaatsanwalt', 'anklager', 'staatsanwaltin', 'anklagevertreter'],
  ['anwalt', 'rechtsanwalt', 'verteidiger', 'strafverteidiger', 'pflichtverteidiger', 'anwaltin'],
  ['gutachter', 'sachverstandig'],
  ['kurator', 'kuratorin'],
  ['direktor', 'museumsdirektor', 'museumschef'],
  ['intendant', 'theaterchef', 'intendanz'],
  ['regisseur', 'regisseurin'],
  ['dirigent', 'generalmusikdirektor', 'gmd', 'chefdirigent'],
  ['sanger', 'frontmann', 'frontfrau', 'leadsanger'],
  ['gitarrist', 'bassist', 'schlagzeuger', 'pianist', 'keyboarder'],
  ['sopranist', 'sopranistin', 'tenor', 'bariton', 'mezzosopranistin'],
  ['autor', 'autorin', 'schriftsteller', 'dichter'],
  ['kommissar', 'polizeihauptkommissar', 'kriminalhauptkommissar', 'polizeioberkommissar', 'kriminalkommissar', 'ermittler'],
  ['kriminaldirektor', 'polizeidirektor', 'polizeiprasident', 'polizeichef'],
  ['kreisbrandinspekteur', 'kreisbrandmeister', 'brandinspekteur'],
  ['wehrleiter', 'wehrfuhrer', 'feuerwehrchef', 'einsatzleiter', 'stadtbrandinspekteur'],
  ['pfarrer', 'pastor', 'pfarrerin', 'seelsorger'],
  ['bischof', 'erzbischof'],
  ['rektor', 'schulleiter', 'schuldirektor'],
  ['professor', 'prof'],
  ['arzt', 'chefarzt', 'mediziner', 'oberarzt'],
  ['veranstalter', 'organisator', 'mitveranstalter'],
  ['inhaber', 'besitzer', 'eigentumer', 'betreiber'],
  ['grunder', 'mitgrunder', 'firmengrunder'],
  ['fraktionschef', 'fraktionsvorsitzend', 'fraktionssprecher'],
  ['parteichef', 'parteivorsitzend', 'landesvorsitzend', 'kreisvorsitzend'],
  ['zeuge', 'zeugin'],
  ['dombaumeister', 'baumeister', 'architekt'],
  ['propst', 'dompropst', 'dekan', 'domdekan', 'generalvikar'],
  ['festivalleiter', 'festivalchef', 'festivaldirektor'],
  ['verbandsprasident', 'verbandschef', 'verbandsvorsitzend'],
  ['kulturdezernent', 'kulturburgermeister'],
];

/** Root → group number. */
const ROOT_GROUP = new Map<string, number>();
GROUPS.forEach((roots, group) => {
  for (const root of roots) ROOT_GROUP.set(root, group);
});

/** Roots too short or too common to stand at the end of a longer word („chef“ in „Küchenchef“ is fine, „tenor“ in „Grundtenor“ is not). */
const WHOLE_WORD_ONLY = new Set([
  'ob',
  'gmd',
  'mdb',
  'mdl',
  'ceo',
  'cfo',
  'prof',
  'tenor',
  'spitze',
  'zeuge',
  'autor',
  'vorstand',
  'manager',
  'coach',
  'arzt',
  'inhaber',
]);

export interface FunctionTitle {
  /** The root that matched, e.g. „sprecher“ for „Polizeisprecherin“. */
  root: string;
  group: number;
}

const MAX_ROOT = Math.max(...[...ROOT_GROUP.keys()].map((root) => root.length));
const cache = new Map<string, FunctionTitle | null>();

/** Function of a folded word, trying the word, its female form („-in“, „-innen“) and adjective endings. */
export function functionOf(folded: string): FunctionTitle | undefined {
  if (folded.length < 2 || folded.length > 60) return undefined;
  const cached = cache.get(folded);
  if (cached !== undefined) return cached ?? undefined;
  const found = findFunction(folded);
  if (cache.size > 20_000) cache.clear();
  cache.set(folded, found ?? null);
  return found;
}

function findFunction(folded: string): FunctionTitle | undefined {
  const last = folded.split('-').pop() ?? folded;
  const forms = new Set([folded.replace(/-/g, ''), last]);
  for (const form of [...forms]) {
    if (form.endsWith('innen')) forms.add(form.slice(0, -5));
    else if (form.endsWith('in')) forms.add(form.slice(0, -2));
    const adjective = /^(.*?)(en|er|em|e)$/.exec(form);
    if (adjective?.[1]) forms.add(adjective[1]);
  }
  for (const form of forms) {
    // The longest root the form ends with.
    for (let length = Math.min(MAX_ROOT, form.length); length >= 2; length--) {
      const root = form.slice(form.length - length);
      const group = ROOT_GROUP.get(root);
      if (group === undefined) continue;
      if (form.length !== root.length && (WHOLE_WORD_ONLY.has(root) || root.length < 4)) continue;
      return { root, group };
    }
  }
  return undefined;
}

/** Titles before a name that are no function: „Frau Berger“, „Dr. Klein“. */
export const NAME_TITLES = new Set(['herr', 'herrn', 'frau', 'dr', 'prof', 'professor', 'professorin']);

/** Adjectives that make a function another one („stellvertretende Bürgermeisterin“). */
export const DEPUTY_WORDS = new Set([
  'stellvertretende',
  'stellvertretender',
  'stellvertretenden',
  'kommissarische',
  'kommissarischer',
  'kommissarischen',
]);
