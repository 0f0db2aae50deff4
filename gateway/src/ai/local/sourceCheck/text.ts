/**
 * Tokens and sentences with their offsets in the text. One left-to-right pass over the characters,
 * no regular expression runs over more than one token, so hostile input costs linear time.
 */
import { foldGerman, stemGerman } from '../stem.ts';
import { isStopword } from '../stopwords.ts';
import type { Sentence, Token } from './types.ts';

const LETTER = /[\p{L}\p{M}]/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /[0-9]/;

function isLetter(char: string | undefined): boolean {
  return char !== undefined && LETTER.test(char);
}
function isDigit(char: string | undefined): boolean {
  return char !== undefined && DIGIT.test(char);
}

/** Tokens of the text: words (with inner hyphens and apostrophes), numbers (with inner „.“ „,“ „:“) and single marks. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  let breakBefore = false;
  const length = text.length;
  while (position < length) {
    const char = text[position] as string;
    if (char === '\n') {
      breakBefore = true;
      position++;
      continue;
    }
    if (/\s/.test(char)) {
      position++;
      continue;
    }
    const start = position;
    let kind: Token['kind'];
    if (isDigit(char)) {
      kind = 'num';
      while (isDigit(text[position])) position++;
      // "3.500.000", "3,5", "14:30", "2:01,34" – a separator counts only between digits.
      while ((text[position] === '.' || text[position] === ',' || text[position] === ':') && isDigit(text[position + 1])) {
        position++;
        while (isDigit(text[position])) position++;
      }
    } else if (isLetter(char)) {
      kind = 'word';
      position++;
      for (;;) {
        while (isLetter(text[position]) || text[position] === '’' || (text[position] === "'" && isLetter(text[position + 1]))) position++;
        // "Rhein-Main-Gebiet", "Ja-Stimmen", "B90": an inner hyphen or digit continues the word.
        if (text[position] === '-' && (isLetter(text[position + 1]) || isDigit(text[position + 1]))) {
          position++;
          while (isDigit(text[position])) position++;
          continue;
        }
        break;
      }
    } else {
      kind = 'punct';
      position++;
    }
    const tokenText = text.slice(start, position);
    tokens.push({
      text: tokenText,
      start,
      end: position,
      kind,
      cap: kind === 'word' && UPPER.test(char),
      lower: tokenText.toLowerCase(),
      breakBefore,
      sentence: 0,
    });
    breakBefore = false;
  }
  return tokens;
}

/** Abbreviations after which a full stop does not end the sentence. */
const ABBREVIATIONS = new Set(
  'dr prof nr mio mrd tsd st ca bzw vgl jh std min sek tel str co inkl geb ggf evtl hr fr abs art s jan feb febr aug sept sep okt nov dez rd max dipl ing med jur sog insb allg bzgl zzgl gem lt verh gest ff ebd hl kath ev'.split(
    ' ',
  ),
);
const MONTH_WORDS = new Set([
  'januar',
  'jänner',
  'februar',
  'märz',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'dezember',
]);
/** Nouns that follow an ordinal number („23. Minute“, „2. Liga“). */
const ORDINAL_NOUNS = new Set(
  'minute spieltag runde platz rang liga bundesliga mal klasse stock etage jahrhundert quartal halbjahr advent geburtstag lauf etappe sitzung kammer senat strafkammer zivilkammer fc fsv'.split(
    ' ',
  ),
);
/** Words before an ordinal number („am 3.“, „in der 12.“). */
const ORDINAL_BEFORE = new Set('am vom zum zur bis ab seit im den dem der die das des beim ins ('.split(' '));
const CLOSING_MARKS = new Set(['“', '”', '"', '»', '«', '‘', "'", ')']);

/** Splits the tokens into sentences and writes each token's sentence index. */
export function splitTokenSentences(tokens: Token[]): Sentence[] {
  const sentences: Sentence[] = [];
  let first = 0;
  const close = (last: number) => {
    if (last <= first) return;
    const head = tokens[first] as Token;
    const tail = tokens[last - 1] as Token;
    const index = sentences.length;
    for (let i = first; i < last; i++) (tokens[i] as Token).sentence = index;
    sentences.push({ index, start: head.start, end: tail.end, first, last });
    first = last;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.breakBefore && i > first) close(i);
    if (token.text !== '.' && token.text !== '!' && token.text !== '?' && token.text !== '…') continue;
    let end = i + 1;
    while (end < tokens.length && CLOSING_MARKS.has((tokens[end] as Token).text) && !(tokens[end] as Token).breakBefore) end++;
    const next = tokens[end];
    if (!next) continue;
    if (next.breakBefore) {
      close(end);
      i = end - 1;
      continue;
    }
    if (next.text === ',' || next.text === ';' || next.text === ':' || (next.kind === 'word' && !next.cap)) continue;
    if (token.text === '.' && end === i + 1 && !endsSentenceAfterStop(tokens, i)) continue;
    close(end);
    i = end - 1;
  }
  close(tokens.length);
  return sentences;
}

/** Whether the full stop at `index` (followed by a capital, a digit or a mark) ends the sentence. */
function endsSentenceAfterStop(tokens: Token[], index: number): boolean {
  const previous = tokens[index - 1];
  const next = tokens[index + 1];
  if (!previous || !next) return true;
  if (previous.kind === 'word') {
    if (ABBREVIATIONS.has(previous.lower)) return false;
    // An initial ("Anna M. Schulte") or a piece of "z. B.", "u. a.".
    if (previous.text.length === 1) return false;
    return true;
  }
  if (previous.kind === 'num') {
    if (next.kind !== 'word') return !(previous.text.length <= 2 && next.kind === 'num');
    if (MONTH_WORDS.has(next.lower) || ORDINAL_NOUNS.has(next.lower)) return false;
    const before = tokens[index - 2];
    if (before && ORDINAL_BEFORE.has(before.lower) && previous.text.length <= 3) return false;
    return true;
  }
  return true;
}

/** Lower-case, umlaut-folded form for comparing words. */
const foldCache = new Map<string, string>();

export function fold(word: string): string {
  let folded = foldCache.get(word);
  if (folded === undefined) {
    folded = foldGerman(word);
    if (foldCache.size > 50_000) foldCache.clear();
    foldCache.set(word, folded);
  }
  return folded;
}

/** Stem of a word for matching content (inflection and umlauts removed). */
export function stem(word: string): string {
  return stemGerman(word);
}

/** Whether a word carries content for alignment (not a stopword, at least three letters). */
export function isContentWord(token: Token): boolean {
  return token.kind === 'word' && token.text.length >= 3 && !isStopword(token.lower);
}

export function isMonthWord(lower: string): boolean {
  return MONTH_WORDS.has(lower);
}
