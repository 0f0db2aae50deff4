/** Below this share of the limit a cut at a word boundary would waste too much room; then cut mid-word. */
const MIN_WORD_CUT = 0.6;

/**
 * Shortens a text the way a search engine shortens a title or description in its result list: at
 * the last word boundary that fits, trailing punctuation dropped, then "…". The shortened text,
 * ellipsis included, is never longer than `limit`, so the preview shows what readers will see.
 */
export function truncateForSnippet(text: string, limit: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= limit) return clean;
  const room = clean.slice(0, limit - 1);
  const lastSpace = room.lastIndexOf(' ');
  if (lastSpace < limit * MIN_WORD_CUT) return `${room}…`;
  return `${room.slice(0, lastSpace).replace(/[\s,;:.!?–-]+$/u, '')} …`;
}
