/**
 * Automatic rollback (docs/releasing.md): a version released or promoted for everyone,
 * or staged for a group, is watched for its first minutes. When its reported loads fail at the
 * configured rate or more, with at least the configured number of loads and failures from at least
 * MIN_FAILING_REPORTERS people, the gateway takes it back like `npm run rollback` would, notes it in
 * the audit log and tells the portal admins online. Loads are counted per reporter up to
 * LOADS_PER_REPORTER (remoteLoads.ts), and only loads of a version the reporter was served are
 * stored at all (routes.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { messageFor, realtimeEvents, userChannel, type RemoteName } from 'portal-contract';
import type { Channel } from 'portal-contract/releases';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/auditLog.ts';
import type { AutoRollbackRule } from '../config.ts';
import type { Database } from '../db/client.ts';
import { remoteAutoRollbacks, userRoles } from '../db/schema.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { channelOf, packageOf, withdrawVersion, type ChannelPlaces } from './remoteChannels.ts';
import { countLoads } from './remoteLoads.ts';

/**
 * Failures of one account never roll a version back on their own, nor do two: one member (or two)
 * could otherwise take back a good release for everyone.
 */
export const MIN_FAILING_REPORTERS = 3;

/** The versions of a channel still in their watched first minutes, with when they went live. */
export function watchedVersions(channel: Channel, rule: AutoRollbackRule, now: Date): { version: string; since: Date }[] {
  const windowMs = rule.windowMinutes * 60_000;
  const candidates: { version: string; since: Date }[] = [];
  if (channel.staged) candidates.push({ version: channel.staged.version, since: new Date(channel.staged.since) });
  // A rollback is not watched: it returns to what ran before, and must not bounce back.
  if ((channel.currentVia === 'release' || channel.currentVia === 'promote') && channel.currentSince) {
    candidates.push({ version: channel.current, since: new Date(channel.currentSince) });
  }
  return candidates.filter(({ since }) => {
    const age = now.getTime() - since.getTime();
    return Number.isFinite(age) && age >= 0 && age <= windowMs;
  });
}

export type HealthWatchDeps = {
  db: Database;
  places: ChannelPlaces;
  rule: AutoRollbackRule;
  realtime: RealtimePublisher;
  log: FastifyBaseLogger;
};

async function tellPortalAdmins(deps: HealthWatchDeps, message: string): Promise<void> {
  const admins = await deps.db.select({ uid: userRoles.uid }).from(userRoles).where(eq(userRoles.role, 'portal-admin'));
  const announcement = { id: randomUUID(), message, level: 'warning' as const, sentAt: new Date().toISOString() };
  await Promise.all(admins.map(({ uid }) => deps.realtime.publish(userChannel(uid), realtimeEvents.announcement, announcement)));
}

/** Checks the watched versions of `remote` and rolls back the first one that fails too often. */
async function checkRemote(deps: HealthWatchDeps, remote: RemoteName, now: Date): Promise<void> {
  const { db, places, rule } = deps;
  for (const { version, since } of watchedVersions(channelOf(places, remote), rule, now)) {
    const until = new Date(since.getTime() + rule.windowMinutes * 60_000);
    const { loads, failures, failingReporters } = await countLoads(db, remote, version, since, until);
    if (loads < rule.minLoads || failures / loads < rule.failureRate || failingReporters < MIN_FAILING_REPORTERS) continue;
    // The first instance to note it acts; another that counted the same loads finds the row.
    const claimed = await db
      .insert(remoteAutoRollbacks)
      .values({ remote, version, to: '', loads, failures, at: now })
      .onConflictDoNothing()
      .returning({ version: remoteAutoRollbacks.version });
    if (claimed.length === 0) continue;
    const step = withdrawVersion(places, remote, version);
    if (!step) continue;
    // A withdrawn stage leaves its group on the live version; a live one leaves everyone on the previous.
    const live = step.to;
    await db
      .update(remoteAutoRollbacks)
      .set({ to: live })
      .where(and(eq(remoteAutoRollbacks.remote, remote), eq(remoteAutoRollbacks.version, version)));
    const pkg = packageOf(remote);
    await recordAudit(db, {
      action: 'release.auto-rollback',
      target: `${pkg} ${version} → ${live}: ${failures} von ${loads} Aufrufen fehlgeschlagen (automatisch)`,
    });
    deps.log.warn({ remote, version, to: live, loads, failures, failingReporters }, 'release rolled back automatically');
    await tellPortalAdmins(deps, messageFor('release-auto-rollback', { remote: pkg, version, failures, loads, to: live }));
    return;
  }
}

/**
 * The watch, called after each stored report with the remotes it named. Checks run one after the
 * other (never two rollbacks of one remote at once) and never throw: a report is stored either way.
 */
export function healthWatch(deps: HealthWatchDeps) {
  let queue: Promise<void> = Promise.resolve();
  return (remotes: Iterable<RemoteName>, now = new Date()): Promise<void> => {
    if (deps.rule.windowMinutes === 0) return queue;
    const names = [...new Set(remotes)];
    queue = queue.then(async () => {
      for (const remote of names) {
        try {
          await checkRemote(deps, remote, now);
        } catch (error) {
          deps.log.error({ err: error, remote }, 'automatic rollback check failed');
        }
      }
    });
    return queue;
  };
}
