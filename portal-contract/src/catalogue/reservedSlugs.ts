/**
 * Names a custom short-link slug may not take, in any letter case: a short link `…/s/login` or
 * `…/s/admin` would look like a page of the portal or the gateway, and a link under the portal's
 * own name is the most convincing lure. Derived from the route table and the feature catalogue, so a
 * new page reserves its name by being added; the gateway's own top-level paths are listed here
 * (gateway/test/shortLinks.test.ts checks that every route of the gateway is covered).
 */
import { chatEntry, features } from './features.ts';
import { shellRoutes } from './routes.ts';

/** The gateway's first path segments (`/v1/…`, `/s/:slug`, `/healthz`, `/internal/…`) and `api`, the usual one. */
const GATEWAY_NAMES = ['api', 'v1', 's', 'healthz', 'internal'];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Lower-case; every path segment of every portal route, every feature id, the gateway's names. */
export const reservedShortLinkSlugs: ReadonlySet<string> = new Set(
  [
    ...GATEWAY_NAMES,
    ...[...shellRoutes.map((route) => route.path), ...features.map((feature) => feature.href), chatEntry.href].flatMap(segmentsOf),
    ...features.map((feature) => feature.id),
    chatEntry.id,
  ].map((name) => name.toLowerCase()),
);

export function isReservedShortLinkSlug(slug: string): boolean {
  return reservedShortLinkSlugs.has(slug.toLowerCase());
}
