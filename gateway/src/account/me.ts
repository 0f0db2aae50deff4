/**
 * GET /v1/me: who is signed in, in which tenant (and whether it is the group tenant) and with which roles. Tenant and roles are also
 * written into the user's token as the custom claims `tenant` and `roles`; `claimsUpdated` tells the
 * client to refresh its ID token.
 */
import type { Auth } from 'firebase-admin/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from 'portal-contract';
import { meReplySchema } from 'portal-contract/schemas';

import { currentTenant, currentUser } from '../plugins/auth.ts';
import { fastSerializer } from '../plugins/fastSerializer.ts';

const sameRoles = (claim: unknown, roles: readonly Role[]) =>
  Array.isArray(claim) && claim.length === roles.length && roles.every((role) => claim.includes(role));

const me: FastifyPluginAsyncZod<{ auth: Auth; groupTenant: string }> = async (app, { auth, groupTenant }) => {
  // Every page load asks: written by fast-json-stringify (plugins/fastSerializer.ts).
  app.get('/me', { schema: { response: { 200: meReplySchema } }, serializerCompiler: fastSerializer(meReplySchema) }, async (request) => {
    const token = currentUser(request);
    const tenant = currentTenant(request);
    const record = request.userRecord ?? (await app.sessions.userRecord(token.uid));
    const roles = await app.rolesOfRequest(request);

    if (record.customClaims?.tenant !== tenant.name || !sameRoles(record.customClaims?.roles, roles)) {
      await auth.setCustomUserClaims(token.uid, { ...record.customClaims, tenant: tenant.name, roles });
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
        groupTenant: tenant.name === groupTenant,
        provider: record.providerData[0]?.providerId ?? null,
        roles,
      },
      // The stored claims may be right already while this token still carries the old ones.
      claimsUpdated: token.tenant !== tenant.name || !sameRoles(token.roles, roles),
    };
  });
};

export default me;
