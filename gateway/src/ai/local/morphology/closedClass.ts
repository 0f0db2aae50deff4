/**
 * The closed word classes that the morphological dictionary lacks (german-pos-dict's export has only
 * nouns, adjectives and verbs): articles and other determiners with their agreement cells, personal
 * pronouns with person and number, prepositions with the case they govern, conjunctions, and the most
 * frequent adverbs and particles (these also tell German text from other languages).
 */
import { cellBit as bit, caseMask, type Declension, type Person, type VerbNumber } from './features.ts';

export interface Determiner {
  /** The family: „der“, „dieser“, „ein“, „kein“, „mein“ … – its other forms are its other endings. */
  family: string;
  cells: number;
  /** How an adjective after it is declined. */
  declension: Declension;
}

const DEFINITE: Record<string, number> = {
  der: bit('NOM', 'M') | bit('DAT', 'F') | bit('GEN', 'F') | bit('GEN', 'P'),
  die: bit('NOM', 'F') | bit('AKK', 'F') | bit('NOM', 'P') | bit('AKK', 'P'),
  das: bit('NOM', 'N') | bit('AKK', 'N'),
  den: bit('AKK', 'M') | bit('DAT', 'P'),
  dem: bit('DAT', 'M') | bit('DAT', 'N'),
  des: bit('GEN', 'M') | bit('GEN', 'N'),
};
/** Endings of „dieser“, „jener“, „jeder“, „welcher“, „mancher“, „solcher“ (weak declension after them). */
const DIESER_ENDINGS: Record<string, number> = {
  er: DEFINITE.der!,
  e: DEFINITE.die!,
  es: DEFINITE.das! | DEFINITE.des!,
  en: DEFINITE.den!,
  em: DEFINITE.dem!,
};
/** Endings of „ein“ and the possessives and „kein“ (mixed declension; „ein“ itself has no plural). */
const EIN_ENDINGS: Record<string, number> = {
  '': bit('NOM', 'M') | bit('NOM', 'N') | bit('AKK', 'N'),
  e: bit('NOM', 'F') | bit('AKK', 'F') | bit('NOM', 'P') | bit('AKK', 'P'),
  en: bit('AKK', 'M') | bit('DAT', 'P'),
  em: DEFINITE.dem!,
  er: bit('DAT', 'F') | bit('GEN', 'F') | bit('GEN', 'P'),
  es: DEFINITE.des!,
};
const PLURAL = bit('NOM', 'P') | bit('AKK', 'P') | bit('DAT', 'P') | bit('GEN', 'P');

/**
 * „ihr“ and „Ihr“ alone are left out on purpose: „weil ihr Kinder habt“ (pronoun); „sein“ counts only
 * before a noun, which is how the rules use determiners anyway.
 */
const DETERMINERS = new Map<string, Determiner>();
for (const [form, cells] of Object.entries(DEFINITE)) DETERMINERS.set(form, { family: 'der', cells, declension: 'weak' });
for (const stem of ['dies', 'jen', 'jed', 'welch', 'manch', 'solch'])
  for (const [ending, cells] of Object.entries(DIESER_ENDINGS))
    DETERMINERS.set(stem + ending, { family: `${stem}er`, cells, declension: 'weak' });
for (const stem of ['ein', 'kein', 'mein', 'dein', 'sein', 'ihr', 'unser', 'eur', 'euer'])
  for (const [ending, cells] of Object.entries(EIN_ENDINGS)) {
    if (stem === 'ihr' && ending === '') continue;
    if (stem === 'eur' && ending === '') continue;
    if (stem === 'euer' && ending !== '') continue;
    const family = stem === 'eur' ? 'euer' : stem;
    // „ein“ has no plural: „eine Kinder“ is wrong, not plural.
    const forms = stem === 'ein' ? cells & ~PLURAL : cells;
    DETERMINERS.set(stem + ending, { family, cells: forms, declension: 'mixed' });
  }

/** The determiner a lower-case word is, if it is one. */
export function determinerOf(word: string): Determiner | undefined {
  return DETERMINERS.get(word.toLowerCase());
}

/** The form of a determiner family for the given cells: undefined when none or several forms fit. */
export function determinerFormFor(family: string, cells: number): string | undefined {
  const fitting = new Set<string>();
  for (const [form, determiner] of DETERMINERS)
    if (determiner.family === family && (determiner.cells & cells) !== 0) fitting.add(form === 'euer' ? 'euer' : form);
  return fitting.size === 1 ? [...fitting][0] : undefined;
}

/** Personal pronouns in the nominative: the subject's person and number. */
export const SUBJECT_PRONOUNS: Record<string, { person: Person; numbers: VerbNumber[] }[]> = {
  ich: [{ person: 1, numbers: ['S'] }],
  du: [{ person: 2, numbers: ['S'] }],
  er: [{ person: 3, numbers: ['S'] }],
  es: [{ person: 3, numbers: ['S'] }],
  man: [{ person: 3, numbers: ['S'] }],
  sie: [{ person: 3, numbers: ['S', 'P'] }],
  wir: [{ person: 1, numbers: ['P'] }],
};

