/**
 * Dates of birth: a date („12.03.1985“, „12. März 1985“, „1985-03-12“) in a birth context: „geboren am“,
 * „geb.“, „Geburtsdatum“, „Geburtstag“, „*“ right before („(*12.03.1985)“). Only the date is the finding.
 */
import { before, isDigit, startsWord } from './characters.ts';
import { MONTHS } from './vocabulary.ts';
import { item, type PersonalDataItem } from './types.ts';

const NUMERIC = /(?:[0-3]?\d)\.\s?(?:[01]?\d)\.\s?(?:\d{4}|\d{2})(?!\d)/uy;
const WRITTEN = new RegExp(`(?:[0-3]?\\d)\\.\\s?(?:${MONTHS.join('|')})\\s(?:\\d{4})(?!\\d)`, 'iuy');
const ISO = /(?:19|20)\d{2}-[01]\d-[0-3]\d(?!\d)/uy;

const BORN_AFTER = /^[^.!?\n]*geboren/u;
const BIRTH_CONTEXT = /(geboren|geb\.|geburtsdatum|geburtstag|geburtsjahr|\*)\s*(am|den|:)?\s*$/u;

export function findBirthdates(text: string): PersonalDataItem[] {
  const found: PersonalDataItem[] = [];
  for (let index = 0; index < text.length; index++) {
    if (!isDigit(text[index]) || !startsWord(text, index)) continue;
    let length = 0;
    for (const pattern of [NUMERIC, WRITTEN, ISO]) {
      pattern.lastIndex = index;
      const match = pattern.exec(text);
      if (match) {
        length = match[0].length;
        break;
      }
    }
    if (length === 0) continue;
    const end = index + length;
    // „am 12. März 1985 in Rosenheim geboren“, „der am 12.03.1985 geborene Mann“: the context may follow.
    const bornAfter = BORN_AFTER.test(text.slice(end, end + 40));
    if (bornAfter || BIRTH_CONTEXT.test(before(text, index, 30))) found.push(item('birthdate', text, index, end));
    index += length - 1;
  }
  return found;
}
