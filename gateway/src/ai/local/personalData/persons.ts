/**
 * Names of people. A capitalised word is taken for a name only with evidence: an honorific or title
 * before it („Frau Berger“, „Dr. Weber“), a role („Zeugin Maria S.“, „Bürgermeisterin Anna Berger“), a
 * verb of saying („sagte Berger“), an age after it („Berger (34)“, „Berger, 34,“), or a listed first name
 * („Anna Berger“). An ordinary noun (lexicon.ts) is a name only where the evidence is strong and the word
 * is a frequent surname (Müller, Koch). Once a person is found, the surname and first name alone („Berger“,
 * „Bergers“) are found everywhere else in the text.
 */
import { isStopword } from '../stopwords.ts';
import { isListedFirstName } from './firstNames.ts';
import { isOrdinaryNoun } from './lexicon.ts';
import type { Token } from './tokens.ts';
import {
  CALENDAR_WORDS,
  COMMON_SURNAMES,
  HONORIFICS,
  ORGANISATION_AFTER,
  ORGANISATION_BEFORE,
  PARTICLES,
  PLACES,
  roleOf,
  SPEECH_VERBS,
  TITLES,
} from './vocabulary.ts';

export interface PersonMention {
  start: number;
  end: number;
  /** Indices of the name's words (not particles, not an initial's dot). */
  words: number[];
  /** Named with a public office („Bürgermeisterin Anna Berger“). */
  office: boolean;
}

/** Words before „Frau“/„Herr“ that make it the ordinary noun: „eine Frau Mitte 40“, „der junge Herr“. */
const DETERMINERS = new Set(
  `ein eine einer einem einen der die den dem des jene jener diese dieser diesem jede jeder keine kein junge jungen
  junger ältere älteren älterer alte alten alter unbekannte unbekannten zwei drei vier viele mehrere beide andere
  anderen fremde fremden nette netten`.split(/\s+/),
);

/** Nouns that end like abstract nouns are never names, even if the dictionary lacks the compound. */
const ABSTRACT_NOUN = /(ung|ungen|heit|heiten|keit|keiten|schaft|schaften|tion|tionen|sion|sionen|tät|täten|ismus|nis|nisse|tum|ierung)$/u;

const MAX_NAME_WORDS = 4;

