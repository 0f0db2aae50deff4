/**
 * GET /v1/remote-versions (staff): the staged versions this user gets instead of the released ones
 * (none for most). The shell registers those remotes from their version folder before any of their
 * pages loads; everyone else keeps the portal config's released version.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteVersionsReplySchema } from 'portal-contract/schemas';
import { currentTenant, currentUser } from '../plugins/auth.ts';
import { stagedVersions } from './stagedVersions.ts';

const remoteVersions: FastifyPluginAsyncZod<{ releasesDir: string }> = async (app, { releasesDir }) => {
  const versionsFor = stagedVersions(releasesDir);
  app.get('/remote-versions', { schema: { response: { 200: remoteVersionsReplySchema } } }, async (request) => ({
    versions: versionsFor({ uid: currentUser(request).uid, tenant: currentTenant(request).name }),
  }));
};

export default remoteVersions;
