/**
 * The dashboards' answers, kept as JSON text per data set, range and version: every import and seed
 * raises the set's version in its own transaction (`raiseVersion`), so the next read builds a new
 * answer, and the version is the ETag — a browser that has it gets 304 without a body.
 *
 * Reading the version costs a query; it is read at most once per VERSION_TTL_MS per set and
 * instance. An import through this gateway (its internal route) forgets the version at once; an
 * import that writes the database directly (the command line while no gateway holds PGlite, or
 * another instance on PostgreSQL) shows after at most that time.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { dashboardVersions } from '../db/schema.ts';

export const VERSION_TTL_MS = 1_000;
/** Answers kept per instance: 5 sets × the ranges in use; the oldest goes first. */
const MAX_ANSWERS = 500;

type Executor = Pick<Database, 'insert'>;

/** Raises the set's version; call it in the transaction that writes the set's rows. */
export async function raiseVersion(tx: Executor, set: string): Promise<void> {
  await tx
    .insert(dashboardVersions)
    .values({ set, version: 1 })
    .onConflictDoUpdate({ target: dashboardVersions.set, set: { version: sql`${dashboardVersions.version} + 1` } });
}

class DashboardCache {
  private versions = new Map<string, { version: Promise<number>; readAt: number }>();
  private answers = new Map<string, string>();

  constructor(private readonly db: Database) {}

  versionOf(set: string): Promise<number> {
    const known = this.versions.get(set);
    if (known && performance.now() - known.readAt < VERSION_TTL_MS) return known.version;
    const version = this.db
      .select({ version: dashboardVersions.version })
      .from(dashboardVersions)
      .where(eq(dashboardVersions.set, set))
      .then(([row]) => row?.version ?? 0);
    // A failed read is not kept: the next request asks again.
    version.catch(() => this.versions.delete(set));
    this.versions.set(set, { version, readAt: performance.now() });
    return version;
  }

  forget(set: string): void {
    this.versions.delete(set);
  }

  async answer(key: string, build: () => Promise<string>): Promise<string> {
    const kept = this.answers.get(key);
    if (kept !== undefined) return kept;
    const body = await build();
    if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, body);
    return body;
  }
}

const caches = new WeakMap<Database, DashboardCache>();

export function dashboardCache(db: Database): DashboardCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new DashboardCache(db);
    caches.set(db, cache);
  }
  return cache;
}
