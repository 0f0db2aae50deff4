import { shortLinkMaxUrlLength as MAX_URL_LENGTH, shortLinkSlugPattern as SLUG_PATTERN, type MessageCode } from 'shared-ui';

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
