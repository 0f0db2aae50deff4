/**
 * POST /v1/sign-up: creates a password user, but only for e-mail domains of a tenant. The client then
 * signs in and sends the verification mail; the membership is created at the first GET /v1/me after
 * the address is verified (plugins/auth.ts) — signing up someone else's address gives nothing.
 */
import type { Auth } from 'firebase-admin/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MIN_PASSWORD_LENGTH, signUpBodySchema, signUpReplySchema } from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { recordAudit } from '../audit/auditLog.ts';
import { isAuthError } from '../firebase.ts';
import { emailDomain, findAccountByDomain } from '../tenancy/resolveTenant.ts';

export { MIN_PASSWORD_LENGTH };

type SignUpOptions = { auth: Auth; db: Database; perMinute: number };

const signUp: FastifyPluginAsyncZod<SignUpOptions> = async (app, { auth, db, perMinute }) => {
  app.post(
    '/sign-up',
    {
      schema: { body: signUpBodySchema, response: { 201: signUpReplySchema } },
      // Open endpoint that creates users: limited per address before the body is even read.
      config: { rateLimit: { max: perMinute, timeWindow: 60_000, hook: 'onRequest', keyGenerator: (request) => `ip:${request.ip}` } },
    },
    async (request, reply) => {
      const { email, password, displayName } = request.body;
      const domain = emailDomain(email);
      const account = domain ? await findAccountByDomain(db, domain) : undefined;
      if (!account) throw new ApiError(400, 'domain-not-available');
      try {
        const user = await auth.createUser({ email, password, displayName: displayName || undefined, emailVerified: false });
        await recordAudit(db, {
          action: 'user.sign-up',
          actorUid: user.uid,
          actorEmail: email,
          tenant: account.name,
          target: email,
          requestId: request.id,
        });
        return reply.code(201).send({ uid: user.uid });
      } catch (error) {
        if (isAuthError(error, 'auth/email-already-exists')) throw new ApiError(409, 'email-already-in-use');
        if (isAuthError(error, 'auth/invalid-email')) throw new ApiError(400, 'invalid-email');
        if (isAuthError(error, 'auth/invalid-password')) throw new ApiError(400, 'weak-password');
        throw error;
      }
    },
  );
};

export default signUp;
