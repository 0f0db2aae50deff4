/**
 * Where a developer may load a remote from for a preview: `PREVIEW_ORIGINS`, a list of origins whose
 * port may be `*`. The static site's CSP is built from the same list (scripts/lib/securityHeaders.mjs),
 * so an origin the gateway refuses is also one the browser blocks.
 * Default: none. A deployment lists its preview hosts; localhost is allowed only where it is set, as
 * `npm start` does for the local stack (scripts/lib/stack.mjs) — otherwise a link could have a
 * developer load whatever runs on their own machine into the portal.
 */
export const DEFAULT_PREVIEW_ORIGINS = '';

const PATTERN = /^(https?):\/\/([a-z0-9.-]+)(?::(\d{1,5}|\*))?$/i;

/** Whether a list entry is an origin, or one with `*` as its port. */
export const isPreviewOriginPattern = (entry: string) => PATTERN.test(entry);

/** The origin `candidate` stands for if it is allowed by one of `patterns`, else null. */
export function allowedPreviewOrigin(patterns: readonly string[], candidate: string): string | null {
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  // An origin only: no path, query, user or fragment that could change what is loaded.
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/' || /[?#]/.test(candidate)) return null;
  for (const pattern of patterns) {
    const [, protocol, host, port] = PATTERN.exec(pattern) ?? [];
    if (!protocol || `${protocol.toLowerCase()}:` !== url.protocol || host?.toLowerCase() !== url.hostname) continue;
    const defaultPort = url.protocol === 'https:' ? '443' : '80';
    if (port === '*' || (port ?? defaultPort) === (url.port || defaultPort)) return url.origin;
  }
  return null;
}
