/**
 * "Korrigieren": typography first (quotes, dashes, spaces – pure rules), then spelling (Hunspell) on
 * the result. Each word replacement is applied at its offset, so the author's text stays exactly as
 * it was everywhere else – the page shows a word diff, and every difference must be a listed change.
 */
import type { RedactResult } from '../provider.ts';
import { findMisspellings, type Speller } from './spelling.ts';
import { fixTypography } from './typography.ts';

export async function correctText(speller: Speller, text: string, signal?: AbortSignal): Promise<RedactResult> {
  const typography = fixTypography(text);
  const misspellings = await findMisspellings(speller, typography.text, signal ? { signal } : {});
  let corrected = typography.text;
  // From the end, so earlier offsets stay valid.
  for (const { start, end, replacement } of [...misspellings].sort((a, b) => b.start - a.start)) {
    corrected = corrected.slice(0, start) + replacement + corrected.slice(end);
  }
  const spelling = misspellings.map(({ original, replacement, reason }) => ({ original, replacement, reason }));
  return { corrected, changes: [...spelling, ...typography.changes] };
}
