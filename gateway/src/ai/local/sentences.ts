/**
 * Paragraphs, sentences and words of a German text.
 *
 * Sentences come from `Intl.Segmenter('de')` (ICU), which breaks after every full stop followed by a
 * capital letter. German text is full of such stops that do not end a sentence – "z. B.", "Dr. Anna
 * Schulte", "am 3. Oktober", "3 Mio. Euro", "1. Erstens" – so a merge rule glues those pieces back
 * together. Everything downstream (summaries, readability, top ten) depends on this being right.
 */

/** Abbreviations that never end a sentence: the next piece always belongs to the same sentence. */
const ALWAYS_MERGE = [
  'z. B.',
  'z.B.',
  'd. h.',
  'd.h.',
  'u. U.',
  'z. T.',
  'v. a.',
  'o. Ä.',
  'i. d. R.',
  's. o.',
  's. u.',
  'Dr.',
  'Prof.',
  'Dipl.',
  'Ing.',
  'med.',
  'jur.',
  'Hr.',
  'Fr.',
  'Nr.',
  'Bd.',
  'Abs.',
  'Art.',
  'S.',
  'Tel.',
  'Fax.',
  'ca.',
  'bzw.',
  'vgl.',
  'ggf.',
  'evtl.',
  'inkl.',
  'zzgl.',
  'bzgl.',
  'gem.',
  'lt.',
  'St.',
  'Mio.',
  'Mrd.',
  'Tsd.',
  'Jh.',
  'Jhd.',
  'Std.',
  'Min.',
  'Kap.',
  'Ziff.',
  'Verf.',
  'Hrsg.',
  'Jan.',
  'Febr.',
  'Feb.',
  'Aug.',
  'Sept.',
  'Sep.',
  'Okt.',
  'Nov.',
  'Dez.',
  'geb.',
  'gest.',
  'verh.',
  'sog.',
  'insb.',
  'einschl.',
  'max.',
  'min.',
  'rd.',
  'allg.',
];
/** Abbreviations a sentence can end with ("… Busse, Bahnen etc."): merge only before a lower-case word. */
const MAYBE_FINAL = ['etc.', 'usw.', 'u. a.', 'u.a.', 'u. v. m.', 'Str.', 'Co.'];

const MONTHS = /^(Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/;
/** Words before an ordinal number ("am 3.", "im 2. Quartal", "zum 1. Mal"). */
const ORDINAL_CONTEXT = new Set([
  'am',
  'vom',
  'zum',
  'bis',
  'ab',
  'den',
  'dem',
  'der',
  'die',
  'das',
  'des',
  'im',
  'seit',
  'zur',
  'ins',
  'ihr',
  'ihrem',
  'ihren',
  'sein',
  'seinem',
  'seinen',
  'jeden',
  'jedem',
  'beim',
]);

const sentenceSegmenter = new Intl.Segmenter('de', { granularity: 'sentence' });

/** Blocks separated by a blank line. Whitespace inside is kept (line logic is in `splitSentences`). */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** Sentences of the whole text in order, trimmed; headings and list items are sentences of their own. */
export function splitSentences(text: string): string[] {
  return splitParagraphs(text).flatMap(sentencesOfParagraph);
}

/** Sentences of one paragraph (no blank lines inside). */
export function sentencesOfParagraph(paragraph: string): string[] {
  return linesToBlocks(paragraph).flatMap(segmentBlock);
}

/**
 * A single line break inside a paragraph is either a hard wrap (the sentence goes on) or a real
 * boundary: after a line ending in terminal punctuation, before a list item, or after a short line
 * without punctuation (a heading or a list item). Hard-wrapped lines are joined with a space.
 */
function linesToBlocks(paragraph: string): string[] {
  const lines = paragraph
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const blocks: string[] = [];
  let current = '';
  for (const line of lines) {
    if (!current) {
      current = line;
      continue;
    }
    const ends = /[.!?:…;"“”»«)]$/.test(current);
    const listItem = /^(\d{1,2}[.)]\s|[-–•*]\s)/.test(line);
    const headingLike = !ends && current.length < 90 && !/[,\-–]$/.test(current) && /^\p{Lu}|^\d/u.test(line);
    if (ends || listItem || headingLike) {
      blocks.push(current);
      current = line;
    } else {
      current = `${current} ${line}`;
    }
  }
  if (current) blocks.push(current);
  return blocks;
}

function segmentBlock(block: string): string[] {
  const pieces = Array.from(sentenceSegmenter.segment(block), (segment) => segment.segment);
  const sentences: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && !shouldMerge(current, piece)) {
      sentences.push(current.trim());
      current = '';
    }
    current += piece;
  }
  if (current.trim()) sentences.push(current.trim());
  return sentences.filter((sentence) => sentence.length > 0);
}

/** Characters at the end of a sentence so far that the merge rules look at (the longest abbreviation and a word). */
const MERGE_CONTEXT = 80;

/** Whether `next` continues the sentence that `previous` (so far) holds. */
function shouldMerge(previous: string, next: string): boolean {
  // Only the end of the sentence so far decides, and reading only its end keeps a text of thousands
  // of merged abbreviations linear (the `$`-anchored tests below scan what they are given).
  const before = previous.trimEnd().slice(-MERGE_CONTEXT);
  const after = next.trimStart();
  if (!after) return true;
  const first = after[0] ?? '';
  const startsLower = /^[\p{Ll}\d(„"'%€$§,;:–-]/u.test(first);
  // A stop ICU treated as final but the next piece starts in lower case or with a number: same sentence.
  if (startsLower && /\.$/.test(before)) return true;
  if (ALWAYS_MERGE.some((abbreviation) => endsWithToken(before, abbreviation))) return true;
  if (MAYBE_FINAL.some((abbreviation) => endsWithToken(before, abbreviation))) return startsLower;
  // Initials ("Anna M. Schulte") and single-letter abbreviation pieces ("z." when written "z. B.").
  if (/(^|[\s(])\p{L}\.$/u.test(before)) return true;
  // "1. Erstens …" – a numbered item whose number ICU split off.
  if (/^\d{1,3}\.$/.test(before)) return true;
  if (/\b\d{1,2}\.$/.test(before)) {
    if (MONTHS.test(after)) return true; // "am 3. Oktober", "bis 31. Dezember 2026"
    const word = /(\S+)\s+\d{1,2}\.$/.exec(before)?.[1]?.toLowerCase();
    if (word && ORDINAL_CONTEXT.has(word)) return true; // "im 2. Quartal", "zum 1. Mal"
  }
  return false;
}

function endsWithToken(text: string, token: string): boolean {
  if (!text.endsWith(token)) return false;
  const before = text.charAt(text.length - token.length - 1);
  return before === '' || /[\s(„"'/–-]/.test(before);
}

/**
 * Words: letters and digits, joined by inner hyphens or apostrophes ("SV-Gruppe", "geht's") and by
 * decimal or thousands separators between digits ("20.000", "3,5"). Punctuation is dropped.
 */
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+|(?<=\d)[.,]\d+)*/gu;

export function tokenizeWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Words with their offsets, for tools that replace words in place. */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}
