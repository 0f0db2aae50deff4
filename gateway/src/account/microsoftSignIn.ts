/**
 * POST /v1/microsoft-sign-in `{ idToken }`: the Microsoft ID token of a sign-in (or of linking
 * Microsoft on "Mein Konto"), once. Needs a valid Firebase token but no tenant yet — this is how a
 * Microsoft session earns one, for the Microsoft account it was issued for. A refused proof removes
 * the user's earlier one: the account it vouched for may be gone, and it is no longer the one in use.
 * Without MICROSOFT_TENANT_ID there is nothing to prove (204).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { microsoftSignInBodySchema } from 'portal-contract/schemas';
import { recordAudit } from '../audit/auditLog.ts';
import type { MicrosoftSettings } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import {
  forgetMicrosoftProof,
  linkedIdentity,
  MicrosoftTokenRefused,
  microsoftVerifier,
  recordMicrosoftProof,
} from '../tenancy/microsoftSignIn.ts';
import { currentUser } from '../plugins/auth.ts';

type Options = { db: Database; microsoft: MicrosoftSettings | undefined; perMinute: number };

const microsoftSignIn: FastifyPluginAsyncZod<Options> = async (app, { db, microsoft, perMinute }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'signed-in' };
  });
  const verify = microsoft ? microsoftVerifier(microsoft) : undefined;

  app.post(
    '/microsoft-sign-in',
    {
      schema: { body: microsoftSignInBodySchema },
      config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      if (!verify || !microsoft) return reply.code(204).send();
      const user = currentUser(request);
      const refuse = async (reason: string) => {
        request.log.info({ reason }, 'microsoft sign-in refused');
        await forgetMicrosoftProof(db, user.uid);
        app.sessions.forgetAccess(user.uid);
        await recordAudit(db, {
          action: 'microsoft.refused',
          actorUid: user.uid,
          actorEmail: user.email ?? null,
          target: user.email ?? user.uid,
          requestId: request.id,
        });
        throw new ApiError(403, 'microsoft-tenant-not-allowed');
      };
      let identity;
      try {
        identity = await verify(request.body.idToken);
      } catch (error) {
        if (error instanceof MicrosoftTokenRefused) return refuse(error.message);
        throw error;
      }
      if (identity.tenantId !== microsoft.tenantId) return refuse(`tenant ${identity.tenantId}`);
      let linked = linkedIdentity(identity, await app.sessions.userRecord(user.uid));
      if (!linked) {
        // The record may predate the link that was just made: ask Firebase once more.
        app.sessions.forgetUser(user.uid);
        linked = linkedIdentity(identity, await app.sessions.userRecord(user.uid));
        if (!linked) return refuse('token of another Microsoft account');
      }
      await recordMicrosoftProof(db, user.uid, identity, linked);
      app.sessions.forgetAccess(user.uid);
      await recordAudit(db, {
        action: 'microsoft.verified',
        actorUid: user.uid,
        actorEmail: user.email ?? null,
        target: user.email ?? user.uid,
        requestId: request.id,
      });
      return reply.code(204).send();
    },
  );
};

export default microsoftSignIn;
