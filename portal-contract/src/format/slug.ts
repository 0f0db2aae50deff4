/**
 * The portal's one URL slug: lower-case ASCII, German umlauts transliterated (ä → ae, ö → oe,
 * ü → ue, ß → ss) rather than dropped, other accents lose their mark (é → e), "&" becomes "und",
 * everything else one hyphen. Longer than `max`, it is cut at the last hyphen that fits, so no word
 * is broken. The gateway's SEO tools and the SEO pages use this same function (no React here).
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
  const cut = ascii.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : ascii.slice(0, max)).replace(/-+$/g, '');
}
