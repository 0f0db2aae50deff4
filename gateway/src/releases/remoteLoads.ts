/**
 * The remote page loads the shell reports (POST /v1/remote-loads): stored with the tenant and the
 * reporter as a salted hash (never the uid), counted per version for /status and for the automatic
 * rollback, kept 30 days.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { RemoteName } from 'portal-contract';
import type { RemoteLoad } from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';
import { remoteLoadSalts, remoteLoads } from '../db/schema.ts';

/** How long loads are kept (and counted on /status). */
export const REMOTE_LOADS_KEPT_DAYS = 30;

/**
 * How many loads of one reporter count per remote, version and watched window: the first 3. A
 * person who opens a broken page, retries and comes back later reports about that many failures;
 * more from one account says nothing new about the release, and without a cap one account could
 * outweigh everyone else — 50 failures to roll back a good version, or 50 successes to keep a
 * broken one live. With the cap the failure share is one of people, not of requests.
 */
export const LOADS_PER_REPORTER = 3;

/** Today on the database's clock, so every gateway instance agrees on the day's salt. */
const today = sql`(now() at time zone 'utc')::date`;

/** The salt of today, created by the first report of the day (which also deletes the earlier ones). */
async function saltOfToday(db: Database): Promise<string> {
  const read = () => db.select({ salt: remoteLoadSalts.salt }).from(remoteLoadSalts).where(eq(remoteLoadSalts.day, today));
  // Read, create if missing, read again; one round more only if the day ended in between.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [found] = await read();
    if (found) return found.salt;
    // Instances that start the day at once: the first insert wins, the others read its salt.
    await db
      .insert(remoteLoadSalts)
      .values({ day: today, salt: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    await db.delete(remoteLoadSalts).where(lt(remoteLoadSalts.day, today));
  }
  throw new Error('no reporter salt for today');
}

/**
 * Who reported, as stored: HMAC-SHA256 of the uid with the salt of the day. The same user is the
 * same reporter all day on every instance; after the day's salt is deleted the hash leads to no
 * one. A window that spans midnight (UTC) may count one user as two reporters.
 */
export async function reporterOf(db: Database, uid: string): Promise<string> {
  return createHmac('sha256', await saltOfToday(db))
    .update(uid)
    .digest('hex');
}

export async function recordRemoteLoads(
  db: Database,
  by: { tenant: string; reporter: string },
  loads: readonly RemoteLoad[],
  at = new Date(),
): Promise<void> {
  await db.insert(remoteLoads).values(loads.map((load) => ({ ...load, ...by, at })));
}

export type LoadCount = { loads: number; failures: number };

/**
 * The loads of one version between `from` (inclusive) and `to` (exclusive), at most
 * LOADS_PER_REPORTER of each reporter (the first ones), and how many distinct reporters the counted
 * failures came from. Loads stored before reporters were kept do not count.
 */
export async function countLoads(
  db: Database,
  remote: RemoteName,
  version: string,
  from: Date,
  to: Date,
): Promise<LoadCount & { failingReporters: number }> {
  const ranked = db
    .select({
      ok: remoteLoads.ok,
      reporter: remoteLoads.reporter,
      nth: sql<number>`row_number() over (partition by ${remoteLoads.reporter} order by ${remoteLoads.at}, ${remoteLoads.id})`.as('nth'),
    })
    .from(remoteLoads)
    .where(
      and(
        eq(remoteLoads.remote, remote),
        eq(remoteLoads.version, version),
        isNotNull(remoteLoads.reporter),
        gte(remoteLoads.at, from),
        lt(remoteLoads.at, to),
      ),
    )
    .as('ranked');
  const [row] = await db
    .select({
      loads: sql<number>`count(*)::int`,
      failures: sql<number>`(count(*) filter (where not ${ranked.ok}))::int`,
      failingReporters: sql<number>`(count(distinct ${ranked.reporter}) filter (where not ${ranked.ok}))::int`,
    })
    .from(ranked)
    .where(lte(ranked.nth, LOADS_PER_REPORTER));
  return { loads: row?.loads ?? 0, failures: row?.failures ?? 0, failingReporters: row?.failingReporters ?? 0 };
}

export type VersionLoads = LoadCount & { medianMs: number | null };

/** Per remote and version over the kept period: loads, failures, median time of the successful ones. */
export async function loadFigures(db: Database, now = new Date()): Promise<Map<string, VersionLoads>> {
  const since = new Date(now.getTime() - REMOTE_LOADS_KEPT_DAYS * 86_400_000);
  const rows = await db
    .select({
      remote: remoteLoads.remote,
      version: remoteLoads.version,
      loads: sql<number>`count(*)::int`,
      failures: sql<number>`(count(*) filter (where not ${remoteLoads.ok}))::int`,
      medianMs: sql<
        number | null
      >`round(percentile_cont(0.5) within group (order by ${remoteLoads.ms}) filter (where ${remoteLoads.ok}))::int`,
    })
    .from(remoteLoads)
    .where(gte(remoteLoads.at, since))
    .groupBy(remoteLoads.remote, remoteLoads.version);
  return new Map(rows.map(({ remote, version, ...figures }) => [`${remote} ${version}`, figures]));
}

/**
 * Deletes loads older than the kept period and the reporter salts of earlier days (run with the
 * history's retention; the first report of a day deletes those salts too).
 */
export async function pruneRemoteLoads(db: Database, now = new Date()): Promise<void> {
  await db.delete(remoteLoads).where(lt(remoteLoads.at, new Date(now.getTime() - REMOTE_LOADS_KEPT_DAYS * 86_400_000)));
  await db.delete(remoteLoadSalts).where(lt(remoteLoadSalts.day, today));
}
