/**
 * Phone numbers: German („0171/1234567“, „(089) 12 34 56-78“, „089 1234567“) and international
 * („+49 89 1234567“, „0049 …“, „+43 1 …“, „+1 212 …“). A run of digits, single spaces, slashes, hyphens
 * and brackets is read once, from its start to its end, then judged: it must start like a phone number
 * (+, 00, 0, „(0“), or follow a word such as „Tel.“, and hold 6 to 15 digits. Dates (dots), prices
 * (commas), years and scores (no leading 0, colons) never start like that; article and file numbers are
 * recognised by the word before them.
 */
import { before, isDigit, isInlineSpace, isLetter } from './characters.ts';
import { item, type PersonalDataItem } from './types.ts';

const PHONE_WORDS =
  /(tel|telefon|fon|phone|fax|handy|mobil|mobile|rufnummer|telefonnummer|handynummer|erreichbar|whatsapp|anrufen|unter)[^\p{L}\d]*$/u;
const NOT_PHONE_WORDS =
  /(nr|nummer|isbn|issn|az|aktenzeichen|artikel|art|ean|kunden|rechnung|vorgang|plz|postfach|iban|bic|blz|konto|ust|steuer|id)[.:\s-]*$/u;

const isRunChar = (char: string | undefined) =>
  isDigit(char) || char === '/' || char === '-' || char === '–' || char === '(' || char === ')';

/** End of the run starting at `start`: run characters, and single spaces between them. */
function runEnd(text: string, start: number): number {
  let end = start + 1;
  while (end < text.length) {
    if (isRunChar(text[end])) end++;
    else if (isInlineSpace(text[end]) && isRunChar(text[end + 1])) end += 2;
    else break;
  }
  return end;
}

/**
 * More than 15 digits: the run swallowed a number after the phone number („0171 1234567 2 Zeugen“);
 * cut at the last space before the 16th digit, or before a short last group after a long one. Linear.
 */
function cutAfterFifteenDigits(text: string, start: number, end: number): number {
  let digits = 0;
  let lastGap = -1;
  let cut = end;
  for (let index = start; index < end; index++) {
    if (isDigit(text[index])) {
      if (++digits > 15) {
        cut = lastGap;
        break;
      }
    } else if (isInlineSpace(text[index])) lastGap = index;
  }
  if (cut === end && lastGap > start) {
    const lastGroup = text.slice(lastGap + 1, end);
    const groupBefore = text.slice(Math.max(start, text.lastIndexOf(' ', lastGap - 1) + 1), lastGap);
    if (lastGroup.length <= 2 && groupBefore.length >= 3 && /^\d+$/u.test(lastGroup)) cut = lastGap;
  }
  while (cut > start && !isDigit(text[cut - 1])) cut--;
  return cut;
}

function digitsOf(value: string): string {
  let digits = '';
  for (const char of value) if (isDigit(char)) digits += char;
  return digits;
}

export function findPhones(text: string): PersonalDataItem[] {
  const found: PersonalDataItem[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const startsRun = char === '+' ? isDigit(text[index + 1]) : isDigit(char) || char === '(';
    if (!startsRun || isLetter(text[index - 1]) || isDigit(text[index - 1])) {
      index++;
      continue;
    }
    const end = runEnd(text, index);
    const phone = judge(text, index, end);
    if (phone) found.push(phone);
    index = end;
  }
  return found;
}

function judge(text: string, start: number, runEndIndex: number): PersonalDataItem | undefined {
  let end = runEndIndex;
  // Trailing separators and an unmatched closing bracket belong to the sentence.
  while (end > start && !isDigit(text[end - 1])) end--;
  // A run is followed by a letter, a comma, a dot …; a digit right after a dot or comma is a decimal or a date.
  const after = text[end];
  if ((after === '.' || after === ',' || after === ':') && isDigit(text[end + 1])) return undefined;
  if (isLetter(after)) return undefined;
  end = cutAfterFifteenDigits(text, start, end);
  if (end <= start) return undefined;
  const value = text.slice(start, end);
  const digits = digitsOf(value);
  if (digits.length < 6) return undefined;
  const opening = value.replace(/^\(/u, '');
  const context = before(text, start, 30);
  if (NOT_PHONE_WORDS.test(context) && !PHONE_WORDS.test(context)) return undefined;
  const international = opening.startsWith('+') || opening.startsWith('00');
  if (international) {
    if (digits.length < 8 || digits.startsWith('000')) return undefined;
  } else if (opening.startsWith('0')) {
    // An area code starts with 1–9; „0000…“ is a placeholder, and „0 12 34“ too short to dial.
    if (digits[1] === '0' || digits.length < 7) return undefined;
  } else if (!PHONE_WORDS.test(context) || /[()]/u.test(value)) {
    return undefined;
  }
  if (isDateLike(value)) return undefined;
  return item('phone', text, start, end);
}

/** „2024-03-12“ or „12/03/2024“: ISO and slash dates look like runs too. */
function isDateLike(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/u.test(value) || /^\d{1,2}\/\d{1,2}\/\d{2,4}$/u.test(value);
}
