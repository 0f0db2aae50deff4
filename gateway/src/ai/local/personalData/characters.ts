/** Character classes used by the scanners; plain comparisons, so every scan stays linear. */

export const isDigit = (char: string | undefined): boolean => char !== undefined && char >= '0' && char <= '9';

/** ASCII first (most characters of a German text), Unicode for the rest. */
export const isLetter = (char: string | undefined): boolean => {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return /\p{L}/u.test(char);
};

export const isUpper = (char: string | undefined): boolean => char !== undefined && /\p{Lu}/u.test(char);

export const isLower = (char: string | undefined): boolean => char !== undefined && /\p{Ll}/u.test(char);

export const isAsciiUpper = (char: string | undefined): boolean => char !== undefined && char >= 'A' && char <= 'Z';

export const isAlphanumeric = (char: string | undefined): boolean => isDigit(char) || isLetter(char);

/** Spaces that may stand inside a number or an address: ordinary, no-break and thin spaces. */
export const isInlineSpace = (char: string | undefined): boolean =>
  char === ' ' || char === '\u00a0' || char === '\u202f' || char === '\u2009';

/** A word starts here: no letter or digit right before. */
export const startsWord = (text: string, index: number): boolean => !isAlphanumeric(text[index - 1]);

/** A word ends here: no letter or digit right after. */
export const endsWord = (text: string, index: number): boolean => !isAlphanumeric(text[index]);

/** The up to `length` characters before `index`, lower-case, for looking at what introduces a finding. */
export const before = (text: string, index: number, length: number): string => text.slice(Math.max(0, index - length), index).toLowerCase();
