/**
 * Words, numbers and punctuation with their offsets, in one linear pass. A word keeps inner hyphens and
 * apostrophes („Müller-Lüdenscheidt“, „O'Neill“); a dot is its own token, so „Dr.“ and „B.“ are a word
 * and a dot.
 */
import { isDigit, isLetter } from './characters.ts';

export interface Token {
  text: string;
  start: number;
  end: number;
  kind: 'word' | 'number' | 'punct';
  /** A line break stands between this token and the one before. */
  lineBefore: boolean;
  /** Some space stands between this token and the one before. */
  spaceBefore: boolean;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let lineBefore = true;
  let spaceBefore = true;
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '\n' || char === '\r') {
      lineBefore = true;
      spaceBefore = true;
      index++;
      continue;
    }
    if (char === ' ' || char === '\t' || (char.charCodeAt(0) > 127 && /\s/u.test(char))) {
      spaceBefore = true;
      index++;
      continue;
    }
    const start = index;
    let kind: Token['kind'];
    if (isLetter(char)) {
      kind = 'word';
      index++;
      while (index < text.length) {
        const next = text[index]!;
        if (isLetter(next)) index++;
        else if ((next === '-' || next === "'" || next === '’') && isLetter(text[index + 1])) index += 2;
        else break;
      }
    } else if (isDigit(char)) {
      kind = 'number';
      while (isDigit(text[index])) index++;
    } else {
      kind = 'punct';
      index++;
    }
    tokens.push({ text: text.slice(start, index), start, end: index, kind, lineBefore, spaceBefore });
    lineBefore = false;
    spaceBefore = false;
  }
  return tokens;
}
