/**
 * The scope of every /v1 route except sign-up: the token and the tenant are checked before any
 * handler runs, so a new route cannot forget them. The areas themselves are listed in areas.ts; the
 * public short-link redirect (/s/:slug) is deliberately outside.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerAreas, type ProtectedApiOptions } from '../areas.ts';

export type { ProtectedApiOptions } from '../areas.ts';

const protectedApi: FastifyPluginAsync<ProtectedApiOptions> = async (app, options) => {
  // onRequest, before the body is read or validated: a stranger learns nothing and uploads nothing.
  // The rate limit (preValidation) runs after them and so counts per user.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireTenant);
  // What the hooks above enforce, written on each route for the OpenAPI description (plugins/openApi.ts).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'token' };
  });

  await registerAreas(app, options);
};

export default protectedApi;
