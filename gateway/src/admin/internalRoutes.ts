/**
 * Operators' commands while a gateway holds the PGlite database (like /internal/dashboards/import):
 * `POST /internal/roles` for `npm run admin`, `POST /internal/audit` for `npm run announce`. The
 * shared ADMIN_TOKEN in `X-Admin-Token`, no CORS, no Firebase token; only registered with the token.
 */
import type { Auth } from 'firebase-admin/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from 'portal-contract';
import { RELEASE_AUDIT_ACTIONS, storableText } from 'portal-contract/schemas';
import { recordAudit } from '../audit/auditLog.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { roleByCommand, UnknownUserError } from '../roles/roles.ts';
import { sameToken } from '../dashboards/importRoute.ts';

type Options = { db: Database; auth: Auth; adminToken: string };

const internalAdmin: FastifyPluginAsyncZod<Options> = async (app, { db, auth, adminToken }) => {
  app.addHook('onRequest', async (request) => {
    if (!sameToken(request.headers['x-admin-token'], adminToken)) throw new ApiError(401, 'forbidden');
  });

  app.post(
    '/roles',
    {
      schema: {
        body: z.object({
          email: z.email({ error: 'invalid-email' }),
          role: z.enum(ROLES, { error: 'validation-failed' }),
          grant: z.boolean(),
        }),
      },
    },
    async (request) => {
      try {
        const result = await roleByCommand(db, auth, request.body);
        app.sessions.forgetAccess(result.uid);
        return result;
      } catch (error) {
        if (error instanceof UnknownUserError) throw new ApiError(404, 'user-null');
        throw error;
      }
    },
  );

  app.post(
    '/audit',
    {
      schema: {
        body: z.object({ action: z.enum(['announcement.send', ...RELEASE_AUDIT_ACTIONS]), target: storableText().min(1).max(500) }),
      },
    },
    async (request, reply) => {
      await recordAudit(db, {
        action: request.body.action,
        actorEmail: 'Kommandozeile',
        target: request.body.target,
        requestId: request.id,
      });
      return reply.code(204).send();
    },
  );
};

export default internalAdmin;
