import { diffWordsWithSpace } from 'diff';

/** Text both versions share. */
export interface SamePart {
  kind: 'same';
  text: string;
}

/** One edit: `removed` from the author's text, `added` in its place (either may be empty). */
export interface ChangePart {
  kind: 'change';
  id: number;
  removed: string;
  added: string;
}

export type DiffPart = SamePart | ChangePart;

/** A rewrite this slow to diff is shown as one change rather than freezing the page. */
const diffTimeoutMs = 1500;

/** Spaces or tabs only: what separates words on one line. */
const onlyInlineSpace = /^[^\S\n]+$/;

/**
 * The word-level diff of `original` → `corrected` as same parts and numbered changes. Joining the
 * same parts with each change's `removed` gives `original` back exactly, with `added` the corrected
 * text, so every accept/reject combination is a well-formed text.
 *
 * Changes separated only by spaces are merged: „in der Stadt“ → „im Ort“ is one edit to a reader,
 * while the raw diff would pair „in“/„im“ and „der“/„Ort“ around the shared blanks.
 */
export function wordChanges(original: string, corrected: string): DiffPart[] {
  const raw = diffWordsWithSpace(original, corrected, { timeout: diffTimeoutMs }) ?? [
    { value: original, removed: true, added: false },
    { value: corrected, removed: false, added: true },
  ];
  const parts: DiffPart[] = [];
  for (const { value, added, removed } of raw) {
    if (value === '') continue;
    const last = parts.at(-1);
    if (!added && !removed) {
      if (last?.kind === 'same') last.text += value;
      else parts.push({ kind: 'same', text: value });
      continue;
    }
    const change = last?.kind === 'change' ? last : absorbGap(parts);
    if (removed) change.removed += value;
    else change.added += value;
  }
  let next = 0;
  for (const part of parts) if (part.kind === 'change') part.id = next++;
  return parts;
}

/** The change to extend: the one before a gap of spaces (the gap joins it on both sides), or a new one. */
function absorbGap(parts: DiffPart[]): ChangePart {
  const gap = parts.at(-1);
  const before = parts.at(-2);
  if (gap?.kind === 'same' && onlyInlineSpace.test(gap.text) && before?.kind === 'change') {
    parts.pop();
    before.removed += gap.text;
    before.added += gap.text;
    return before;
  }
  const change: ChangePart = { kind: 'change', id: -1, removed: '', added: '' };
  parts.push(change);
  return change;
}

export const isChange = (part: DiffPart): part is ChangePart => part.kind === 'change';

/** The text with each change taken (`accepted(id)`) or left as the author wrote it. */
export function textWithChoices(parts: readonly DiffPart[], accepted: (id: number) => boolean): string {
  return parts.map((part) => (part.kind === 'same' ? part.text : accepted(part.id) ? part.added : part.removed)).join('');
}

export const originalText = (parts: readonly DiffPart[]): string => textWithChoices(parts, () => false);
export const correctedText = (parts: readonly DiffPart[]): string => textWithChoices(parts, () => true);
