/**
 * Releases as the portal sees them (docs/releasing.md):
 * - GET /v1/remote-versions (staff): the staged versions this user gets instead of the released
 *   ones (none for most); the shell registers those before any of their pages loads.
 * - POST /v1/remote-loads (staff): the shell's batch of remote page loads (remote, version, success,
 *   time; the tenant is the caller's, the reporter a salted hash of the uid). Only loads of a version
 *   the caller was served count. Each batch may trigger the automatic rollback.
 * - GET /v1/admin/remotes, POST /v1/admin/remotes/:remote/promote|rollback (portal admins): the
 *   /status page, with the same rules as the commands, each step in the audit log.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from 'portal-contract';
import { ReleaseError, keptVersions } from 'portal-contract/releases';
import {
  remoteLoadsBodySchema,
  remoteParamsSchema,
  remoteStatusReplySchema,
  remoteVersionsReplySchema,
  rollbackBodySchema,
  type RemoteStatus,
} from 'portal-contract/schemas';
import { auditRequest } from '../audit/auditLog.ts';
import type { AutoRollbackRule } from '../config.ts';
import type { Database } from '../db/client.ts';
import { remoteAutoRollbacks } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { currentTenant, currentUser } from '../plugins/auth.ts';
import { healthWatch } from './healthWatch.ts';
import { channelOf, packageOf, promoteRemote, rollbackRemote, type ChannelPlaces, type ChannelStep } from './remoteChannels.ts';
import { loadFigures, recordRemoteLoads, reporterOf } from './remoteLoads.ts';
import { stagedVersions } from './stagedVersions.ts';

type ReleasesOptions = { db: Database; places: ChannelPlaces; autoRollback: AutoRollbackRule };

const PORTAL_ADMINS = ['portal-admin'] as const;
/** A tab sends a batch at most every few seconds; more is not a browser of ours. */
const REPORTS_PER_MINUTE = 30;

/** A refused step as the catalogue's message (409: the channel is not in a state that allows it). */
function channelStep(step: () => ChannelStep): ChannelStep {
  try {
    return step();
  } catch (error) {
    if (error instanceof ReleaseError) throw new ApiError(409, error.code);
    throw error;
  }
}

/** The live version of `remote`; null when its channel file cannot be read (nothing counts as live). */
function liveVersion(places: ChannelPlaces, remote: RemoteName): string | null {
  try {
    return channelOf(places, remote).current;
  } catch {
    return null;
  }
}

const releases: FastifyPluginAsyncZod<ReleasesOptions> = async (app, { db, places, autoRollback }) => {
  const versionsFor = stagedVersions(places.releasesDir);
  const watch = healthWatch({ db, places, rule: autoRollback, realtime: app.realtime, log: app.log });
  /**
   * Whether `user` can have been served `version` of a remote: the live one, or the stage that
   * applies to them (the rule of GET /v1/remote-versions). Anything else — another group's stage, a
   * version no longer or never live — would let any member push any version's figures.
   */
  const servedTo = (user: { uid: string; tenant: string }) => {
    const staged = versionsFor(user);
    const live = new Map<RemoteName, string | null>();
    return (remote: RemoteName, version: string): boolean => {
      if (staged[remote] === version) return true;
      if (!live.has(remote)) live.set(remote, liveVersion(places, remote));
      return live.get(remote) === version;
    };
  };
  const adminOnly = { onRequest: app.requireRole(...PORTAL_ADMINS), config: { roles: [...PORTAL_ADMINS] } };

  app.get('/remote-versions', { schema: { response: { 200: remoteVersionsReplySchema } } }, async (request) => ({
    versions: versionsFor({ uid: currentUser(request).uid, tenant: currentTenant(request).name }),
  }));

  app.post(
    '/remote-loads',
    { config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } }, schema: { body: remoteLoadsBodySchema } },
    async (request, reply) => {
      const { uid } = currentUser(request);
      const tenant = currentTenant(request).name;
      const served = servedTo({ uid, tenant });
      const loads = request.body.loads.filter((load) => served(load.remote, load.version));
      // The answer is the same either way: a caller learns nothing about other groups' stages.
      const ignored = request.body.loads.length - loads.length;
      if (ignored > 0) request.log.debug({ ignored }, 'remote loads of versions the reporter was not served ignored');
      if (loads.length === 0) return reply.code(204).send();
      await recordRemoteLoads(db, { tenant, reporter: await reporterOf(db, uid) }, loads);
      await watch(loads.map((load) => load.remote));
      return reply.code(204).send();
    },
  );

  async function status(): Promise<RemoteStatus[]> {
    const figures = await loadFigures(db);
    const rollbacks = await db.select().from(remoteAutoRollbacks);
    return REMOTE_NAMES.map((remote: RemoteName) => {
      const channel = channelOf(places, remote);
      const kept = keptVersions(places.releasesDir, packageOf(remote), channel);
      return {
        remote,
        pkg: packageOf(remote),
        live: channel.current,
        liveSince: channel.currentSince,
        previous: channel.history.length >= 2 && channel.history.at(-1) === channel.current ? channel.history.at(-2)! : null,
        staged: channel.staged,
        versions: kept.map((entry) => {
          const loads = figures.get(`${remote} ${entry.version}`);
          return {
            ...entry,
            rolledBack: channel.rolledBack.includes(entry.version),
            loads: loads?.loads ?? 0,
            failures: loads?.failures ?? 0,
            medianMs: loads?.medianMs ?? null,
          };
        }),
        // Of versions still kept: a pruned version's rollback stays in the audit log.
        autoRollbacks: rollbacks
          .filter((row) => row.remote === remote && kept.some((entry) => entry.version === row.version))
          .map(({ version, to, at, loads, failures }) => ({ version, to, at: at.toISOString(), loads, failures })),
      };
    });
  }

  app.get('/admin/remotes', { ...adminOnly, schema: { response: { 200: remoteStatusReplySchema } } }, async () => ({
    remotes: await status(),
    watch: autoRollback,
  }));

  const audited = async (request: FastifyRequest, action: 'release.promote' | 'release.rollback', what: string) =>
    auditRequest(db, request, action, `${what} (über /status)`);

  app.post(
    '/admin/remotes/:remote/promote',
    { ...adminOnly, schema: { params: remoteParamsSchema, response: { 200: remoteStatusReplySchema } } },
    async (request) => {
      const { remote } = request.params;
      const step = channelStep(() => promoteRemote(places, remote));
      await audited(request, 'release.promote', `${packageOf(remote)} ${step.to} für alle`);
      return { remotes: await status(), watch: autoRollback };
    },
  );

  app.post(
    '/admin/remotes/:remote/rollback',
    { ...adminOnly, schema: { params: remoteParamsSchema, body: rollbackBodySchema, response: { 200: remoteStatusReplySchema } } },
    async (request) => {
      const { remote } = request.params;
      const step = channelStep(() => rollbackRemote(places, remote, request.body.version));
      await audited(request, 'release.rollback', `${packageOf(remote)} ${step.from} → ${step.to}`);
      return { remotes: await status(), watch: autoRollback };
    },
  );
};

export default releases;
