/**
 * GET /v1/me: who is signed in and in which tenant. The tenant is also written into the user's
 * token as the custom claim `tenant`; `claimsUpdated` tells the client to refresh its ID token.
 */
import type { Auth } from 'firebase-admin/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentTenant, currentUser } from './auth.ts';

export const meReplySchema = z.object({
  user: z.object({
    uid: z.string(),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    emailVerified: z.boolean(),
    photoURL: z.string().nullable(),
    tenant: z.string(),
    // The first linked sign-in provider: password, microsoft.com, …
    provider: z.string().nullable(),
  }),
  claimsUpdated: z.boolean(),
});

const me: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
  app.get('/me', { schema: { response: { 200: meReplySchema } } }, async (request) => {
    const token = currentUser(request);
    const tenant = currentTenant(request);
    const record = request.userRecord ?? (await app.sessions.userRecord(token.uid));

    if (record.customClaims?.tenant !== tenant.name) {
      await auth.setCustomUserClaims(token.uid, { ...record.customClaims, tenant: tenant.name });
      app.sessions.forgetUser(token.uid);
    }
    return {
      user: {
        uid: record.uid,
        email: record.email ?? null,
        displayName: record.displayName ?? null,
        emailVerified: record.emailVerified,
        photoURL: record.photoURL ?? null,
        tenant: tenant.name,
        provider: record.providerData[0]?.providerId ?? null,
      },
      // The stored claim may be right already while this token still carries the old one.
      claimsUpdated: token.tenant !== tenant.name,
    };
  });
};

export default me;
