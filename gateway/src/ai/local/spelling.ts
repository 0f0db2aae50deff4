/**
 * German spell checking with Hunspell (hunspell-asm, WebAssembly) and the dictionary-de word list.
 * Hunspell understands German compounding rules (Hauptbahnhof, Bürgermeisterwahl pass; a plain word
 * list would flag them), and its suggestions are good. It is loaded once per process (~120 ms).
 *
 * "Korrigieren" must keep the author's text, so this is deliberately conservative: a word is only
 * replaced when Hunspell does not know it, it does not look like a name, an address, a number, a
 * hashtag or an acronym, it is not a compound of known words that the dictionary happens to lack
 * ("Nahverkehrsgesellschaft"), and Hunspell's suggestion is at most one or two edits away. When in
 * doubt, the word stays.
 */
import { loadModule } from 'hunspell-asm';
import type { RedactChange } from '../provider.ts';
import { editDistance } from './editDistance.ts';
import { CONTRACTIONS, determinerOf, type Morphology } from './morphology/index.ts';

export interface Speller {
  spell(word: string): boolean;
  suggest(word: string): string[];
}

let loading: Promise<Speller> | undefined;

/** The one Hunspell instance of the process (German dictionary), created on first use. */
export function loadSpeller(): Promise<Speller> {
  loading ??= (async () => {
    const [factory, dictionary] = await Promise.all([loadModule(), import('dictionary-de')]);
    const aff = factory.mountBuffer(dictionary.default.aff, 'de.aff');
    const dic = factory.mountBuffer(dictionary.default.dic, 'de.dic');
    const hunspell = factory.create(aff, dic);
    return withCache(hunspell);
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Suggestions cost 20–250 ms each in Hunspell; a repeated word must not pay twice. */
function withCache(hunspell: Speller): Speller {
  const spelled = new Map<string, boolean>();
  const suggested = new Map<string, string[]>();
  return {
    spell(word) {
      let known = spelled.get(word);
      if (known === undefined) {
        known = hunspell.spell(word);
        if (spelled.size > 100_000) spelled.clear();
        spelled.set(word, known);
      }
      return known;
    },
    suggest(word) {
      let list = suggested.get(word);
      if (!list) {
        list = hunspell.suggest(word);
        if (suggested.size > 5_000) suggested.clear();
        suggested.set(word, list);
      }
      return list;
    },
  };
}

const LINKING = ['', 's', 'es', 'n', 'en', 'e', 'er', 'ns'];
const capitalise = (word: string) => (word[0] ?? '').toUpperCase() + word.slice(1);

/**
 * A compound of known words that the dictionary lacks: "Nahverkehrsgesellschaft" = "Nahverkehr" +
 * linking "s" + "Gesellschaft". Nouns only; parts must be at least 3 (head) and 4 (tail) letters,
 * the tail is a noun, the head may itself be a compound (one level deep).
 */
export function isKnownCompound(speller: Speller, word: string, depth = 0): boolean {
  // Only nouns: splitting adjectives and verbs lets typos through ("vorraus" + "sichtlich").
  if (word.length < 7 || depth > 1 || !/^\p{Lu}/u.test(word)) return false;
  const upper = true;
  for (let split = word.length - 4; split >= 3; split--) {
    const tail = word.slice(split);
    const tailWord = upper ? capitalise(tail) : tail;
    if (!speller.spell(tailWord) && !speller.spell(tail)) continue;
    const head = word.slice(0, split);
    for (const link of LINKING) {
      if (link && !head.endsWith(link)) continue;
      const stem = link ? head.slice(0, -link.length) : head;
      if (stem.length < 3) continue;
      if (
        speller.spell(stem) ||
        speller.spell(capitalise(stem)) ||
        speller.spell(stem.toLowerCase()) ||
        isKnownCompound(speller, capitalise(stem), depth + 1)
      ) {
        return true;
      }
    }
  }
  return false;
}

/** Directly after one of these (no article), a capitalised word is a place or a name: "in Halberg". */
const BARE_PREPOSITIONS = new Set([
  'in',
  'aus',
  'nach',
  'bei',
  'von',
  'ab',
  'bis',
  'für',
  'gegen',
  'ohne',
  'um',
  'über',
  'unter',
  'zwischen',
  'mit',
  'nahe',
  'wie',
  'und',
  'oder',
]);

const HONORIFICS = new Set([
  'herr',
  'herrn',
  'frau',
  'dr',
  'prof',
  'familie',
  'kollege',
  'kollegin',
  'bürgermeister',
  'bürgermeisterin',
  'oberbürgermeister',
  'oberbürgermeisterin',
  'minister',
  'ministerin',
  'präsident',
  'präsidentin',
  'sprecher',
  'sprecherin',
  'chef',
  'chefin',
  'trainer',
  'trainerin',
  'autor',
  'autorin',
  'geschäftsführer',
  'geschäftsführerin',
]);

interface Token {
  word: string;
  start: number;
  end: number;
  sentenceStart: boolean;
  /** Directly followed by a full stop: maybe an abbreviation ("Tel.", "Str."). */
  dotted: boolean;
}

/** Whether the word at `start` opens a sentence: only quotes, brackets and spaces since a stop or a line break. */
function startsSentence(text: string, start: number): boolean {
  for (let i = start - 1; i >= 0; i--) {
    const char = text.charAt(i);
    if (char === '\n') return true;
    if (/[„“"'‚»«(\s]/u.test(char)) continue;
    return /[.!?:…]/.test(char);
  }
  return true;
}

/** Words to check, with offsets; anything that is not a plain word (address, number, tag) is left out. */
function candidateTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const raw = match[0];
    const leading = /^[„“”"'‚‘’»«([{<*_]+/.exec(raw)?.[0].length ?? 0;
    const trailing = /[„“”"'‚‘’»«)\]}>*_.,;:!?…]+$/.exec(raw.slice(leading))?.[0].length ?? 0;
    const word = raw.slice(leading, raw.length - trailing);
    if (!word) continue;
    // Addresses, hashtags, mentions, numbers, abbreviations with inner dots, paths, code.
    if (/[\d@#/\\_&=+%§$€<>|~^*]|\.|:\/\//u.test(word)) continue;
    if (!/^[\p{L}][\p{L}'’-]*$/u.test(word)) continue;
    const start = match.index + leading;
    const sentenceStart = startsSentence(text, start);
    const dotted = raw.charAt(raw.length - trailing) === '.';
    tokens.push({ word, start, end: start + word.length, sentenceStart, dotted });
  }
  return tokens;
}

export interface SpellingOptions {
  signal?: AbortSignal;
  /**
   * The morphological dictionary (korrigieren passes it): a form it knows is right („fass“, „geh“), and
   * a capitalised word it does not know inside a sentence is a name until an article or adjective
   * before it proves it a noun („zu Guttenberg“ stays, „die neue Zietung“ is corrected).
   */
  morphology?: Morphology;
}

/**
 * Bounds that keep one text's check short whatever it holds (docs/architecture.md, bounded work):
 * a word longer than any German dictionary word is not checked (splitting it into compounds costs
 * n² look-ups), and Hunspell's suggestions (20–300 ms each) are asked for at most this many distinct
 * words and for at most this long per text; after that, unknown words stay as they are.
 */
export const SPELLING_LIMITS = { maxWordLength: 64, maxSuggestedWords: 60, suggestionMs: 1_500 };

/** Misspellings of the text with their replacement; the text itself is not changed here. */
export async function findMisspellings(
  speller: Speller,
  text: string,
  options: SpellingOptions = {},
): Promise<(RedactChange & { start: number; end: number })[]> {
  const tokens = candidateTokens(text);
  const frequency = new Map<string, number>();
  for (const token of tokens) {
    for (const word of new Set([token.word, ...token.word.split('-')])) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const found: (RedactChange & { start: number; end: number })[] = [];
  const suggestedWords = new Set<string>();
  let suggestionTime = 0;
  for (let position = 0; position < tokens.length; position++) {
    const token = tokens[position] as Token;
    if (options.signal?.aborted) throw options.signal.reason ?? new Error('aborted');
    // Hyphenated words are left alone: they mix in names, acronyms and loan words ("Social-Media-Kanäle",
    // "Coworking-Spaces", "Organisations-ID") far more often than they hide a typo.
    if (token.word.includes('-')) continue;
    // Words with an apostrophe („Grimm’sche“, „geht’s“) are written so on purpose.
    if (/['’]/.test(token.word)) continue;
    for (const part of [token]) {
      if (part.word.length > SPELLING_LIMITS.maxWordLength) continue;
      // The old spelling „daß“, „muß“, „Schluß“ (the dictionary data lists some of it as words): its new form.
      const newSpelling = oldEszett(speller, part.word);
      if (newSpelling) {
        found.push({ original: part.word, replacement: newSpelling, reason: OLD_SPELLING_REASON, start: part.start, end: part.end });
        continue;
      }
      if (!needsCheck(part.word)) continue;
      if (speller.spell(part.word) || knownByDictionary(speller, options.morphology, part.word)) continue;
      if (options.morphology && isSuperlativeOfKnownAdjective(speller, options.morphology, part.word)) continue;
      // A name until proven otherwise: only a long word whose fix is a common noun of the dictionary
      // („Vorraussetzung“) is corrected without an article before it.
      const maybeName = options.morphology !== undefined && isProtectedName(options.morphology, part, tokens[position - 1]);
      if (maybeName && [...part.word].length < 7) continue;
      const undoubled = options.morphology ? undoubledWord(speller, part.word) : undefined;
      // A capitalised word only into a word of the dictionary (names: „Guttenberg“ is no „Gutenberg“).
      if (undoubled && (/^\p{Ll}/u.test(part.word) || options.morphology?.isKnownWord(undoubled) || (!maybeName && !part.sentenceStart))) {
        // „Vorraussetzung“ passes as a compound („Vorr“ + „aussetzung“); with one letter less it is a word.
        found.push({ original: part.word, replacement: undoubled, reason: 'Rechtschreibung', start: part.start, end: part.end });
        continue;
      }
      if (isAccepted(speller, part.word, options.morphology)) continue;
      // "Tel.", "Str.", "Abt.": short words before a full stop are abbreviations, known or not.
      if (part.dotted && ([...part.word].length <= 4 || speller.spell(`${part.word}.`))) continue;
      const context = { previous: tokens[position - 1], next: tokens[position + 1], frequency };
      if (looksLikeName(part, context, speller)) continue;
      if (!suggestedWords.has(part.word)) {
        if (suggestedWords.size >= SPELLING_LIMITS.maxSuggestedWords || suggestionTime >= SPELLING_LIMITS.suggestionMs) continue;
        suggestedWords.add(part.word);
      }
      // Hunspell's suggest() blocks for up to a few hundred milliseconds: let other work of the thread run.
      await new Promise((resolve) => setImmediate(resolve));
      const asked = performance.now();
      // After an article or adjective a capitalised word is a noun, so any small fix may apply.
      const provenNoun = options.morphology !== undefined && !maybeName && /^\p{Lu}/u.test(part.word) && !part.sentenceStart;
      const replacement = bestSuggestion(speller, part, options.morphology, provenNoun);
      suggestionTime += performance.now() - asked;
      if (!replacement) continue;
      if (maybeName && !options.morphology?.isNoun(replacement)) continue;
      found.push({
        original: part.word,
        replacement,
        reason: replacement.toLowerCase() === part.word.toLowerCase() ? 'Rechtschreibung: Groß-/Kleinschreibung' : 'Rechtschreibung',
        start: part.start,
        end: part.end,
      });
    }
  }
  return found;
}

/**
 * A superlative the word lists lack, of an adjective the dictionary knows: „wertigste“ (wertig),
 * „schnellsten“ – never „corrected“ into another word („wenigste“).
 */
function isSuperlativeOfKnownAdjective(speller: Speller, morphology: Morphology, word: string): boolean {
  const match = /^(\p{Ll}{3,}?)e?ste[nmrs]?$/u.exec(word);
  if (!match || word.length > 40) return false;
  const stem = match[1]!;
  // An adjective of the dictionary, or one Hunspell knows with an adjective's suffix („wertig“).
  return [stem, stem.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u')].some(
    (lemma) =>
      morphology.adjectives(lemma).some((adjective) => adjective.lemma === lemma) ||
      (/(ig|lich|isch|bar|sam|haft)$/.test(lemma) && speller.spell(lemma)),
  );
}

export const OLD_SPELLING_REASON = 'Rechtschreibung: „ss“ nach kurzem Vokal (neue Rechtschreibung)';

/**
 * „daß“ → „dass“, „muß“ → „muss“, „Schluß“ → „Schluss“, „läßt“ → „lässt“: a word with „ß“ that Hunspell
 * (new spelling) does not know, whose „ß“ after a single vowel turned into „ss“ gives a word it knows.
 * „Fuß“, „Straße“, „weiß“ are known and never reach here; a name („Preuß“) has no known „ss“ form.
 */
export function oldEszett(speller: Speller, word: string): string | undefined {
  if (!word.includes('ß') || word.length > 40 || speller.spell(word)) return undefined;
  const candidate = word.replace(/(?<![aeiouäöü])([aeiouäöü])ß/g, '$1ss');
  return candidate !== word && speller.spell(candidate) ? candidate : undefined;
}

/**
 * Short words, acronyms (ÖPNV) and mixed case (iPhone, McKinsey) are never checked, nor capitalised
 * words of up to four letters (abbreviations and loan words such as "App", "Kita", "Abo").
 */
function needsCheck(word: string): boolean {
  if ([...word].length < 3) return false;
  if (/^\p{Lu}/u.test(word) && [...word].length <= 4) return false;
  if (/^\p{Lu}{2,}/u.test(word)) return false;
  if (/.\p{Lu}/u.test(word)) return false;
  return true;
}

function isAccepted(speller: Speller, word: string, morphology?: Morphology): boolean {
  // With the dictionary a prefixed verb must have a verb after its prefix („entgültig“ has none).
  const prefixed = isPrefixedVerb(speller, word, morphology ? (rest) => morphology.isVerbForm(rest) : undefined);
  // With the dictionary a short word is no compound of short parts („Terasse“ is no „Ter“ + „Asse“).
  const compound = (!morphology || [...word].length >= 9) && isKnownCompound(speller, word);
  return speller.spell(word) || compound || prefixed || isWeakVerbForm(speller, word);
}

/**
 * A form the morphological dictionary knows („fass“, „geh“, „Streu“), though Hunspell does not.
 */
function knownByDictionary(speller: Speller, morphology: Morphology | undefined, word: string): boolean {
  if (!morphology || morphology.analyse(word).length === 0) return false;
  // The data also lists some misspellings as words („Terasse“): one with a letter that Hunspell knows
  // doubled is taken for that slip.
  for (let index = 1; index < word.length; index++) {
    const letter = word.charAt(index);
    if (!/[bcdfgklmnprstz]/.test(letter) || word.charAt(index - 1) === letter || word.charAt(index + 1) === letter) continue;
    if (speller.spell(word.slice(0, index) + letter + word.slice(index))) return false;
  }
  return true;
}

/**
 * A word Hunspell lacks that is a known word with one doubled letter single („Vorraussetzung“ →
 * „Voraussetzung“): the likeliest slip of all, and checked without asking for suggestions.
 */
function undoubledWord(speller: Speller, word: string): string | undefined {
  if (speller.spell(word) || [...word].length < 6) return undefined;
  for (const match of word.matchAll(/(\p{L})\1/gu)) {
    const candidate = word.slice(0, match.index) + word.slice(match.index + 1);
    if (speller.spell(candidate)) return candidate;
  }
  return undefined;
}

const WEAK_ENDINGS = ['etest', 'eten', 'etet', 'ete', 'test', 'ten', 'tet', 'te', 'est', 'et', 'st', 'e', 't'];

/**
 * Forms of a verb whose infinitive (or the noun spelled like it) the dictionary knows but whose
 * inflection it lacks – typically loan verbs ("postete": "Posten"). Lower-case words only.
 */
function isWeakVerbForm(speller: Speller, word: string): boolean {
  if (/^\p{Lu}/u.test(word) || word.length < 6) return false;
  // A noun written small („umgehungsstraße“ is no verb form of „Umgehungsstraßen“).
  if (speller.spell(capitalise(word))) return false;
  return WEAK_ENDINGS.some((ending) => {
    if (!word.endsWith(ending)) return false;
    const stem = word.slice(0, -ending.length);
    // The capitalised form counts too: the dictionary often has the noun ("Posten") but not the verb.
    return stem.length >= 3 && (speller.spell(`${stem}en`) || speller.spell(capitalise(`${stem}en`)));
  });
}

const VERB_PREFIXES = [
  'zusammen',
  'entgegen',
  'zurück',
  'vorbei',
  'weiter',
  'wieder',
  'durch',
  'heraus',
  'herein',
  'hinaus',
  'voran',
  'unter',
  'über',
  'fest',
  'frei',
  'hoch',
  'fort',
  'nach',
  'ab',
  'an',
  'auf',
  'aus',
  'bei',
  'ein',
  'mit',
  'vor',
  'weg',
  'zu',
  'um',
  'dar',
  'los',
  'her',
  'hin',
  'be',
  'ver',
  'er',
  'ent',
  'zer',
  'miss',
];

/**
 * Verbs with a prefix that the dictionary lacks ("auslasten", "auszulasten", "vorbeischauen"): prefix,
 * an optional infinitive "zu", and a known verb. Lower-case words only.
 */
function isPrefixedVerb(speller: Speller, word: string, isVerb?: (rest: string) => boolean): boolean {
  if (/^\p{Lu}/u.test(word) || word.length < 6) return false;
  for (const prefix of VERB_PREFIXES) {
    if (!word.startsWith(prefix)) continue;
    let rest = word.slice(prefix.length);
    if (rest.length >= 4 && speller.spell(rest) && (!isVerb || isVerb(rest))) return true;
    if (rest.startsWith('zu')) {
      rest = rest.slice(2);
      if (rest.length >= 4 && speller.spell(rest) && (!isVerb || isVerb(rest))) return true;
    }
  }
  return false;
}

/**
 * A capitalised unknown word is taken for a name when something around it says so: a title or role
 * before it ("Frau Okonkwo", "Bürgermeisterin Albers"), a preposition without an article ("in
 * Halberg" – a common noun would need one), another capitalised word next to it inside a sentence
 * ("Sarah Okonkwo"), or the same spelling more than once in the text.
 */
function looksLikeName(
  token: Token,
  context: { previous: Token | undefined; next: Token | undefined; frequency: Map<string, number> },
  speller: Speller,
): boolean {
  if (!/^\p{Lu}/u.test(token.word)) return false;
  if ((context.frequency.get(token.word) ?? 0) > 1) return true;
  const previous = context.previous;
  if (previous && HONORIFICS.has(previous.word.toLowerCase().replace(/\.$/, ''))) return true;
  if (previous && !token.sentenceStart && BARE_PREPOSITIONS.has(previous.word)) return true;
  if (previous && !token.sentenceStart && /^\p{Lu}/u.test(previous.word) && !previous.sentenceStart) return true;
  if (previous && !token.sentenceStart && /^\p{Lu}/u.test(previous.word) && !speller.spell(previous.word)) return true;
  const next = context.next;
  if (next && /^\p{Lu}/u.test(next.word) && !speller.spell(next.word) && !next.sentenceStart) return true;
  return false;
}

/**
 * A capitalised word that is not a sentence's first is a name unless an article, a contracted
 * preposition or an adjective stands right before it; at a sentence start it is one unless the
 * dictionary knows its lower-case form's neighbours (Hunspell decides there as before).
 */
function isProtectedName(morphology: Morphology, token: Token, previous: Token | undefined): boolean {
  if (!/^\p{Lu}/u.test(token.word) || token.sentenceStart) return false;
  if (!previous) return true;
  const before = previous.word.toLowerCase();
  if (determinerOf(before) || Object.hasOwn(CONTRACTIONS, before)) return false;
  return !(/^\p{Ll}/u.test(previous.word) && morphology.isAdjectiveForm(previous.word));
}

/** Endings of inflected forms that Hunspell's word list may lack. */
const INFLECTION_ENDINGS = new Set(['s', 'es', 'n', 'en', 'e', 'er', 'ern']);

const isAnagram = (a: string, b: string) => [...a.toLowerCase()].sort().join('') === [...b.toLowerCase()].sort().join('');

function foldFirst(word: string): string {
  return (word[0] ?? '').toLowerCase();
}

/** The closest Hunspell suggestion within the allowed distance, in the word's own capitalisation. */
function bestSuggestion(speller: Speller, token: Token, nounDictionary?: Morphology, mayBeNoun = false): string | undefined {
  const word = token.word;
  const upper = /^\p{Lu}/u.test(word);
  const maxDistance = upper ? ([...word].length >= 10 ? 2 : 1) : [...word].length >= 7 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (let suggestion of speller.suggest(word).slice(0, 6)) {
    if (/\s|^-|-$/.test(suggestion)) continue;
    // At the start of a sentence every word is capitalised; keep that.
    if (token.sentenceStart && upper && !/^\p{Lu}/u.test(suggestion)) suggestion = capitalise(suggestion);
    // A capitalised word inside a sentence whose only fix is a lower-case word is probably a name.
    if (upper && !token.sentenceStart && !/^\p{Lu}/u.test(suggestion) && suggestion.toLowerCase() !== word.toLowerCase()) continue;
    // Typos rarely hit the first letter; a different first letter means a different word ("postete" is
    // not "rostete", "checkten" not "heckten").
    if (foldFirst(suggestion) !== foldFirst(word)) continue;
    // Never split a word ("Wertach" is not "Wert-ach") or drop an ending the dictionary lacks
    // ("Alkohols", "Kombis" are right): a correction must not make a right word wrong.
    if (suggestion.includes('-') && !word.includes('-')) continue;
    if (word.startsWith(suggestion) && INFLECTION_ENDINGS.has(word.slice(suggestion.length))) continue;
    let distance = editDistance(word, suggestion);
    // A doubled letter typed once too often ("Plänne") is the likeliest slip: prefer dropping it.
    if (distance === 1 && /(\p{L})\1/u.test(word) && word.replace(/(\p{L})\1/gu, '$1') === suggestion.replace(/(\p{L})\1/gu, '$1'))
      distance = 0.5;
    // A capitalised word inside a sentence is often a name Hunspell does not know ("Maier", "Tonis"):
    // only a swapped pair of letters ("Zietung") or a doubled letter counts as a slip there.
    const provenNoun = nounDictionary?.isNoun(suggestion) ?? false;
    // After an article a letter left out or typed twice is a slip; a changed letter in a short word is
    // as often a word the dictionary lacks („der Schiri“ is no „Schirm“), so that needs a longer word.
    const nounFix = mayBeNoun && provenNoun && ([...word].length >= 8 || [...word].length !== [...suggestion].length);
    // At a sentence start too, a capitalised word is fixed only into a noun of the dictionary, never into
    // a name („Guttenberg ist …“ is no „Gutenberg“).
    if (
      nounDictionary &&
      upper &&
      token.sentenceStart &&
      /^\p{Lu}/u.test(suggestion) &&
      !provenNoun &&
      suggestion.toLowerCase() !== word.toLowerCase()
    ) {
      const lower = suggestion.charAt(0).toLowerCase() + suggestion.slice(1);
      if (!nounDictionary.isKnownWord(lower)) continue;
    }
    if (upper && !token.sentenceStart && distance !== 0.5 && !isAnagram(word, suggestion) && !nounFix) continue;
    if (distance < bestDistance && distance <= maxDistance) {
      best = suggestion;
      bestDistance = distance;
    }
  }
  return best;
}
