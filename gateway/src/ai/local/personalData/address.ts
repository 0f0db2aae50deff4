/**
 * Postal addresses: a street and house number („Hauptstraße 12a“, „Leopoldstr. 5“, „Rosenheimer Platz 1“,
 * „Am Markt 3“, „Unter den Linden 7“), a postcode and town („80331 München“), or both together
 * („Hauptstraße 12, 80331 München“ is one finding). Works on the tokens, one look back and one ahead
 * from each number, so it is linear.
 */
import { isOrdinaryNoun } from './lexicon.ts';
import type { Token } from './tokens.ts';
import { CALENDAR_WORDS, PLACES } from './vocabulary.ts';
import { type PersonalDataItem } from './types.ts';

/** Endings of one-word street names („Leopold|straße“); the later ones also end ordinary words and places. */
const SAFE_SUFFIXES = [
  'straße',
  'strasse',
  'str',
  'weg',
  'gasse',
  'allee',
  'platz',
  'damm',
  'ufer',
  'chaussee',
  'steig',
  'pfad',
  'promenade',
  'zeile',
  'twiete',
  'stieg',
  'ring',
  'markt',
  'graben',
  'wall',
  'kai',
  'steg',
  'kamp',
  'anger',
];
const RISKY_SUFFIXES = [
  'berg',
  'hof',
  'feld',
  'garten',
  'park',
  'höhe',
  'tor',
  'brücke',
  'winkel',
  'au',
  'aue',
  'grund',
  'hain',
  'heide',
  'ried',
  'wiese',
  'acker',
  'leite',
  'bogen',
  'bühl',
  'siedlung',
  'garten',
  'wald',
  'bach',
  'see',
];

/** Street words standing alone after an adjective or name: „Rosenheimer Platz“, „Alte Landstraße“. */
const STREET_WORDS = new Set([
  'Straße',
  'Strasse',
  'Str',
  'Platz',
  'Weg',
  'Allee',
  'Ring',
  'Damm',
  'Ufer',
  'Markt',
  'Chaussee',
  'Gasse',
  'Steig',
  'Tor',
  'Brücke',
  'Berg',
  'Graben',
  'Wall',
  'Kai',
  'Promenade',
]);

/** Words that start street names without a street word: „Am Markt“, „Unter den Linden“, „Zur Mühle“. */
const LEADING_WORDS = new Set([
  'Am',
  'Im',
  'Zum',
  'Zur',
  'Beim',
  'Auf',
  'An',
  'In',
  'Unter',
  'Hinter',
  'Vor',
  'Über',
  'Bei',
  'Alte',
  'Alter',
  'Altes',
  'Neue',
  'Neuer',
  'Große',
  'Großer',
  'Kleine',
  'Kleiner',
  'Obere',
  'Untere',
  'Lange',
  'Hohe',
  'Hoher',
]);
/** „Auf Platz 2“ is a ranking, not „Rosenheimer Platz 2“. */
const PREPOSITIONS = new Set([
  'Am',
  'Im',
  'Zum',
  'Zur',
  'Beim',
  'Auf',
  'An',
  'In',
  'Unter',
  'Hinter',
  'Vor',
  'Über',
  'Bei',
  'Nach',
  'Von',
  'Aus',
  'Mit',
]);
/** „Bundesstraße 471“, „Staatsstraße 2070“: roads with numbers, no one's address. */
const ROAD_NUMBERS = /^(Bundes|Staats|Kreis|Landes|Gemeindeverbindungs)stra(ß|ss)e$|^(Bundes)?autobahn$/u;
const ARTICLES = new Set(['der', 'den', 'dem', 'die', 'des']);

/** Nouns after „Am“/„Im“ that make time, not a street: „Am Montag 3 …“, „Im Spiel 2 …“. */
const NOT_STREETS = new Set([
  'Platz',
  'Rang',
  'Position',
  'Jahr',
  'Abend',
  'Morgen',
  'Mittag',
  'Nachmittag',
  'Vormittag',
  'Ende',
  'Anfang',
  'Tag',
  'Ort',
  'Rande',
  'Spiel',
  'Schnitt',
  'Durchschnitt',
  'Vergleich',
  'Moment',
  'Alter',
  'Zeitraum',
  'Vorjahr',
  'Halbfinale',
  'Finale',
  'Viertelfinale',
]);

