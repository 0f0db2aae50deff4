/** German umlauts the way German URLs spell them (the gateway's slugs follow the same rule). */
const transliterations: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A URL slug from any text: lower case, umlauts as ae/oe/ue/ss, other accents dropped, everything
 * that is not a letter or digit becomes one hyphen. "Straßenbahn für München" → "strassenbahn-fuer-muenchen".
 */
export function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => transliterations[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