/** The cases a preposition governs. Genitive ones accept the dative as well (contested: left alone). */
export const PREPOSITION_CASES: Record<string, number> = {
  aus: caseMask('DAT'),
  außer: caseMask('DAT'),
  bei: caseMask('DAT'),
  mit: caseMask('DAT'),
  nach: caseMask('DAT'),
  seit: caseMask('DAT'),
  von: caseMask('DAT'),
  zu: caseMask('DAT'),
  gegenüber: caseMask('DAT'),
  samt: caseMask('DAT'),
  durch: caseMask('AKK'),
  für: caseMask('AKK'),
  gegen: caseMask('AKK'),
  ohne: caseMask('AKK'),
  um: caseMask('AKK'),
  an: caseMask('AKK', 'DAT'),
  auf: caseMask('AKK', 'DAT'),
  hinter: caseMask('AKK', 'DAT'),
  in: caseMask('AKK', 'DAT'),
  neben: caseMask('AKK', 'DAT'),
  über: caseMask('AKK', 'DAT'),
  unter: caseMask('AKK', 'DAT'),
  vor: caseMask('AKK', 'DAT'),
  zwischen: caseMask('AKK', 'DAT'),
  wegen: caseMask('GEN', 'DAT'),
  trotz: caseMask('GEN', 'DAT'),
  während: caseMask('GEN', 'DAT'),
  statt: caseMask('GEN', 'DAT'),
  anstatt: caseMask('GEN', 'DAT'),
  innerhalb: caseMask('GEN', 'DAT'),
  außerhalb: caseMask('GEN', 'DAT'),
};

/** Preposition and article in one word: the determiner's cells and declension are fixed. */
export const CONTRACTIONS: Record<string, { preposition: string; cells: number; article: string }> = {
  am: { preposition: 'an', cells: DEFINITE.dem!, article: 'dem' },
  im: { preposition: 'in', cells: DEFINITE.dem!, article: 'dem' },
  beim: { preposition: 'bei', cells: DEFINITE.dem!, article: 'dem' },
  vom: { preposition: 'von', cells: DEFINITE.dem!, article: 'dem' },
  zum: { preposition: 'zu', cells: DEFINITE.dem!, article: 'dem' },
  zur: { preposition: 'zu', cells: bit('DAT', 'F'), article: 'der' },
  ins: { preposition: 'in', cells: DEFINITE.das!, article: 'das' },
  ans: { preposition: 'an', cells: DEFINITE.das!, article: 'das' },
  aufs: { preposition: 'auf', cells: DEFINITE.das!, article: 'das' },
  durchs: { preposition: 'durch', cells: DEFINITE.das!, article: 'das' },
  fürs: { preposition: 'für', cells: DEFINITE.das!, article: 'das' },
  übers: { preposition: 'über', cells: DEFINITE.das!, article: 'das' },
  ums: { preposition: 'um', cells: DEFINITE.das!, article: 'das' },
};

export const SUBORDINATING_CONJUNCTIONS = new Set([
  'dass',
  'weil',
  'obwohl',
  'ob',
  'wenn',
  'falls',
  'damit',
  'nachdem',
  'bevor',
  'ehe',
  'sobald',
  'solange',
  'sodass',
  'obgleich',
  'sofern',
  'indem',
  'seitdem',
  'als',
  'während',
  'bis',
]);
export const COORDINATING_CONJUNCTIONS = new Set(['und', 'oder', 'aber', 'sondern', 'denn', 'doch', 'sowie']);

/** Indefinite words after which an adjective is a noun: „etwas Neues“, „nichts Gutes“, „viel Schönes“. */
export const NOMINALISING_QUANTIFIERS = new Set(['etwas', 'nichts', 'viel', 'wenig', 'allerlei', 'genug', 'mehr', 'alles']);

/** Frequent German words of no open class: with the dictionary they show that a text is German. */
export const FUNCTION_WORDS = new Set(
  (
    'der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner mein meine sein seine ihr ihre unser unsere ' +
    'dieser diese dieses diesen diesem jeder jede jedes alle allen aller alles ich du er sie es wir ihr man mich dich sich uns euch mir dir ihm ihnen ' +
    'wer was wie wo wann warum wohin woher welche welcher welches ' +
    'und oder aber sondern denn doch dass weil obwohl ob wenn falls damit nachdem bevor als während bis seit indem sowie ' +
    'in im ins an am ans auf aufs aus bei beim mit nach von vom zu zum zur für durch gegen ohne um über unter vor hinter neben zwischen wegen trotz ab ' +
    'nicht auch noch schon nur sehr hier dort jetzt heute gestern morgen dann da so ja nein nie immer oft wieder mehr viel viele wenig etwas nichts ' +
    'ganz gar eben erst bereits bald fast etwa rund knapp zudem jedoch allerdings außerdem deshalb daher trotzdem dabei damit darauf dazu davon ' +
    'hin her weg los vielleicht bitte danke sowohl weder noch je desto zwar laut gemäß samt seitdem sobald solange sodass obgleich sofern'
  ).split(' '),
);
