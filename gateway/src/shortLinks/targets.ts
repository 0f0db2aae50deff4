/**
 * The targets of short links recently followed, in memory: a redirect is the Link Shortener's hot
 * path, and asking the database for every click (with PGlite, a statement in the gateway's own
 * thread) held redirects to ~6 % of a bare Fastify. Links are never changed, only created and
 * deleted: a delete through this gateway forgets its slug at once; another instance of a cluster
 * may still redirect a deleted link for up to TARGET_TTL_MS. Only found links are kept, so a link
 * created on another instance answers at once.
 */
import type { Database } from '../db/client.ts';

export const TARGET_TTL_MS = 10_000;
const MAX_TARGETS = 10_000;
/** Dropped together when full: one walk per thousand inserts, not one per insert. */
const DROPPED_WHEN_FULL = 1_000;

type Target = { url: string; until: number };
const caches = new WeakMap<Database, Map<string, Target>>();

const cacheOf = (db: Database) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
};

/** The target of `slug` if it was looked up within the TTL. */
export function knownTarget(db: Database, slug: string, now = Date.now()): string | undefined {
  const cache = cacheOf(db);
  const target = cache.get(slug);
  if (!target) return undefined;
  if (target.until > now) return target.url;
  cache.delete(slug);
  return undefined;
}

export function rememberTarget(db: Database, slug: string, url: string, now = Date.now()): void {
  const cache = cacheOf(db);
  // A Map keeps insertion order: the oldest entries go first when it is full. Dropping them one at a
  // time would start a walk from the front per insert, over the slots freed before (quadratic).
  if (cache.size >= MAX_TARGETS && !cache.has(slug)) {
    let dropped = 0;
    for (const oldest of cache.keys()) {
      if (dropped++ === DROPPED_WHEN_FULL) break;
      cache.delete(oldest);
    }
  }
  cache.set(slug, { url, until: now + TARGET_TTL_MS });
}

export function forgetTarget(db: Database, slug: string): void {
  cacheOf(db).delete(slug);
}
