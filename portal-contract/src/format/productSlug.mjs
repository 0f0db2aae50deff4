// Plain JavaScript on purpose: `npm start` (scripts/lib/env.mjs, run by plain Node) and the gateway
// must derive the same slug, since it names the realtime channel everyone listens to.
/**
 * The product slug from its name ("KI-Portal" → "ki-portal"): lower-case ASCII, accents dropped,
 * everything else one hyphen. The default of PRODUCT_SLUG.
 * @param {string} name
 * @returns {string}
 */
export function productSlugOf(name) {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
