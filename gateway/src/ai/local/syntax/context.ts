/**
 * What every rule of the morphological pipeline gets: the tokens, the text and the dictionary, plus the
 * word-class questions they all ask („is this a finite verb here?“), answered the same way for all.
 */
import {
  determinerOf,
  FUNCTION_WORDS,
  lowerFirst,
  SUBJECT_PRONOUNS,
  VERB_FINITE,
  VERB_INFINITIVE,
  VERB_PAST_PARTICIPLE,
  type Morphology,
  type NounAnalysis,
} from '../morphology/index.ts';
import type { Edit } from './edits.ts';
import { isLower, isUpper, isWord, type Token } from './tokens.ts';

export interface RuleContext {
  text: string;
  tokens: Token[];
  morphology: Morphology;
  /** Hunspell, when the caller has it loaded: knows compounds the morphological dictionary lacks. */
  spell?: (word: string) => boolean;
}

export interface MorphologyRule {
  id: string;
  /** German, shown as the change's reason. */
  reason: string;
  find(context: RuleContext): Edit[];
}

export function edit(rule: MorphologyRule, token: Token, replacement: string): Edit {
  return { start: token.start, end: token.end, replacement, rule: rule.id, reason: rule.reason };
}

/** The word as the dictionary spells it: lower case at a sentence start for non-nouns. */
export function lookupForms(token: Token): string[] {
  return token.sentenceStart && isUpper(token.text) ? [token.text, lowerFirst(token.text)] : [token.text];
}

/** A finite verb form and nothing else that is likely here (no function word, adjective or noun reading). */
export function isFiniteVerb(morphology: Morphology, token: Token | undefined, options: { allowInfinitive?: boolean } = {}): boolean {
  if (!isWord(token)) return false;
  const word = token.sentenceStart ? lowerFirst(token.text) : token.text;
  if (!isLower(word) || FUNCTION_WORDS.has(word) || determinerOf(word)) return false;
  const verbs = morphology.verbs(word);
  if (!verbs.some((verb) => verb.forms & VERB_FINITE)) {
    // A participle or infinitive reading („vorbereitet“) is no joined finite form.
    if (!options.allowInfinitive && verbs.some((verb) => verb.forms & (VERB_INFINITIVE | VERB_PAST_PARTICIPLE))) return false;
    // „…, dass wir aufsteigen“: the infinitive of a separable verb is also its joined plural, like „kommen“.
    const infinitiveOnly = options.allowInfinitive === true && verbs.every((verb) => verb.forms & VERB_INFINITIVE);
    return (verbs.length === 0 || infinitiveOnly) && isJoinedSeparableVerb(morphology, word);
  }
  if (!options.allowInfinitive && verbs.some((verb) => verb.forms & (VERB_INFINITIVE | VERB_PAST_PARTICIPLE))) return false;
  // An adjective reading blocks it – except the uninflected participle („gefällt“ is also „felled“).
  return !morphology
    .adjectives(word)
    .some((adjective) => adjective.weak | adjective.mixed | adjective.strong || !morphology.isVerbForm(word, VERB_PAST_PARTICIPLE));
}

const SEPARABLE_PARTICLES =
  /^(ab|an|auf|aus|bei|ein|fest|fort|her|hin|los|mit|nach|vor|weg|zu|zurück|zusammen|vorbei|weiter|heraus|herein|hinaus|hinein|statt|teil|um|durch|über|unter|wieder)/;

/**
 * A separable verb's finite form written whole, as at the end of a subordinate clause („…, als er
 * ankam“): the dictionary stores only „kam … an“, so particle and finite main part are checked apart.
 */
export function isJoinedSeparableVerb(morphology: Morphology, word: string): boolean {
  const particle = SEPARABLE_PARTICLES.exec(word)?.[0];
  if (!particle || word.length - particle.length < 3) return false;
  const rest = word.slice(particle.length);
  return morphology
    .verbs(rest)
    .some((verb) => verb.forms & VERB_FINITE && morphology.paradigm('V', particle + verb.lemma)?.extra === particle);
}

/** The noun analyses of a capitalised word; an unknown compound takes those of its longest known tail. */
export function nounAnalyses(morphology: Morphology, word: string): { prefix: string; nouns: NounAnalysis[] } {
  if (!isUpper(word) || word.includes('-')) return { prefix: '', nouns: [] };
  const direct = morphology.nouns(word);
  if (direct.length > 0) return { prefix: '', nouns: direct };
  // A compound's last part decides („Bürgermeisterwahl“: „Wahl“): a first part of three letters or more,
  // a last part of four or more, and never a diminutive („Ziegelchen“ is no „Chen“).
  if (/(chen|lein)$/.test(word) || word.length > 40) return { prefix: '', nouns: [] };
  for (let split = 3; split <= word.length - 4; split++) {
    const tail = word.charAt(split).toUpperCase() + word.slice(split + 1);
    const nouns = morphology.nouns(tail);
    if (nouns.length > 0) return { prefix: word.slice(0, split), nouns };
  }
  return { prefix: '', nouns: [] };
}

export const isSubjectPronoun = (word: string) => Object.hasOwn(SUBJECT_PRONOUNS, word.toLowerCase());
export const isClauseMark = (token: Token | undefined) => token?.kind === 'mark' && /^[,;:.!?()–—"„“]$/.test(token.text);
