/**
 * The scope of every /v1 route except sign-up: the token and the tenant are checked before any
 * handler runs, so a new route cannot forget them. Later areas (newsletter, dashboards, tools…)
 * register here.
 */
import type { Auth } from 'firebase-admin/auth';
import type { FastifyPluginAsync } from 'fastify';
import me from './me.ts';

type ProtectedApiOptions = { auth: Auth };

const protectedApi: FastifyPluginAsync<ProtectedApiOptions> = async (app, { auth }) => {
  // onRequest, before the body is read or validated: a stranger learns nothing and uploads nothing.
  // The rate limit (preValidation) runs after them and so counts per user.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireTenant);

  await app.register(me, { auth });
};

export default protectedApi;
