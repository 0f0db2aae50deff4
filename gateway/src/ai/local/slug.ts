/**
 * URL slugs and word-boundary shortening, shared by the SEO and social tools.
 * Slugs are lower case ASCII: German umlauts are transliterated (ä → ae, ö → oe, ü → ue, ß → ss)
 * rather than dropped, other accents lose their mark (é → e), everything else becomes a hyphen.
 */
export function slugify(text: string, max = 60): string {
  const ascii = text
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ẞ/g, 'SS')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, '-und-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii.length <= max) return ascii;
  // Cut at the last hyphen that fits, so that no word is broken.
  const cut = ascii.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : ascii.slice(0, max)).replace(/-+$/g, '');
}

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
