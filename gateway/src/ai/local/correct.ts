/**
 * "Korrigieren": typography first (quotes, dashes, spaces – pure rules), then the grammar rules table
 * (grammar.ts: doubled words, seit/seid, commas before „dass“ …), then spelling (Hunspell) on the
 * result — so a known variant („Email“) already has its house form („E-Mail“) before the speller could
 * take the nearest dictionary word („Emil“). Each word replacement is applied at its offset, so the author's text stays exactly as
 * it was everywhere else – the page shows a word diff, and every difference must be a listed change.
 */
import type { RedactResult } from '../provider.ts';
import { findMisspellings, type Speller } from './spelling.ts';
import { fixGrammar } from './grammar.ts';
import { fixTypography } from './typography.ts';

export async function correctText(speller: Speller, text: string, signal?: AbortSignal): Promise<RedactResult> {
  const typography = fixTypography(text);
  const grammar = fixGrammar(typography.text);
  const misspellings = await findMisspellings(speller, grammar.text, signal ? { signal } : {});
  let corrected = grammar.text;
  // From the end, so earlier offsets stay valid.
  for (const { start, end, replacement } of [...misspellings].sort((a, b) => b.start - a.start)) {
    corrected = corrected.slice(0, start) + replacement + corrected.slice(end);
  }
  const spelling = misspellings.map(({ original, replacement, reason }) => ({ original, replacement, reason }));
  return { corrected, changes: [...spelling, ...typography.changes, ...grammar.changes] };
}
