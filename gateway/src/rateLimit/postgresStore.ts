/**
 * A store for @fastify/rate-limit in PostgreSQL, so that every gateway instance on the same database
 * counts against one budget: the N+1-th request of a minute is refused whichever instance gets it.
 * The in-memory store of the plugin counts per process, which behind a load balancer multiplies
 * every limit by the number of instances.
 *
 * Windows work like the plugin's own store: a key's window starts with its first request and lasts
 * `timeWindow`; the next request after it starts a new one. One upsert per request counts and reads
 * at once, atomically (the row lock orders concurrent requests of the same key), with the
 * database's clock, so the instances' clocks do not matter. Only plain windows: the app uses
 * neither `continueExceeding` nor `exponentialBackoff`, and this store refuses them.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

/** How often an instance deletes the rows of ended windows (each instance; deleting twice is harmless). */
export const SWEEP_EVERY_MS = 60_000;

type Shared = {
  db: Database;
  onError: (error: unknown) => void;
  nextSweep: number;
  count: (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;
};

/** What the plugin passes to `child`: the merged limit options and, for a route's own limit, the route. */
type ChildOptions = Flags & { max?: unknown; timeWindow?: unknown; routeInfo?: { method?: string | string[]; url?: string } };
type Flags = { continueExceeding?: unknown; exponentialBackoff?: unknown };

function refuseUnsupported(options: object): void {
  const { continueExceeding, exponentialBackoff } = options as Flags;
  if (continueExceeding === true || exponentialBackoff === true) {
    throw new Error('rate limit: the PostgreSQL store supports plain windows only (no continueExceeding, no exponentialBackoff)');
  }
}

function counter(db: Database): Shared['count'] {
  const hit = db
    .insert(rateLimitHits)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      windowEnds: sql`now() + ${sql.placeholder('windowMs')}::integer * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.windowEnds} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEnds: sql`case when ${rateLimitHits.windowEnds} <= now() then excluded.window_ends else ${rateLimitHits.windowEnds} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttlMs: sql<number>`extract(epoch from ${rateLimitHits.windowEnds} - now()) * 1000`.mapWith(Number),
    })
    .prepare('rate_limit_hit');
  return async (key, windowMs) => {
    const [row] = await hit.execute({ key, windowMs });
    if (!row) throw new Error('rate limit: the upsert returned no row');
    // now() is each transaction's start: a window opened by a transaction that started a moment
    // later can read as a millisecond longer than the window (CI run 29: 60 001). Never more.
    return { current: row.hits, ttl: Math.min(windowMs, Math.max(0, Math.ceil(row.ttlMs))) };
  };
}

class PostgresStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: Shared,
    /** Keeps the counts of each limit apart: '' for the global one, the route (or the limit) for the others. */
    private readonly namespace: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    this.sweepNowAndThen();
    this.shared.count(`${this.namespace}${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const { routeInfo, max, timeWindow } = options as unknown as ChildOptions;
    refuseUnsupported(options);
    // A route's own limit is named by the route (the same on every instance); a limit made with
    // `app.rateLimit({...})` for several routes (the AI budget) by its size.
    const name = routeInfo?.url ? `${[routeInfo.method].flat().join(',')} ${routeInfo.url}` : `limit ${String(max)}/${String(timeWindow)}`;
    return new PostgresStore(this.shared, `${name}|`);
  }

  private sweepNowAndThen(): void {
    if (Date.now() < this.shared.nextSweep) return;
    this.shared.nextSweep = Date.now() + SWEEP_EVERY_MS;
    this.shared.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowEnds, sql`now()`))
      .then(() => undefined, this.shared.onError);
  }
}

/** The store class the plugin instantiates (`store` option), counting in `db`; `onError` hears of a failed sweep. */
export function postgresRateLimitStore(db: Database, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  const shared: Shared = { db, onError, nextSweep: 0, count: counter(db) };
  return class extends PostgresStore {
    constructor(options: FastifyRateLimitOptions) {
      refuseUnsupported(options);
      super(shared, '');
    }
  };
}
