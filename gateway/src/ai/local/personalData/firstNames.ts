/** The first-name list (README.md: source and licence) as a set, built on first use. */
import { FIRST_NAMES_TEXT } from './firstNames.data.ts';

let names: Set<string> | undefined;

/** „Anna“, „Karl-Heinz“ (each part a first name) and „Hans-Peter“ are first names; „anna“ is not. */
export function isListedFirstName(word: string): boolean {
  names ??= new Set(FIRST_NAMES_TEXT.split(/\s+/).filter(Boolean));
  if (names.has(word)) return true;
  const parts = word.split('-');
  return parts.length === 2 && parts.every((part) => names!.has(part));
}
