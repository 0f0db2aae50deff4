/** Word-boundary shortening for the SEO and social tools; the URL slug is shared-ui's (format/slug.ts). */
export { slugify } from 'portal-contract';

/**
 * Text shortened to at most `max` characters at a word boundary. With `ellipsis`, a cut text ends in
 * " …" (counted in `max`). Trailing punctuation and dangling short words are dropped.
 */
export function shortenAtWord(text: string, max: number, ellipsis = true): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if ([...clean].length <= max) return clean;
  const room = ellipsis ? max - 2 : max;
  const chars = [...clean];
  let cut = chars.slice(0, room + 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  cut = lastSpace > 0 ? cut.slice(0, lastSpace) : chars.slice(0, room).join('');
  cut = cut.replace(/[\s,;:–—-]+$/u, '');
  return ellipsis ? `${cut} …` : cut;
}