const stripGenitive = (word: string): string => word.replace(/(?:['’]s|s['’]?|['’])$/u, '');

function nounish(word: string): boolean {
  if (isOrdinaryNoun(word)) return true;
  if (word.length > 6 && ABSTRACT_NOUN.test(word)) return true;
  const dash = word.lastIndexOf('-');
  return dash > 0 && isOrdinaryNoun(word.slice(dash + 1));
}

const isKnownSurname = (word: string) => COMMON_SURNAMES.has(word) || COMMON_SURNAMES.has(stripGenitive(word));

/** Listed first names that are also German verb forms or particles at a sentence start („Tue“, „Sang“). */
const NOT_FIRST_NAMES = new Set(['An', 'Bade', 'Sang', 'Tue']);

/** „am 3. Jan. 2025“: the month, not Jan. */
const isAbbreviatedMonth = (tokens: Token[], index: number) =>
  tokens[index]!.text === 'Jan' && tokens[index + 1]?.text === '.' && tokens[index - 1]?.text === '.';

/** „240 Mio. Euro“, „3 Mrd.“: an abbreviation after a number, not the first name Mio. */
const isAbbreviationAfterNumber = (tokens: Token[], index: number) =>
  tokens[index + 1]?.text === '.' && tokens[index - 1]?.kind === 'number';

function isFirstName(word: string): boolean {
  return isListedFirstName(word) && !NOT_FIRST_NAMES.has(word) && !isStopword(word) && !PLACES.has(word) && !CALENDAR_WORDS.has(word);
}

/** A first name that is not also an ordinary word („Anna“ yes; „Rose“, „Mark“ need a surname after them). */
const isClearFirstName = (word: string) => isFirstName(word) && !nounish(word);

const isWord = (token: Token | undefined): token is Token => token?.kind === 'word';

/** Capitalised, with lower-case letters (not an acronym), and not a word that is never a name. */
function couldBeName(token: Token | undefined): token is Token {
  if (!isWord(token)) return false;
  const text = token.text;
  if (text.length < 2 || !/^\p{Lu}/u.test(text) || !/\p{Ll}/u.test(text)) return false;
  if (isStopword(text) || HONORIFICS.has(text.toLowerCase()) || TITLES.has(text.toLowerCase())) return false;
  // „Hagen“ is a town and a surname: a frequent surname wins.
  const place = (PLACES.has(text) || PLACES.has(stripGenitive(text))) && !COMMON_SURNAMES.has(text);
  if (place || CALENDAR_WORDS.has(text) || ORGANISATION_AFTER.has(text)) return false;
  return roleOf(text) === undefined;
}

/** Capitalised words that never are a surname, even right after a first name („Anna Sie …“ cannot occur, „Danke Anna Das …“ can). */
const NEVER_SURNAMES = new Set(
  'Sie Ihr Ihre Ihnen Ihren Ihrem Ihrer Der Die Das Den Dem Des Ein Eine Einen Einem Und Oder Aber Wir Er Es Ich Du Man Dann Doch Noch Auch Nur Schon'.split(
    ' ',
  ),
);

/** After a clear first name, a capitalised word that is also a town or a common word is the surname: „Andrea Grünwald“, „Bernd Kurz“. */
function couldBeSurnameAfterFirstName(token: Token | undefined): boolean {
  if (!isWord(token)) return false;
  if (couldBeName(token as Token | undefined)) return true;
  if (NEVER_SURNAMES.has(token.text) || !/^\p{Lu}\p{Ll}/u.test(token.text)) return false;
  const lower = token.text.toLowerCase();
  if (HONORIFICS.has(lower) || TITLES.has(lower) || CALENDAR_WORDS.has(token.text) || ORGANISATION_AFTER.has(token.text)) return false;
  return roleOf(token.text) === undefined;
}

/** A name word that is not an ordinary noun, or a noun that is a frequent surname or first name. */
const isStrongName = (token: Token | undefined): token is Token =>
  couldBeName(token) && (!nounish(token.text) || isKnownSurname(token.text) || isClearFirstName(token.text));

const isInitial = (tokens: Token[], index: number) =>
  isWord(tokens[index]) && /^\p{Lu}$/u.test(tokens[index]!.text) && tokens[index + 1]?.text === '.' && !tokens[index + 1]!.spaceBefore;

/** Reads a name from token `from` on; `null` if none starts there. */
function readName(tokens: Token[], from: number, office: boolean): PersonMention | null {
  const words: number[] = [];
  let index = from;
  let end = -1;
  let afterFirstName = false;
  while (index < tokens.length && words.length < MAX_NAME_WORDS) {
    const token = tokens[index]!;
    if (words.length > 0 && token.lineBefore) break;
    if (isInitial(tokens, index)) {
      words.push(index);
      end = tokens[index + 1]!.end;
      index += 2;
      afterFirstName = false;
      continue;
    }
    if (words.length > 0 && PARTICLES.has(token.text)) {
      let next = index;
      while (next < index + 3 && PARTICLES.has(tokens[next]?.text ?? '')) next++;
      if (!couldBeName(tokens[next]) || tokens[next]!.lineBefore) break;
      index = next;
      continue;
    }
    const acceptable = afterFirstName ? couldBeSurnameAfterFirstName(token) : isStrongName(token);
    if (!acceptable) break;
    words.push(index);
    end = token.end;
    afterFirstName = words.length === 1 && isClearFirstName(token.text);
    index++;
  }
  if (words.length === 0) return null;
  if (ORGANISATION_AFTER.has(tokens[index]?.text ?? '')) return null;
  return { start: tokens[words[0]!]!.start, end, words, office };
}

/** Skips titles („Dr.“, „Prof. Dr. med.“) and returns the index after them. */
function skipTitles(tokens: Token[], from: number): number {
  let index = from;
  while (isWord(tokens[index]) && TITLES.has(tokens[index]!.text.toLowerCase())) {
    index++;
    if (tokens[index]?.text === '.') index++;
    if (tokens[index]?.text === '-' && isWord(tokens[index + 1])) index++;
  }
  return index;
}

/** Skips roles, honorifics and titles before a name („sagte Polizeisprecherin Dr. Berger“). */
function skipIntroduction(tokens: Token[], from: number): { index: number; office: boolean } {
  let index = from;
  let office = false;
  for (let step = 0; step < 4; step++) {
    const token = tokens[index];
    if (!isWord(token)) break;
    const role = /^\p{Lu}/u.test(token.text) ? roleOf(token.text) : undefined;
    if (role) {
      office ||= role.office;
      index++;
    } else if (HONORIFICS.has(token.text.toLowerCase()) && /^\p{Lu}/u.test(token.text)) {
      index++;
    } else if (TITLES.has(token.text.toLowerCase())) {
      index = skipTitles(tokens, index);
    } else break;
  }
  return { index, office };
}

/** Not the name of a business or church: „Hotel Adler“, „St. Anna“. */
const isNameStartOf = (tokens: Token[], index: number) => {
  // „St.“ is the one abbreviation before such a name; after another dot a new sentence starts.
  const previous = tokens[index - 1]?.text === '.' && tokens[index - 2]?.text === 'St' ? tokens[index - 2] : tokens[index - 1];
  return !(previous && ORGANISATION_BEFORE.has(previous.text.toLowerCase()));
};

/** The name that the evidence at token `index` introduces, if any. */
function mentionAt(tokens: Token[], index: number): PersonMention | null {
  const token = tokens[index]!;
  if (!isWord(token)) return null;
  const lower = token.text.toLowerCase();
  const capitalised = /^\p{Lu}/u.test(token.text);
  const previous = tokens[index - 1];

  if (capitalised && HONORIFICS.has(lower)) {
    if (previous && DETERMINERS.has(previous.text.toLowerCase()) && !previous.lineBefore) return null;
    const intro = skipIntroduction(tokens, index + 1);
    return readName(tokens, intro.index, intro.office);
  }
  if (capitalised && TITLES.has(lower) && tokens[index + 1]?.text === '.') {
    const intro = skipIntroduction(tokens, index);
    return readName(tokens, intro.index, intro.office);
  }
  if (capitalised && roleOf(token.text)) {
    const intro = skipIntroduction(tokens, index);
    return intro.index > index ? readName(tokens, intro.index, intro.office) : null;
  }
  if (SPEECH_VERBS.has(token.text) || (token.text === 'so' && previous?.text === ',')) {
    const intro = skipIntroduction(tokens, index + 1);
    return readName(tokens, intro.index, intro.office);
  }
  if (
    isFirstName(token.text) &&
    isNameStartOf(tokens, index) &&
    !isAbbreviatedMonth(tokens, index) &&
    !isAbbreviationAfterNumber(tokens, index)
  ) {
    const name = readName(tokens, index, false);
    if (!name) {
      // An ambiguous first name („Rose“, „Mark“) counts only with a surname after it.
      const next = index + 1;
      const surname = tokens[next];
      if (isStrongName(surname) && (!nounish(surname.text) || isKnownSurname(surname.text)) && !surname.lineBefore) {
        const rest = readName(tokens, next, false);
        if (rest) return { ...rest, start: token.start, words: [index, ...rest.words] };
      }
      return null;
    }
    if (name.words[0] !== index) return null;
    return name;
  }
  return null;
}

/** „Berger (34)“, „Anna B. (34)“, „Berger, 34,“: the name words right before an age. */
function mentionBeforeAge(tokens: Token[], index: number): PersonMention | null {
  const token = tokens[index]!;
  const number = tokens[index + 1];
  const close = tokens[index + 2];
  const isAge = number?.kind === 'number' && number.text.length <= 3 && Number(number.text) <= 120;
  if (!isAge) return null;
  if (!((token.text === '(' && close?.text === ')') || (token.text === ',' && close?.text === ','))) return null;
  const words: number[] = [];
  let at = index - 1;
  let end = -1;
  while (at >= 0 && words.length < MAX_NAME_WORDS) {
    if (tokens[at]!.text === '.' && isInitial(tokens, at - 1)) {
      words.unshift(at - 1);
      end = end < 0 ? tokens[at]!.end : end;
      at -= 2;
    } else if (isStrongName(tokens[at])) {
      words.unshift(at);
      end = end < 0 ? tokens[at]!.end : end;
      if (tokens[at]!.lineBefore) break;
      at--;
    } else break;
  }
  if (words.length === 0 || !isNameStartOf(tokens, words[0]!)) return null;
  // „, 34,“ after one word only is often a place or a count („Berlin, 12, …“): ask for a first name there.
  if (token.text === ',' && !words.some((word) => isFirstName(tokens[word]!.text))) return null;
  return { start: tokens[words[0]!]!.start, end, words, office: false };
}

export function findPersonMentions(tokens: Token[]): PersonMention[] {
  const mentions: PersonMention[] = [];
  let coveredUntil = -1;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.start < coveredUntil) continue;
    const mention = token.kind === 'punct' ? mentionBeforeAge(tokens, index) : mentionAt(tokens, index);
    if (!mention) continue;
    const last = mentions[mentions.length - 1];
    if (last && mention.start < last.end) {
      // An age after a name already found: widen it, never double it.
      if (mention.start <= last.start && mention.end >= last.end) mentions[mentions.length - 1] = mention;
      continue;
    }
    mentions.push(mention);
    coveredUntil = mention.end;
  }
  return withLaterMentions(tokens, mentions);
}

/** Once „Anna Berger“ is found, „Berger“, „Bergers“ and „Anna“ alone are found everywhere in the text. */
function withLaterMentions(tokens: Token[], mentions: PersonMention[]): PersonMention[] {
  const surnames = new Map<string, boolean>();
  const firstNames = new Map<string, boolean>();
  for (const mention of mentions) {
    const words = mention.words.map((index) => tokens[index]!.text);
    const last = words[words.length - 1];
    // „Anna Bergers Vater“: the surname may be „Berger“ or „Bergers“; both are looked for.
    for (const key of last ? [last, stripGenitive(last)] : []) surnames.set(key, (surnames.get(key) ?? false) || mention.office);
    if (words.length > 1 && isClearFirstName(words[0]!)) {
      firstNames.set(words[0]!, (firstNames.get(words[0]!) ?? false) || mention.office);
    }
  }
  if (surnames.size === 0) return mentions;
  const all: PersonMention[] = [];
  let next = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    while (next < mentions.length && mentions[next]!.end <= token.start) all.push(mentions[next++]!);
    const inside = next < mentions.length && mentions[next]!.start <= token.start;
    if (inside || !isWord(token) || !/^\p{Lu}/u.test(token.text) || isAbbreviatedMonth(tokens, index)) continue;
    // „Daniel K.“ is later „K.“: an initial counts only with its dot.
    const initial = token.text.length === 1;
    if (initial && !isInitial(tokens, index)) continue;
    const office = initial
      ? surnames.get(token.text)
      : (surnames.get(token.text) ?? surnames.get(stripGenitive(token.text)) ?? firstNames.get(token.text));
    if (office === undefined) continue;
    all.push({ start: token.start, end: initial ? tokens[index + 1]!.end : token.end, words: [index], office });
  }
  while (next < mentions.length) all.push(mentions[next++]!);
  return all;
}
