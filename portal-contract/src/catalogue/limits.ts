/**
 * Limits of the data services that browser and gateway both check (the browser first, so the user
 * hears at once; the gateway for real). One place, read by the gateway too: no React here.
 */

/** Longest feedback message, in characters. */
export const feedbackMaxLength = 5000;

/** A custom short-link slug: 3 to 64 letters, digits, - or _. */
export const shortLinkSlugPattern = /^[A-Za-z0-9_-]{3,64}$/;

/** Longest target URL of a short link (after normalisation in the gateway). */
export const shortLinkMaxUrlLength = 2048;
