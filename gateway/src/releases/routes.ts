/**
 * Releases as the portal sees them (README, "Releasing a remote"):
 * - GET /v1/remote-versions (staff): the staged versions this user gets instead of the released
 *   ones (none for most); the shell registers those before any of their pages loads.
 * - POST /v1/remote-loads (staff): the shell's batch of remote page loads (remote, version, success,
 *   time; the tenant is the caller's). Each batch may trigger the automatic rollback.
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
import { loadFigures, recordRemoteLoads } from './remoteLoads.ts';
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

const releases: FastifyPluginAsyncZod<ReleasesOptions> = async (app, { db, places, autoRollback }) => {
  const versionsFor = stagedVersions(places.releasesDir);
  const watch = healthWatch({ db, places, rule: autoRollback, realtime: app.realtime, log: app.log });
  const adminOnly = { onRequest: app.requireRole(...PORTAL_ADMINS), config: { roles: [...PORTAL_ADMINS] } };

  app.get('/remote-versions', { schema: { response: { 200: remoteVersionsReplySchema } } }, async (request) => ({
    versions: versionsFor({ uid: currentUser(request).uid, tenant: currentTenant(request).name }),
  }));

  app.post(
    '/remote-loads',
    { config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } }, schema: { body: remoteLoadsBodySchema } },
    async (request, reply) => {
      const { loads } = request.body;
      await recordRemoteLoads(db, currentTenant(request).name, loads);
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
