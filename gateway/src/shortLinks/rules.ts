/**
 * What a short link may point to and be called. Target URLs go through the WHATWG URL parser and are
 * stored in its normalised form, so the Location header of the redirect is always well-formed.
 */
import { randomInt } from 'node:crypto';

import { isReservedShortLinkSlug, shortLinkMaxUrlLength, shortLinkSlugPattern, type MessageCode } from 'portal-contract';
import { isInternalHost } from './targetHost.ts';

export const MAX_URL_LENGTH = shortLinkMaxUrlLength;
export const SLUG_PATTERN = shortLinkSlugPattern;

const SLUG_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const GENERATED_SLUG_LENGTH = 7;

/**
 * 7 characters of [A-Za-z0-9] from the CSPRNG: 62^7 ≈ 3.5·10^12 slugs, not guessable in sequence;
 * never a reserved name (`HiStOry` is as unlikely as any other, but not impossible).
 */
export function randomSlug(): string {
  let slug = '';
  for (let i = 0; i < GENERATED_SLUG_LENGTH; i += 1) slug += SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)];
  return isReservedShortLinkSlug(slug) ? randomSlug() : slug;
}

/**
 * A short link of this gateway, however spelt: the same host (case and trailing dot do not matter,
 * nor scheme or port, since a proxy in front may answer both) and a path under the base path (doubled
 * slashes collapsed, any case). Redirecting there would loop.
 */
function isOwnShortLink(url: URL, shortLinkBaseUrl: string): boolean {
  const base = new URL(shortLinkBaseUrl);
  const sameHost = (name: string) => name.replace(/\.+$/, '').toLowerCase();
  if (sameHost(url.hostname) !== sameHost(base.hostname)) return false;
  const path = (value: string) =>
    value
      .replace(/\/{2,}/g, '/')
      .replace(/\/+$/, '')
      .toLowerCase();
  const basePath = path(base.pathname);
  const targetPath = path(url.pathname);
  return targetPath === basePath || targetPath.startsWith(`${basePath}/`);
}

/** The normalised target, or why it is refused: `target-not-allowed` for an internal host, else `invalid-url`. */
export type TargetVerdict = { url: string } | { refused: Extract<MessageCode, 'invalid-url' | 'target-not-allowed'> };

/**
 * Refused: not http(s) (javascript:, data:, ftp:, …), credentials in it, unparsable, longer than 2 048
 * characters (before or after normalisation), a short link of this gateway itself (that would
 * redirect in a loop), and an internal host (targetHost.ts) other than the portal's own origins
 * (locally the portal is on localhost, and a short link to one of its pages is a fair use).
 */
export function checkTargetUrl(input: string, shortLinkBaseUrl: string, portalOrigins: readonly string[] = []): TargetVerdict {
  const invalid = { refused: 'invalid-url' } as const;
  const candidate = input.trim();
  if (!candidate || candidate.length > MAX_URL_LENGTH) return invalid;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return invalid;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return invalid;
  if (url.username || url.password || !url.hostname) return invalid;
  if (url.href.length > MAX_URL_LENGTH) return invalid;
  if (isOwnShortLink(url, shortLinkBaseUrl)) return invalid;
  if (isInternalHost(url.hostname) && !portalOrigins.includes(url.origin)) return { refused: 'target-not-allowed' };
  return { url: url.href };
}

/** The normalised target, or undefined when checkTargetUrl refuses it. */
export function normaliseTargetUrl(input: string, shortLinkBaseUrl: string, portalOrigins: readonly string[] = []): string | undefined {
  const verdict = checkTargetUrl(input, shortLinkBaseUrl, portalOrigins);
  return 'url' in verdict ? verdict.url : undefined;
}
