/**
 * House style: numbers up to twelve in words („3 neue Linien und 7 Haltestellen“ → „drei neue Linien und
 * sieben Haltestellen“). Only where the number counts things – a noun follows it (perhaps after
 * adjectives), by the morphological dictionary – and never before units, money, percent, times, dates
 * or scores, in identifiers („Linie 3“, „Nr. 7“), ranges („3–5“) or next to numbers above twelve.
 * „1“ stays: its word („ein“, „eine“, „einem“ …) depends on the noun's gender and case.
 */
import type { Morphology } from './morphology/index.ts';
import { tokenize, type Token } from './syntax/tokens.ts';

const WORDS = ['', '', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
/** Units, money, percent, times and other measures after which digits stay. */
const UNITS = new Set(
  (
    'Prozent Prozentpunkte Euro EUR Cent Dollar Franken Pfund Yen Uhr Grad Meter Kilometer Zentimeter Millimeter Kilo Kilogramm Gramm ' +
    'Tonnen Tonne Liter Milliliter Hektar Quadratmeter Kubikmeter PS kW MW Volt Watt Kilowatt Megawatt Millionen Milliarden Mio Mrd Tsd ' +
    'km m cm mm kg g t l ml ha qm Punkte Punkt Tore Tor Sätze Satz Prozentpunkt Minuten Sekunden Bit Byte GB MB TB Zoll Knoten'
  ).split(' '),
);
const UNIT_MARKS = new Set(['%', '€', '$', '£', '°', '‰', '/', ':', '-', '–', '—', 'x', '×', '+']);

/** Whether a noun follows within three words (adjectives allowed between), and it is no unit. */
function countsThings(morphology: Morphology | undefined, tokens: Token[], index: number): boolean {
  for (let at = index + 1; at < tokens.length && at <= index + 3; at++) {
    const token = tokens[at]!;
    if (token.kind !== 'word') return false;
    if (UNITS.has(token.text)) return false;
    if (/^\p{Lu}/u.test(token.text))
      return morphology ? morphology.isNoun(token.text) || morphology.analyse(token.text).length === 0 : true;
    if (morphology && !morphology.isAdjectiveForm(token.text)) return false;
  }
  return false;
}

export interface NumberChange {
  original: string;
  replacement: string;
  start: number;
  end: number;
}

export function numbersInWords(text: string, morphology?: Morphology): { text: string; changes: NumberChange[] } {
  const tokens = tokenize(text);
  const changes: NumberChange[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.kind !== 'number' || !/^\d{1,2}$/.test(token.text)) continue;
    const value = Number(token.text);
    if (value < 2 || value > 12) continue;
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    // „Nr. 3“, „S. 7“, „3. Mai“, „3–5“, „2:1“, „10 %“, „3/4“, „3-Zimmer-Wohnung“: written as they are.
    if (after && after.kind === 'mark' && (UNIT_MARKS.has(after.text) || (after.text === '.' && !after.spaced))) continue;
    if (after && !after.spaced && after.kind !== 'mark') continue;
    if (before && before.kind === 'mark' && (UNIT_MARKS.has(before.text) || before.text === '.' || before.text === '§')) continue;
    // „Linie 3“, „Gleis 7“, „Hauptstraße 5“: an identifier after a noun.
    if (before && before.kind === 'word' && /^\p{Lu}/u.test(before.text) && !before.sentenceStart) continue;
    // Next to a number above twelve („zwischen 8 und 15“) the digits stay for both.
    const near = tokens
      .slice(Math.max(0, index - 3), index + 4)
      .some((other) => other !== token && other.kind === 'number' && Number(other.text.replace(',', '.')) > 12);
    if (near) continue;
    if (!countsThings(morphology, tokens, index)) continue;
    const word = WORDS[value]!;
    const replacement = token.sentenceStart ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    changes.push({ original: token.text, replacement, start: token.start, end: token.end });
  }
  let result = text;
  for (const change of [...changes].reverse()) result = result.slice(0, change.start) + change.replacement + result.slice(change.end);
  return { text: result, changes };
}
