/**
 * IBANs: two letters, two check digits, then up to 30 letters and digits, written with or without spaces;
 * only a number whose mod-97 check holds (ISO 13616) is reported, so account-like article numbers are not.
 */
import { isAlphanumeric, isAsciiUpper, isDigit, isInlineSpace, startsWord } from './characters.ts';
import { item, type PersonalDataItem } from './types.ts';

/** Lengths of the countries a German newsroom meets most; others are tried from 34 down to 15. */
const LENGTHS: Record<string, number> = {
  DE: 22,
  AT: 20,
  CH: 21,
  LI: 21,
  LU: 20,
  NL: 18,
  BE: 16,
  FR: 27,
  IT: 27,
  ES: 24,
  PT: 25,
  PL: 28,
  CZ: 24,
  SK: 24,
  HU: 28,
  SI: 19,
  HR: 21,
  DK: 18,
  SE: 24,
  NO: 15,
  FI: 18,
  GB: 22,
  IE: 22,
  GR: 27,
  RO: 24,
  BG: 22,
  TR: 26,
  MT: 31,
  CY: 28,
  EE: 20,
  LV: 21,
  LT: 20,
  MC: 27,
  SM: 27,
  IS: 26,
};

/** The remainder mod 97 of the IBAN moved as the standard says (first four characters to the end). */
export function ibanChecksumHolds(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = isDigit(char) ? char.charCodeAt(0) - 48 : char.toUpperCase().charCodeAt(0) - 55;
    if (value < 0 || value > 35) return false;
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

export function findIbans(text: string): PersonalDataItem[] {
  const found: PersonalDataItem[] = [];
  for (let index = 0; index < text.length - 3; index++) {
    if (!isAsciiUpper(text[index]) || !isAsciiUpper(text[index + 1]) || !startsWord(text, index)) continue;
    if (!isDigit(text[index + 2]) || !isDigit(text[index + 3])) continue;
    // Collect up to 34 characters, allowing one space between groups, remembering where each ends.
    const ends: number[] = [];
    let characters = '';
    let at = index;
    while (at < text.length && characters.length < 34) {
      if (isAlphanumeric(text[at])) {
        characters += text[at];
        ends.push(at + 1);
        at++;
      } else if (isInlineSpace(text[at]) && isAlphanumeric(text[at + 1]) && characters.length >= 4) {
        at++;
      } else break;
    }
    const known = LENGTHS[characters.slice(0, 2)];
    const lengths = known ? [known] : Array.from({ length: 20 }, (_, step) => 34 - step);
    for (const length of lengths) {
      if (characters.length < length) continue;
      const end = ends[length - 1]!;
      // The IBAN must end where a word ends: „DE…00“ of a longer code is not one.
      if (isAlphanumeric(text[end])) continue;
      if (!ibanChecksumHolds(characters.slice(0, length).toUpperCase())) continue;
      found.push(item('iban', text, index, end));
      index = end - 1;
      break;
    }
  }
  return found;
}
