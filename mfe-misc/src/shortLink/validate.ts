import type { MessageCode } from 'shared-ui';

/** The gateway's rules (gateway/README.md), checked in the browser first so the user hears at once. */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]{3,64}$/;
export const MAX_URL_LENGTH = 2048;

export interface ShortLinkErrors {
  url?: MessageCode;
  slug?: MessageCode;
}

function isAcceptedUrl(value: string): boolean {
  if (value.length === 0 || value.length > MAX_URL_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** URL required, http(s) only, no credentials; the slug is optional but must follow the pattern. */
export function validateShortLink({ url, slug }: { url: string; slug: string }): ShortLinkErrors {
  return {
    ...(isAcceptedUrl(url) ? {} : { url: 'invalid-url' }),
    ...(slug === '' || SLUG_PATTERN.test(slug) ? {} : { slug: 'invalid-slug' }),
  };
}
