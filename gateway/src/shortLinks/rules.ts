/**
 * What a short link may point to and be called. Target URLs go through the WHATWG URL parser and are
 * stored in its normalised form, so the Location header of the redirect is always well-formed.
 */
import { randomInt } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

import { shortLinkMaxUrlLength, shortLinkSlugPattern } from 'portal-contract';

export const MAX_URL_LENGTH = shortLinkMaxUrlLength;
export const SLUG_PATTERN = shortLinkSlugPattern;

const SLUG_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const GENERATED_SLUG_LENGTH = 7;

/** 7 characters of [A-Za-z0-9] from the CSPRNG: 62^7 ≈ 3.5·10^12 slugs, not guessable in sequence. */
export function randomSlug(): string {
  let slug = '';
  for (let i = 0; i < GENERATED_SLUG_LENGTH; i += 1) slug += SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)];
  return slug;
}

/**
 * Addresses that lead into the machine or network of whoever clicks (or of the gateway): loopback,
 * private and link-local ranges (169.254.169.254 is the cloud metadata service), "this network", and
 * their IPv6 twins. The URL parser has already turned 2130706433, 0x7f000001, 0177.0.0.1 and 127.1
 * into 127.0.0.1, and IPv4-mapped IPv6 (::ffff:127.0.0.1) is matched by the IPv4 rules.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3], // multicast, reserved and broadcast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** `hostname` as the URL parser gives it (IPv6 in brackets, a trailing dot kept). */
function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const version = isIP(host);
  return version !== 0 && INTERNAL.check(host, version === 4 ? 'ipv4' : 'ipv6');
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

/**
 * The normalised target, or undefined when it is not acceptable: not http(s) (javascript:, data:,
 * ftp:, …), credentials in it, unparsable, longer than 2 048 characters (before or after
 * normalisation), an internal address (isInternalHost) other than the portal's own origins (locally
 * the portal is on localhost, and a short link to one of its pages is a fair use), or a short link of
 * this gateway itself (that would redirect in a loop).
 */
export function normaliseTargetUrl(input: string, shortLinkBaseUrl: string, portalOrigins: readonly string[] = []): string | undefined {
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
  if (isInternalHost(url.hostname) && !portalOrigins.includes(url.origin)) return undefined;
  if (isOwnShortLink(url, shortLinkBaseUrl)) return undefined;
  return url.href;
}
