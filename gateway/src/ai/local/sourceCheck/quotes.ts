/**
 * Quotes („…“, "…", »…«) and indirect speech („Berger sagte, man spare …“) with who says them. A
 * speaker is a person, a function („die OB“) or an institution („die Staatsanwaltschaft“).
 */
import { PLACE_CUES } from './placeWords.ts';
import { isContentWord, stem } from './text.ts';
import type { Entities, FunctionMention, PersonMention, Span } from './names.ts';
import { SPEECH_VERBS } from './names.ts';
import type { Token } from './types.ts';

export interface Speaker {
  person: PersonMention | undefined;
  function: FunctionMention | undefined;
  /** Folded institution word („staatsanwaltschaft“). */
  institution: string | undefined;
  span: Span;
}

export interface SpeechUnit {
  /** Outer span (with the marks) of a quote, or the sentence of indirect speech. */
  start: number;
  end: number;
  sentence: number;
  direct: boolean;
  stems: string[];
  negated: boolean;
  speaker: Speaker | undefined;
  text: string;
}

const OPENERS: Record<string, string> = { '„': '“”', '“': '”', '"': '"', '»': '«', '«': '»' };
const MAX_QUOTE = 2000;
const NEGATIONS = new Set(['nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'nie', 'niemals', 'nichts', 'niemand']);
const INSTITUTIONS = new Set([
  ...PLACE_CUES,
  'verteidigung',
  'anklage',
  'jury',
  'verwaltung',
  'regierung',
  'landesregierung',
  'bundesregierung',
  'unternehmen',
  'firma',
  'konzern',
  'verein',
  'klub',
  'club',
  'gewerkschaft',
  'veranstalter',
  'bahn',
  'ministerium',
]);
const SPEAKER_STOP = new Set(['sagte', 'sagt', 'so', 'laut', 'erklärte', 'betonte']);

/** Quote spans of the text, found in one pass. */
export function findQuotes(text: string): { start: number; end: number }[] {
  const quotes: { start: number; end: number }[] = [];
  let open = -1;
  let closers = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (open >= 0) {
      if (closers.includes(char) && !(char === '"' && /\s/.test(text[i - 1] ?? ' '))) {
        if (i - open > 1) quotes.push({ start: open, end: i + 1 });
        open = -1;
        continue;
      }
      if ((char === '\n' && text[i + 1] === '\n') || i - open > MAX_QUOTE) open = -1;
      else continue;
    }
    const next = OPENERS[char];
    if (next !== undefined && text[i + 1] !== undefined && !/\s/.test(text[i + 1] as string)) {
      if (char === '"' && i > 0 && /[\p{L}\d]/u.test(text[i - 1] as string)) continue;
      open = i;
      closers = next;
    }
  }
  return quotes;
}

function tokenRange(tokens: Token[], start: number, end: number): [number, number] {
  let first = lowerBound(tokens, start);
  let last = first;
  while (last < tokens.length && (tokens[last] as Token).end <= end) last++;
  if (first > last) first = last;
  return [first, last];
}

function lowerBound(tokens: Token[], offset: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tokens[middle] as Token).start < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

function stemsOf(tokens: Token[], first: number, last: number, skip: Set<number>): { stems: string[]; negated: boolean } {
  const stems: string[] = [];
  let negated = false;
  for (let k = first; k < last; k++) {
    const token = tokens[k] as Token;
    if (NEGATIONS.has(token.lower)) negated = true;
    if (skip.has(k) || !isContentWord(token) || SPEECH_VERBS.has(token.lower)) continue;
    stems.push(stem(token.text));
  }
  return { stems, negated };
}

/** Quotes and indirect speech of a text, each with its speaker when the text says it. */
export function readSpeech(
  text: string,
  tokens: Token[],
  entities: Entities,
  sentenceRanges: { first: number; last: number }[],
): SpeechUnit[] {
  const units: SpeechUnit[] = [];
  const personAt = new Map<number, PersonMention>();
  for (const person of entities.persons) for (let k = person.first; k < person.last; k++) personAt.set(k, person);
  const functionAt = new Map(entities.functions.map((mention) => [mention.first, mention]));
  const quoted = new Set<number>();
  for (const quote of findQuotes(text)) {
    const [first, last] = tokenRange(tokens, quote.start + 1, quote.end - 1);
    if (last <= first) continue;
    for (let k = first; k < last; k++) quoted.add(k);
    const sentence = (tokens[first] as Token).sentence;
    const { stems, negated } = stemsOf(tokens, first, last, new Set());
    // A quoted title or name („La Traviata“) is no speech: it needs a few words.
    if (stems.length < 2 && last - first < 4) continue;
    const speaker = speakerAround(tokens, first - 1, last + 1, sentenceRanges, personAt, functionAt, entities);
    units.push({
      start: quote.start,
      end: quote.end,
      sentence,
      direct: true,
      stems,
      negated,
      speaker,
      text: text.slice(quote.start, quote.end),
    });
  }
  // Indirect speech: a sentence with a speech verb and a speaker, outside quotes.
  for (const range of sentenceRanges) {
    let verb = -1;
    for (let k = range.first; k < range.last; k++) {
      const token = tokens[k] as Token;
      if (!quoted.has(k) && SPEECH_VERBS.has(token.lower) && token.lower !== 'laut') verb = verb < 0 ? k : verb;
      if (token.lower === 'laut' || token.lower === 'zufolge') verb = verb < 0 ? k : verb;
    }
    if (verb < 0) continue;
    const speaker = speakerNear(tokens, verb, range, personAt, functionAt);
    if (!speaker) continue;
    const skip = new Set<number>();
    for (let k = range.first; k < range.last; k++) if (quoted.has(k) || personAt.has(k) || functionAt.has(k)) skip.add(k);
    const { stems, negated } = stemsOf(tokens, range.first, range.last, skip);
    if (stems.length < 2) continue;
    const head = tokens[range.first] as Token;
    const tail = tokens[range.last - 1] as Token;
    units.push({
      start: head.start,
      end: tail.end,
      sentence: head.sentence,
      direct: false,
      stems,
      negated,
      speaker,
      text: text.slice(head.start, tail.end),
    });
  }
  return units;
}

function personSpeaker(person: PersonMention): Speaker {
  return { person, function: person.functions[person.functions.length - 1], institution: undefined, span: person };
}

/** The speaker of the speech verb at `verb`: the person, function or institution right after or right before it. */
function speakerNear(
  tokens: Token[],
  verb: number,
  range: { first: number; last: number },
  personAt: Map<number, PersonMention>,
  functionAt: Map<number, FunctionMention>,
): Speaker | undefined {
  // "„…“, sagte Berger" and "Am Dienstag sagte Berger": the speaker follows the verb; "Die Jury würdigte Hermanns …": it precedes it.
  const previous = tokens[verb - 1];
  const inverted = verb === range.first || !previous || /^[,„“"»«:]$/.test(previous.text);
  const after = () => {
    for (let k = verb + 1; k < Math.min(range.last, verb + 5); k++) {
      const found = speakerAt(tokens, k, personAt, functionAt);
      if (found) return found;
      if ((tokens[k] as Token).text === ',' || (tokens[k] as Token).text === '„') break;
    }
    return undefined;
  };
  const before = () => {
    for (let k = verb - 1; k >= Math.max(range.first, verb - 4); k--) {
      const found = speakerAt(tokens, k, personAt, functionAt);
      if (found) return found;
      if ((tokens[k] as Token).text === ',') break;
    }
    return undefined;
  };
  return inverted ? (after() ?? before()) : (before() ?? after());
}

function speakerAt(
  tokens: Token[],
  k: number,
  personAt: Map<number, PersonMention>,
  functionAt: Map<number, FunctionMention>,
): Speaker | undefined {
  const person = personAt.get(k);
  if (person) return personSpeaker(person);
  const mention = functionAt.get(k);
  if (mention) {
    // The function stands before a name („die Vorsitzende Richterin Sabine Lenz“): the name is the speaker.
    let next = k + 1;
    while (functionAt.has(next) && next < k + 3) next++;
    const named = personAt.get(next);
    if (named) return personSpeaker(named);
    return { person: undefined, function: mention, institution: undefined, span: mention };
  }
  const token = tokens[k] as Token;
  if (
    token.cap &&
    INSTITUTIONS.has(token.lower) &&
    /^(die|der|das|den)$/.test(tokens[k - 1]?.lower ?? '') &&
    !SPEAKER_STOP.has(token.lower)
  ) {
    return {
      person: undefined,
      function: undefined,
      institution: token.lower,
      span: { text: token.text, start: token.start, end: token.end, sentence: token.sentence },
    };
  }
  return undefined;
}

/** Speaker of a quote: after it („…“, sagte Berger), before it (Berger sagte: „…“), else the person of the sentence before. */
function speakerAround(
  tokens: Token[],
  before: number,
  after: number,
  sentenceRanges: { first: number; last: number }[],
  personAt: Map<number, PersonMention>,
  functionAt: Map<number, FunctionMention>,
  entities: Entities,
): Speaker | undefined {
  const sentence = tokens[Math.max(0, before)]?.sentence ?? 0;
  const range = sentenceRanges[tokens[Math.min(tokens.length - 1, after - 1)]?.sentence ?? sentence] ?? sentenceRanges[sentence];
  if (range) {
    for (let k = after; k < Math.min(range.last, after + 6); k++) {
      const found = speakerAt(tokens, k, personAt, functionAt);
      if (found) return found;
    }
  }
  const own = sentenceRanges[sentence];
  if (own) {
    // "Die Jury würdigte Hermanns „…“": the subject of the speech verb, not the nearest name.
    for (let k = before; k >= own.first; k--) {
      if (!SPEECH_VERBS.has((tokens[k] as Token).lower)) continue;
      const found = speakerNear(tokens, k, { first: own.first, last: before + 1 }, personAt, functionAt);
      if (found) return found;
      break;
    }
    for (let k = before; k >= own.first; k--) {
      const found = speakerAt(tokens, k, personAt, functionAt);
      if (found) return found;
    }
  }
  // A quote on its own: the last person named before it.
  const previous = [...entities.persons].reverse().find((person) => person.last <= before + 1 && sentence - person.sentence <= 1);
  return previous ? personSpeaker(previous) : undefined;
}
