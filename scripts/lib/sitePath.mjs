/**
 * Which file a static site (scripts/serve-static.mjs) may look up for a request: a pure decision, so
 * that every way of leaving the site's folder is tested without a server.
 *
 * A request path is decoded once and then must stay inside its folder: no `.` or `..` segment (nor
 * any other dot segment or dotfile), no encoded slash or backslash (`%2f`, `%5c`), nothing still
 * encoded after one decoding (`%252e`), no backslash, NUL or other control character. A remote's
 * release channel (`channel.json`, also its `.tmp` while written) and half-built `*.partial` folders
 * are private wherever they appear in the path. Browsers normalise `..` before they send a request,
 * so only a hand-made request is refused.
 */

/** Where a remote's released versions are served: /releases/<version>/… (scripts/release.mjs). */
export const RELEASE_PREFIX = '/releases/';

const VERSION = /^\d[0-9A-Za-z.+-]*$/;

/** A segment the sites never serve: dot segments and dotfiles, the channel file, unfinished builds. */
function isPrivate(segment) {
  const name = segment.toLowerCase();
  return name.startsWith('.') || name.startsWith('channel.json') || name.endsWith('.partial');
}

/**
 * The decoded path (`/`-separated, starting with `/`, no query) a site may look up for `url`
 * (a request's `req.url`), or null when it is refused (answered 404).
 * @param {string | undefined} url
 * @returns {string | null}
 */
export function sitePath(url) {
  if (typeof url !== 'string' || !url.startsWith('/')) return null;
  const raw = url.split(/[?#]/, 1)[0];
  // An encoded separator would turn into one only after the check below.
  if (/%(2f|5c)/i.test(raw)) return null;
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // Still encoded after one decoding (`%252e`), or characters no file of a build has in its name.
  // eslint-disable-next-line no-control-regex
  if (/[%\\?#\u0000-\u001f\u007f]/.test(path)) return null;
  const segments = path.split('/').slice(1);
  const trailingSlash = segments.length > 1 && segments.at(-1) === '';
  const names = segments.filter((segment) => segment !== '');
  if (names.some(isPrivate)) return null;
  return `/${names.join('/')}${trailingSlash && names.length ? '/' : ''}`;
}

/**
 * For a path from sitePath under /releases/: the path inside the releases folder, or null when it
 * names no file in a version folder (the releases folder itself, a name that is no version).
 * @param {string} path
 * @returns {string | null}
 */
export function releasePath(path) {
  if (!path.startsWith(RELEASE_PREFIX)) return null;
  const inside = path.slice(RELEASE_PREFIX.length);
  const slash = inside.indexOf('/');
  if (slash === -1 || !VERSION.test(inside.slice(0, slash))) return null;
  return `/${inside}`;
}