/** Words after a number that make it a quantity, not a house number. */
const UNITS = new Set([
  'Prozent',
  'Euro',
  'Cent',
  'Grad',
  'Uhr',
  'Jahre',
  'Jahren',
  'Menschen',
  'Meter',
  'Kilometer',
  'Minuten',
  'Stunden',
  'Tage',
  'Tagen',
  'Wochen',
  'Monate',
  'Monaten',
  'Personen',
  'Mal',
  'km',
  'm',
  'kg',
  'mal',
  'uhr',
  'euro',
  'prozent',
  'mio',
  'mrd',
  'h',
  'min',
  'cm',
  'mm',
  'l',
  't',
  'qm',
  'ha',
  'x',
]);

const isCapitalisedWord = (token: Token | undefined) => token?.kind === 'word' && /^\p{Lu}/u.test(token.text);

function streetSuffix(word: string): 'safe' | 'risky' | undefined {
  const lower = word.toLowerCase();
  if (SAFE_SUFFIXES.some((suffix) => lower.endsWith(suffix) && lower.length > suffix.length + 2)) return 'safe';
  if (RISKY_SUFFIXES.some((suffix) => lower.endsWith(suffix) && lower.length > suffix.length + 2)) return 'risky';
  return undefined;
}

/** Index of the first token of the street name ending right before `numberIndex`, or -1. */
function streetStart(tokens: Token[], numberIndex: number): number {
  let last = numberIndex - 1;
  // „Leopoldstr. 5“, „Rosenheimer Str. 5“
  if (tokens[last]?.text === '.' && !tokens[last]!.spaceBefore) last--;
  const word = tokens[last];
  if (!isCapitalisedWord(word) || tokens[numberIndex]!.lineBefore) return -1;
  const text = word!.text;
  if (last !== numberIndex - 1 && !/str$/iu.test(text)) return -1;
  if (STREET_WORDS.has(text)) {
    // The words of the name before the street word: „Rosenheimer“, „Karl Marx“, „Alte“.
    let first = last;
    while (
      first > 0 &&
      last - first < 3 &&
      isCapitalisedWord(tokens[first - 1]) &&
      !PREPOSITIONS.has(tokens[first - 1]!.text) &&
      !tokens[first]!.lineBefore
    ) {
      first--;
    }
    if (first < last) return first;
  }
  if (ROAD_NUMBERS.test(text)) return -1;
  const suffix = streetSuffix(text);
  if (suffix === 'safe') return leadingWords(tokens, last);
  if (suffix === 'risky' && !PLACES.has(text) && !isOrdinaryNoun(text)) return leadingWords(tokens, last);
  // „Am Markt 3“, „Unter den Linden 7“, „An der Alster 5“
  let lead = last - 1;
  if (ARTICLES.has(tokens[lead]?.text ?? '')) lead--;
  if (LEADING_WORDS.has(tokens[lead]?.text ?? '') && !NOT_STREETS.has(text) && !CALENDAR_WORDS.has(text)) return lead;
  return -1;
}

/** „Alte Landstraße“, „Neue Mainzer Straße“: leading adjectives belong to the street. */
function leadingWords(tokens: Token[], index: number): number {
  let first = index;
  while (first > 0 && LEADING_WORDS.has(tokens[first - 1]!.text) && !tokens[first]!.lineBefore) first--;
  return first;
}

