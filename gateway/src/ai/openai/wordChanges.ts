/**
 * The changes between a text and its corrected version, as a word diff with a German reason per
 * change. The reason is a heuristic from the kind of difference (quotes, dashes, case, punctuation,
 * a small spelling difference); it labels what changed, the model never has to describe it.
 */
import { diffSentences, diffWordsWithSpace, type ChangeObject } from 'diff';
import type { RedactMode } from 'portal-contract';
import type { RedactChange } from '../provider.ts';

const QUOTES = /["'„“”‚‘’«»‹›]/g;
const DASHES = /[-‐‑‒–—]/g;
const PUNCTUATION = /[.,;:!?…()[\]/]/g;

/** How long a diff may take before a coarser one is used (a full rewrite of 20 000 characters takes seconds). */
const DIFF_TIMEOUT_MS = 1500;

type Differ = typeof diffWordsWithSpace | typeof diffSentences;

/** jsdiff in its asynchronous mode: computed in slices, so the event loop keeps serving others. */
function diffInSlices(differ: Differ, before: string, after: string): Promise<ChangeObject<string>[] | undefined> {
  return new Promise((done) => {
    differ(before, after, { timeout: DIFF_TIMEOUT_MS, callback: (parts: ChangeObject<string>[] | undefined) => done(parts) });
  });
}

/**
 * Word by word; when that takes too long (a text rewritten from top to bottom), sentence by
 * sentence; and failing that, the whole text as one change.
 */
export async function wordChanges(original: string, corrected: string, mode: RedactMode): Promise<RedactChange[]> {
  if (original === corrected) return [];
  const parts = (await diffInSlices(diffWordsWithSpace, original, corrected)) ??
    (await diffInSlices(diffSentences, original, corrected)) ?? [
      { value: original, removed: true, added: false, count: 1 },
      { value: corrected, removed: false, added: true, count: 1 },
    ];
  return changesOf(parts, mode);
}

function changesOf(parts: ChangeObject<string>[], mode: RedactMode): RedactChange[] {
  const raw: { original: string; replacement: string }[] = [];
  let pending: { original: string; replacement: string } | undefined;
  let gap = '';
  for (const part of parts) {
    if (!part.added && !part.removed) {
      // Redigieren rewrites passages: changes with only spaces between them are one change there.
      if (pending && mode === 'redigieren' && /^\s+$/.test(part.value) && !part.value.includes('\n')) {
        gap = part.value;
        continue;
      }
      if (pending) raw.push(pending);
      pending = undefined;
      gap = '';
      continue;
    }
    pending ??= { original: '', replacement: '' };
    if (gap) {
      pending.original += gap;
      pending.replacement += gap;
      gap = '';
    }
    if (part.removed) pending.original += part.value;
    else pending.replacement += part.value;
  }
  if (pending) raw.push(pending);
  return raw.map((change) => ({ ...change, reason: reasonFor(change.original, change.replacement, mode) }));
}

export function reasonFor(original: string, replacement: string, mode: RedactMode): string {
  const strip = (text: string, pattern: RegExp) => text.replace(pattern, '');
  if (original.trim() === replacement.trim()) return 'Typografie: Leerzeichen';
  if (strip(original, QUOTES) === strip(replacement, QUOTES)) return 'Typografie: Anführungszeichen';
  if (strip(original, DASHES) === strip(replacement, DASHES)) return 'Typografie: Gedankenstrich';
  if (original.replace(/\.\.\./g, '…') === replacement) return 'Typografie: Auslassungspunkte';
  if (strip(original, /\s/g).toLowerCase() === strip(replacement, /\s/g).toLowerCase()) return 'Getrennt- und Zusammenschreibung';
  if (original.toLowerCase() === replacement.toLowerCase()) return 'Groß- und Kleinschreibung';
  if (strip(original, PUNCTUATION) === strip(replacement, PUNCTUATION)) return 'Zeichensetzung';
  if (mode === 'redigieren') return 'Stil';
  const single = !/\s/.test(original.trim()) && !/\s/.test(replacement.trim());
  if (
    single &&
    original &&
    replacement &&
    editDistance(original.toLowerCase(), replacement.toLowerCase()) <= Math.max(2, Math.ceil(original.length / 4))
  ) {
    return 'Rechtschreibung';
  }
  return 'Grammatik';
}

/** Levenshtein distance; the words here are short. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
