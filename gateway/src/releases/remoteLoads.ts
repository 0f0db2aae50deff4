/**
 * The remote page loads the shell reports (POST /v1/remote-loads): stored with the tenant and no
 * user, counted per version for /status and for the automatic rollback, kept 30 days.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { RemoteName } from 'portal-contract';
import type { RemoteLoad } from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';
import { remoteLoads } from '../db/schema.ts';

/** How long loads are kept (and counted on /status). */
export const REMOTE_LOADS_KEPT_DAYS = 30;

export async function recordRemoteLoads(db: Database, tenant: string, loads: readonly RemoteLoad[], at = new Date()): Promise<void> {
  await db.insert(remoteLoads).values(loads.map((load) => ({ ...load, tenant, at })));
}

export type LoadCount = { loads: number; failures: number };

/** The loads of one version between `from` (inclusive) and `to` (exclusive). */
export async function countLoads(db: Database, remote: RemoteName, version: string, from: Date, to: Date): Promise<LoadCount> {
  const [row] = await db
    .select({ loads: sql<number>`count(*)::int`, failures: sql<number>`(count(*) filter (where not ${remoteLoads.ok}))::int` })
    .from(remoteLoads)
    .where(and(eq(remoteLoads.remote, remote), eq(remoteLoads.version, version), gte(remoteLoads.at, from), lt(remoteLoads.at, to)));
  return { loads: row?.loads ?? 0, failures: row?.failures ?? 0 };
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

/** Deletes loads older than the kept period (run with the history's retention). */
export async function pruneRemoteLoads(db: Database, now = new Date()): Promise<void> {
  await db.delete(remoteLoads).where(lt(remoteLoads.at, new Date(now.getTime() - REMOTE_LOADS_KEPT_DAYS * 86_400_000)));
}
