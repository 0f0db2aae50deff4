/**
 * Whether a text (or each of its sentences) is German: by how many of its words the German dictionaries
 * know (the morphological one, the function words, Hunspell for compounds) and how many are frequent
 * words of another language („the“, „and“, „les“, „est“ …) that German does not have. Names – capitalised
 * words inside a sentence that no dictionary knows – count for neither side. No library, no model.
 */
import { FUNCTION_WORDS, type Morphology } from './morphology/index.ts';
import { tokenize, type Token } from './syntax/tokens.ts';

/** Frequent words of other languages that are not German words (so not „die“, „will“, „man“, „es“). */
const FOREIGN_MARKERS: Record<string, string> = {};
for (const [language, words] of [
  [
    'Englisch',
    'the and of is are were with that this for you have has it on be by from which they would not been their there what when our your its can will than into about could should these those who whom my me he she we us them his her just more most other some such only also very after before over',
  ],
  [
    'Französisch',
    'le la les des est et une que qui dans pour pas sur avec ce cette sont nous vous ils elle du au aux mais ou je tu très être avoir été leur',
  ],
  ['Spanisch', 'el los las y por con una para como pero más sus del al muy también está son'],
  ['Italienisch', 'il di che è per non una della dei gli sono anche più con questo'],
] as const)
  for (const word of words.split(' ')) FOREIGN_MARKERS[word] ??= language;

export interface LanguageVerdict {
  german: boolean;
  /** The other language most of its marker words belong to, when not German. */
  language?: string;
  /** Words counted (names left out). */
  counted: number;
}

/** One sentence's words (tokens of kind word). */
export function judgeWords(words: Token[], morphology: Morphology, spell?: (word: string) => boolean): LanguageVerdict {
  let counted = 0;
  let known = 0;
  let markers = 0;
  const languages = new Map<string, number>();
  for (const token of words) {
    const word = token.text;
    if ([...word].length < 2) continue;
    const lower = word.toLowerCase();
    const marker = FOREIGN_MARKERS[lower];
    const isGerman =
      FUNCTION_WORDS.has(lower) ||
      morphology.isKnownWord(word, { sentenceStart: token.sentenceStart }) ||
      (spell !== undefined && spell(word) && !marker);
    if (marker && !FUNCTION_WORDS.has(lower)) {
      markers += 1;
      languages.set(marker, (languages.get(marker) ?? 0) + 1);
    }
    // A capitalised word inside a sentence that nothing knows is a name: it says nothing about the language.
    if (!isGerman && !marker && !token.sentenceStart && /^\p{Lu}/u.test(word)) continue;
    counted += 1;
    if (isGerman) known += 1;
  }
  if (counted === 0) return { german: true, counted };
  const german = known / counted >= 0.55 && markers < Math.max(2, counted * 0.25);
  const language = [...languages].sort((a, b) => b[1] - a[1])[0]?.[0];
  return german ? { german, counted } : { german, counted, ...(language ? { language } : {}) };
}

export interface LanguageSegment {
  text: string;
  german: boolean;
  language?: string;
}

/**
 * The text cut into runs of German and of other sentences, in order, together exactly the text. A
 * sentence of fewer than three counted words goes with the sentence before it (or after it, at the start).
 */
export function segmentByLanguage(text: string, morphology: Morphology, spell?: (word: string) => boolean): LanguageSegment[] {
  const tokens = tokenize(text);
  const sentences: { start: number; words: Token[] }[] = [];
  tokens.forEach((token, index) => {
    if (index === 0 || token.sentence !== tokens[index - 1]!.sentence) sentences.push({ start: token.start, words: [] });
    if (token.kind === 'word') sentences[sentences.length - 1]!.words.push(token);
  });
  if (sentences.length === 0) return [{ text, german: true }];
  const verdicts = sentences.map((sentence) => judgeWords(sentence.words, morphology, spell));
  // Short sentences take their neighbour's verdict.
  const decided = verdicts.map((verdict) => (verdict.counted >= 3 ? verdict : undefined));
  for (let index = 0; index < decided.length; index++) decided[index] ??= decided[index - 1];
  for (let index = decided.length - 1; index >= 0; index--) decided[index] ??= decided[index + 1] ?? verdicts[index];
  const segments: LanguageSegment[] = [];
  sentences.forEach((sentence, index) => {
    const verdict = decided[index]!;
    const start = index === 0 ? 0 : sentence.start;
    const end = index + 1 < sentences.length ? sentences[index + 1]!.start : text.length;
    const last = segments[segments.length - 1];
    if (last && last.german === verdict.german) last.text += text.slice(start, end);
    else
      segments.push({ text: text.slice(start, end), german: verdict.german, ...(verdict.language ? { language: verdict.language } : {}) });
  });
  return segments;
}
