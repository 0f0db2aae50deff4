/**
 * A headline cut to a length at a phrase boundary: after shortening at a word, words that cannot end a
 * phrase are dropped from the end – articles and other determiners, prepositions, conjunctions, „zu“,
 * „nicht“, and declined adjectives whose noun was cut off („… auf Ökostrom und neue“ → „… auf Ökostrom“).
 */
import {
  CONTRACTIONS,
  COORDINATING_CONJUNCTIONS,
  determinerOf,
  morphologyOrStartBuild,
  PREPOSITION_CASES,
  SUBORDINATING_CONJUNCTIONS,
} from './morphology/index.ts';
import { shortenAtWord } from './slug.ts';

const OTHER_LINKS = new Set([
  'zu',
  'nicht',
  'als',
  'wie',
  'sich',
  'so',
  'sowie',
  'bzw.',
  'bis',
  'ab',
  'vom',
  'noch',
  'auch',
  'nur',
  'sehr',
]);

/** Whether a headline may end with this word. */
export function mayEndPhrase(word: string): boolean {
  const bare = word.replace(/[,;:–—-]+$/u, '');
  const lower = bare.toLowerCase();
  if (!bare) return false;
  if (determinerOf(lower) || Object.hasOwn(PREPOSITION_CASES, lower) || Object.hasOwn(CONTRACTIONS, lower)) return false;
  if (COORDINATING_CONJUNCTIONS.has(lower) || SUBORDINATING_CONJUNCTIONS.has(lower) || OTHER_LINKS.has(lower)) return false;
  // A declined adjective („neue“, „großen“) waits for its noun; the plain form („neu“) may end a phrase.
  // (Without the dictionary – a fresh clone's first seconds – this check is left out.)
  const morphology = /^\p{Ll}/u.test(bare) ? morphologyOrStartBuild() : undefined;
  if (morphology) {
    const adjectives = morphology.adjectives(bare);
    if (
      adjectives.length > 0 &&
      adjectives.every((adjective) => adjective.weak | adjective.mixed | adjective.strong) &&
      !morphology.isVerbForm(bare)
    )
      return false;
  }
  return true;
}

/** The text within `max` characters, cut after a word that may end a phrase (at least `minWords` kept). */
export function cutAtPhrase(text: string, max: number, minWords = 2): string {
  const words = shortenAtWord(text, max, false).split(' ');
  while (words.length > minWords && !mayEndPhrase(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ').replace(/[,;:–—-]+$/u, '');
}