/** End offset of a house number at `index` with its letter or range („12a“, „12-14“, „3/1“), or -1. */
function houseNumberEnd(tokens: Token[], index: number): { end: number; next: number } | undefined {
  const number = tokens[index]!;
  if (number.text.length > 3 || number.text.startsWith('0')) return undefined;
  let next = index + 1;
  let end = number.end;
  const following = tokens[next];
  if (following?.kind === 'word' && !following.spaceBefore && /^[a-hA-H]$/u.test(following.text)) {
    end = following.end;
    next++;
  } else if (
    (following?.text === '-' || following?.text === '/' || following?.text === '–') &&
    !following.spaceBefore &&
    tokens[next + 1]?.kind === 'number' &&
    !tokens[next + 1]!.spaceBefore &&
    tokens[next + 1]!.text.length <= 3
  ) {
    end = tokens[next + 1]!.end;
    next += 2;
  }
  const after = tokens[next];
  if (after && !after.spaceBefore && after.kind === 'word') return undefined;
  if (after && (after.text === ':' || after.text === '%' || after.text === '.' || after.text === ',') && !after.spaceBefore) {
    const beyond = tokens[next + 1];
    if (after.text === ':' || after.text === '%') return undefined;
    if (beyond?.kind === 'number' && !beyond.spaceBefore) return undefined;
  }
  if (
    after?.kind === 'word' &&
    !after.lineBefore &&
    (UNITS.has(after.text) || (/^\p{Lu}/u.test(after.text) && isOrdinaryNoun(after.text) && !PLACES.has(after.text)))
  ) {
    return undefined;
  }
  return { end, next };
}

/** A postcode and town starting at token `index`: „80331 München“, „D-60311 Frankfurt am Main“. */
function postcodeTown(tokens: Token[], index: number): { start: number; end: number; next: number } | undefined {
  let at = index;
  let start = tokens[at]?.start ?? 0;
  if (tokens[at]?.text === 'D' && tokens[at + 1]?.text === '-' && tokens[at + 2]?.kind === 'number') {
    at += 2;
  }
  const code = tokens[at];
  if (code?.kind !== 'number' || code.text.length !== 5 || code.text.startsWith('00')) return undefined;
  const town = tokens[at + 1];
  if (!isCapitalisedWord(town) || town!.lineBefore || CALENDAR_WORDS.has(town!.text)) return undefined;
  if (isOrdinaryNoun(town!.text) && !PLACES.has(town!.text)) return undefined;
  let end = town!.end;
  let next = at + 2;
  // „Frankfurt am Main“, „Freiburg im Breisgau“, „Neustadt an der Weinstraße“, „Halle (Saale)“
  const link = tokens[next]?.text;
  if ((link === 'am' || link === 'im') && isCapitalisedWord(tokens[next + 1])) {
    end = tokens[next + 1]!.end;
    next += 2;
  } else if (link === 'an' && tokens[next + 1]?.text === 'der' && isCapitalisedWord(tokens[next + 2])) {
    end = tokens[next + 2]!.end;
    next += 3;
  } else if (link === '(' && isCapitalisedWord(tokens[next + 1]) && tokens[next + 2]?.text === ')') {
    end = tokens[next + 2]!.end;
    next += 3;
  }
  start = tokens[index]!.start;
  return { start, end, next };
}

export function findAddresses(text: string, tokens: Token[]): PersonalDataItem[] {
  const found: PersonalDataItem[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.kind !== 'number' && token.text !== 'D') continue;
    const place = postcodeTown(tokens, index);
    if (place) {
      found.push({ kind: 'address', text: text.slice(place.start, place.end), start: place.start, end: place.end });
      index = place.next - 1;
      continue;
    }
    if (token.kind !== 'number') continue;
    const first = streetStart(tokens, index);
    if (first < 0) continue;
    const house = houseNumberEnd(tokens, index);
    if (!house) continue;
    let end = house.end;
    let next = house.next;
    // „Hauptstraße 12, 80331 München“ and „Hauptstraße 12\n80331 München“ are one address.
    const joiner = tokens[next]?.text === ',' ? next + 1 : next;
    const joined = postcodeTown(tokens, joiner);
    if (joined && (joiner !== next || tokens[joiner]!.lineBefore)) {
      end = joined.end;
      next = joined.next;
    }
    const start = tokens[first]!.start;
    found.push({ kind: 'address', text: text.slice(start, end), start, end });
    index = next - 1;
  }
  return found;
}
