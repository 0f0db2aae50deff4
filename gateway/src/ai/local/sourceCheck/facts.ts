/** Everything the checker reads out of one text: tokens, sentences and the facts of each kind. */
import { readCalendar, type Calendar } from './calendar.ts';
import { readEntities, type Entities } from './names.ts';
import { readNumbers, type NumberFact, type ScoreFact } from './numbers.ts';
import { readSpeech, type SpeechUnit } from './quotes.ts';
import { fold, isContentWord, splitTokenSentences, stem, tokenize } from './text.ts';
import type { Sentence, Token } from './types.ts';

export interface Facts {
  text: string;
  tokens: Token[];
  sentences: Sentence[];
  /** Content stems of each sentence (with figures as „#value“), for alignment. */
  sentenceWords: string[][];
  numbers: NumberFact[];
  scores: ScoreFact[];
  calendar: Calendar;
  entities: Entities;
  speech: SpeechUnit[];
  vocabulary: Vocabulary;
  /** Digits written inside words („Tempo-30-Gebot“, „B90“). */
  embeddedNumbers: Set<number>;
}

/** Words of a text for „does the source say this word anywhere“, also inside compounds. */
export class Vocabulary {
  private readonly words = new Set<string>();
  private readonly stems = new Set<string>();
  private readonly sorted: string[];

  constructor(tokens: Token[]) {
    for (const token of tokens) {
      if (token.kind !== 'word') continue;
      const folded = fold(token.text);
      this.words.add(folded);
      this.stems.add(stem(token.text));
      if (folded.includes('-')) for (const part of folded.split('-')) if (part) this.words.add(part);
    }
    this.sorted = [...this.words].sort();
  }

  /** Exact word (folded), or the same stem. */
  has(word: string): boolean {
    const folded = fold(word);
    return this.words.has(folded) || this.stems.has(stem(word));
  }

  /** The word, its stem, or a word of the text that begins with it or that it begins with (compounds, „Mainzer“). */
  hasLoosely(word: string, minimum = 4): boolean {
    const folded = fold(word);
    if (this.has(word)) return true;
    if (folded.length < minimum) return false;
    // A word of the text starting with this one ("kita" → "kitaplatze", "mainz" → "mainzer").
    const at = lowerBound(this.sorted, folded);
    if (this.sorted[at]?.startsWith(folded)) return true;
    // This word starting with a word of the text ("strassenbau" → "strassen").
    for (let length = folded.length - 1; length >= minimum; length--) if (this.words.has(folded.slice(0, length))) return true;
    return false;
  }
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function readFacts(text: string): Facts {
  const tokens = tokenize(text);
  const sentences = splitTokenSentences(tokens);
  const claimed = new Array<boolean>(tokens.length).fill(false);
  claimNonFigures(tokens, claimed);
  const calendar = readCalendar(tokens, claimed);
  const { numbers, scores } = readNumbers(tokens, claimed);
  const entities = readEntities(tokens, text);
  const speech = readSpeech(text, tokens, entities, sentences);
  const sentenceWords = sentences.map((sentence) => {
    const words: string[] = [];
    for (let k = sentence.first; k < sentence.last; k++) {
      const token = tokens[k] as Token;
      if (isContentWord(token)) words.push(stem(token.text));
    }
    return words;
  });
  for (const fact of numbers) sentenceWords[fact.sentence]?.push(`#${Math.round(fact.value * 1000) / 1000}`);
  const embeddedNumbers = new Set<number>();
  for (const token of tokens) {
    if (token.kind !== 'word' || embeddedNumbers.size > 1000) continue;
    for (const digits of token.text.match(/\d{1,6}/g) ?? []) embeddedNumbers.add(Number(digits));
  }
  return {
    text,
    tokens,
    sentences,
    sentenceWords,
    numbers,
    scores,
    calendar,
    entities,
    speech,
    vocabulary: new Vocabulary(tokens),
    embeddedNumbers,
  };
}

/** Digits that are part of names, not figures: roads („A 60“), clubs („Mainz 05“), paragraphs, house numbers. */
function claimNonFigures(tokens: Token[], claimed: boolean[]): void {
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== 'num') continue;
    const previous = tokens[i - 1] as Token;
    if (previous.kind === 'word' && /^[ABLK]$/.test(previous.text)) claimed[i] = true;
    else if (previous.text === '§' || /^(paragraf|paragraph|artikel|art|nr|nummer|az|kapitel|bundesliga-spieltag)$/.test(previous.lower))
      claimed[i] = true;
    else if (previous.text === '.' && /^(nr|art|abs)$/.test(tokens[i - 2]?.lower ?? '')) claimed[i] = true;
    // "Bündnis 90", "B90"
    else if (previous.lower === 'bündnis') claimed[i] = true;
  }
}
