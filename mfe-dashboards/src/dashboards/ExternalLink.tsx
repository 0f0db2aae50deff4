import type { ReactNode } from 'react';
import { NewTabHint } from 'shared-ui';

/** Only http(s) addresses from the data become links; anything else (javascript:, data:) stays text. */
export function httpHref(url: string): string | undefined {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A link that opens in a new tab (without access to this page) and says so to screen readers. */
export function ExternalLink({ url, children }: { url: string; children: ReactNode }) {
  const href = httpHref(url);
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <NewTabHint />
    </a>
  );
}
