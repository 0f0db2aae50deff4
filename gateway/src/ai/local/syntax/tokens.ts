/**
 * Words and marks of a text with their offsets, for the rules that read the text word by word with the
 * morphological dictionary. One pass over the text with one linear regular expression.
 */

export interface Token {
  text: string;
  start: number;
  end: number;
  /** code: part of an address or path, never read as a word. */
  kind: 'word' | 'number' | 'mark' | 'code';
  /** The first word of a sentence (after . ! ? : or a line break, quotes and brackets skipped). */
  sentenceStart: boolean;
  /** Index of the sentence in the text. */
  sentence: number;
  /** Whitespace directly before the token. */
  spaced: boolean;
}

const TOKEN = /\p{L}[\p{L}\p{M}'’-]*\p{L}|\p{L}|\d+(?:[.,:]\d+)*|[^\s\p{L}\d]/gu;
const SENTENCE_END = new Set(['.', '!', '?', ':', '…']);
const TRANSPARENT = new Set(['„', '“', '”', '"', "'", '‚', '‘', '’', '»', '«', '(', '[', '–', '—', '-']);

/**
 * Addresses, mail and web, and paths: their words are no words of the sentence („kultur@augsburg.de“).
 * Chunks between spaces are found first and then tested, so a 20 000-letter chunk costs one pass.
 */
const TECHNICAL = /@|:\/\/|www\.|\p{L}\.\p{L}{2,}\/|\/\p{L}/u;

export function tokenize(text: string): Token[] {
  const technical: [number, number][] = [];
  for (const match of text.matchAll(/\S+/g)) if (TECHNICAL.test(match[0])) technical.push([match.index, match.index + match[0].length]);
  let technicalIndex = 0;
  const tokens: Token[] = [];
  let sentence = 0;
  let atStart = true;
  let lastEnd = 0;
  for (const match of text.matchAll(TOKEN)) {
    const value = match[0];
    const start = match.index;
    const between = text.slice(lastEnd, start);
    const newline = between.includes('\n');
    if (newline && !atStart) {
      sentence += 1;
      atStart = true;
    }
    while (technicalIndex < technical.length && technical[technicalIndex]![1] <= start) technicalIndex++;
    const inTechnical = technicalIndex < technical.length && technical[technicalIndex]![0] <= start;
    if (inTechnical) {
      tokens.push({
        text: value,
        start,
        end: start + value.length,
        kind: 'code',
        sentenceStart: false,
        sentence,
        spaced: between.length > 0,
      });
      atStart = false;
      lastEnd = start + value.length;
      continue;
    }
    const kind: Token['kind'] = /^\p{L}/u.test(value) ? 'word' : /^\d/.test(value) ? 'number' : 'mark';
    tokens.push({
      text: value,
      start,
      end: start + value.length,
      kind,
      sentenceStart: atStart && kind !== 'mark',
      sentence,
      spaced: between.length > 0,
    });
    if (kind === 'mark') {
      if (SENTENCE_END.has(value)) {
        // „z. B.“, „Nr. 3“, „3. Mai“: a full stop after a one-letter word or a number does not end a sentence.
        const previous = tokens[tokens.length - 2];
        const abbreviation = value === '.' && previous && (previous.kind === 'number' || previous.text.length <= 2);
        if (!abbreviation && !atStart) {
          sentence += 1;
          atStart = true;
        }
      } else if (!TRANSPARENT.has(value)) atStart = false;
    } else atStart = false;
    lastEnd = start + value.length;
  }
  return tokens;
}

export const isWord = (token: Token | undefined): token is Token & { kind: 'word' } => token?.kind === 'word';
export const isLower = (word: string) => /^\p{Ll}/u.test(word);
export const isUpper = (word: string) => /^\p{Lu}/u.test(word);
