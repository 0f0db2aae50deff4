/**
 * What a short link may point to and be called. Target URLs go through the WHATWG URL parser and are
 * stored in its normalised form, so the Location header of the redirect is always well-formed.
 */
import { randomInt } from 'node:crypto';

export const MAX_URL_LENGTH = 2048;
export const SLUG_PATTERN = /^[A-Za-z0-9_-]{3,64}$/;

const SLUG_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const GENERATED_SLUG_LENGTH = 7;

/** 7 characters of [A-Za-z0-9] from the CSPRNG: 62^7 ≈ 3.5·10^12 slugs, not guessable in sequence. */
export function randomSlug(): string {
  let slug = '';
  for (let i = 0; i < GENERATED_SLUG_LENGTH; i += 1) slug += SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)];
  return slug;
}

/**
 * The normalised target, or undefined when it is not acceptable: not http(s) (javascript:, data:,
 * ftp:, …), credentials in it, unparsable, longer than 2 048 characters (before or after
 * normalisation), or a short link of this gateway itself (that would redirect in a loop).
 */
export function normaliseTargetUrl(input: string, shortLinkBaseUrl: string): string | undefined {
  const candidate = input.trim();
  if (!candidate || candidate.length > MAX_URL_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || !url.hostname) return undefined;
  if (url.href.length > MAX_URL_LENGTH) return undefined;
  if (url.href.startsWith(`${shortLinkBaseUrl}/`)) return undefined;
  return url.href;
}
