import {
  isReservedShortLinkSlug,
  shortLinkMaxUrlLength as MAX_URL_LENGTH,
  shortLinkSlugPattern as SLUG_PATTERN,
  type MessageCode,
} from 'shared-ui';

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

function slugError(slug: string): MessageCode | undefined {
  if (slug === '') return undefined;
  if (!SLUG_PATTERN.test(slug)) return 'invalid-slug';
  return isReservedShortLinkSlug(slug) ? 'slug-reserved' : undefined;
}

/**
 * URL required, http(s) only, no credentials; the slug is optional but must follow the pattern and
 * not be reserved. Internal targets are left to the gateway (`target-not-allowed`).
 */
export function validateShortLink({ url, slug }: { url: string; slug: string }): ShortLinkErrors {
  const slugCode = slugError(slug);
  return {
    ...(isAcceptedUrl(url) ? {} : { url: 'invalid-url' }),
    ...(slugCode ? { slug: slugCode } : {}),
  };
}
