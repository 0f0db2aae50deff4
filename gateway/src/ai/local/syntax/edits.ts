/**
 * What a rule proposes: a replacement of a stretch of the text, with the rule's id and German reason.
 * The edits of all rules are applied together, from the end; where two overlap the earlier rule wins.
 */

/** A change as the page lists it (the contract's RedactChange without the house-style fields). */
export interface Change {
  original: string;
  replacement: string;
  reason: string;
}

export interface Edit {
  start: number;
  end: number;
  replacement: string;
  rule: string;
  reason: string;
}

export function applyEdits(text: string, edits: Edit[]): { text: string; changes: Change[] } {
  const kept: Edit[] = [];
  for (const edit of edits) {
    if (text.slice(edit.start, edit.end) === edit.replacement) continue;
    if (kept.some((other) => edit.start < other.end && other.start < edit.end)) continue;
    kept.push(edit);
  }
  let result = text;
  for (const edit of [...kept].sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.replacement + result.slice(edit.end);
  const changes = [...kept]
    .sort((a, b) => a.start - b.start)
    .map((edit) => ({ original: text.slice(edit.start, edit.end), replacement: edit.replacement, reason: edit.reason }));
  return { text: result, changes };
}
