/**
 * Token, verification, tenant and role checks as hooks. Every /v1 route except sign-up and the
 * Microsoft proof gets `authenticate` and `requireTenant` from its scope (plugins/protectedApi.ts);
 * group-only routes add `onRequest: app.requireGroupTenant`, admin routes `app.requireRole(...)`.
 * A tenant is only given to a verified identity: a verified e-mail address, or a Microsoft sign-in
 * the gateway has seen come from the configured Entra tenant, for the Microsoft account the token
 * names (tenancy/microsoftSignIn.ts). Failed token checks are limited per address
 * (plugins/tokenFailures.ts). The hooks
 * work as onRequest or preHandler and are idempotent, so listing them on a route again
 * (`{ preHandler: [app.authenticate, app.requireTenant] }`) is harmless.
 */
import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { isAuthError } from '../firebase.ts';
import { hasAnyRole, type Role } from 'portal-contract';
import type { MicrosoftSettings } from '../config.ts';
import { rolesOf, rolesOfMany } from '../roles/roles.ts';
import { microsoftProofOf, provenFor } from '../tenancy/microsoftSignIn.ts';
import { membershipsOf, resolveTenant, type Tenant } from '../tenancy/resolveTenant.ts';
import { sessionCache, type SessionCache } from '../sessionCache.ts';
import { tokenFailures } from './tokenFailures.ts';

type Hook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Authorization: Bearer <Firebase ID token>, checked for revocation and disabled users. */
    authenticate: Hook;
    /** The user's tenant from the database (membership or e-mail domain); none → 403. */
    requireTenant: Hook;
    /** The tenant must be the group tenant (GROUP_TENANT); includes requireTenant. */
    requireGroupTenant: Hook;
    /** One of these roles (from the database, not the claim); includes requireTenant. Else 403 role-missing. */
    requireRole: (...roles: Role[]) => Hook;
    /** The user's roles, kept like the tenant; for routes that show or decide by role. */
    rolesOfRequest: (request: FastifyRequest) => Promise<Role[]>;
    /** Verified tokens and user records as the token check saw them (kept briefly, see sessionCache.ts). */
    sessions: SessionCache;
  }
  interface FastifyRequest {
    user: DecodedIdToken | null;
    /** The Firebase user record behind `user`, as the token check saw it. */
    userRecord: UserRecord | null;
    tenant: Tenant | null;
  }
  interface FastifyContextConfig {
    /** The roles a route was declared for with `requireRole` (the route-classification test reads it). */
    roles?: Role[];
  }
}

/** Everything that means "this token does not prove who you are" — the client signs in again. */
const REJECTED_TOKEN = [
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
];

import { currentTenant, currentUser } from './requestIdentity.ts';

export { currentTenant, currentUser };

function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

/** A kept record's tokensValidAfterTime in ms: parsing the date string was 1.6 % of a GET /v1/me. */
const validAfter = new WeakMap<UserRecord, number>();
function tokensValidAfter(record: UserRecord): number {
  let ms = validAfter.get(record);
  if (ms === undefined) {
    ms = record.tokensValidAfterTime ? new Date(record.tokensValidAfterTime).getTime() : 0;
    validAfter.set(record, ms);
  }
  return ms;
}

/** What `verifyIdToken(token, true)` checks beyond the token itself, against the user's record. */
function sessionEndedBy(token: DecodedIdToken, record: UserRecord): string | null {
  if (record.disabled) return 'auth/user-disabled';
  // Revoking sets tokensValidAfterTime (second resolution); a token from before it is void.
  if (token.auth_time * 1000 < tokensValidAfter(record)) return 'auth/id-token-revoked';
  return null;
}

/** How the user signed in for this token: password, microsoft.com, … */
const signInProvider = (token: DecodedIdToken) => token.firebase?.sign_in_provider;

type AuthOptions = {
  auth: Auth;
  db: Database;
  groupTenant: string;
  userCacheMs: number;
  microsoft: MicrosoftSettings | undefined;
  /** Failed token checks per address and minute (AUTH_FAILURES_PER_MINUTE). */
  failuresPerMinute: number;
};

const authPlugin: FastifyPluginAsync<AuthOptions> = async (app, options) => {
  const { auth, db, groupTenant, userCacheMs, microsoft } = options;
  const failures = tokenFailures(app, options.failuresPerMinute);
  app.decorateRequest('user', null);
  app.decorateRequest('userRecord', null);
  app.decorateRequest('tenant', null);
  const sessions = sessionCache(auth, userCacheMs, {
    tenants: (uids) => membershipsOf(db, uids),
    roles: async (uids) => {
      const byUid = await rolesOfMany(db, uids);
      return new Map(uids.map((uid) => [uid, byUid.get(uid) ?? []]));
    },
  });

  const authenticate: Hook = async (request) => {
    if (request.user) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new ApiError(401, 'session-expired');
    failures.refuseIfBlocked(request);
    try {
      // Signature, expiry, audience and issuer; revocation and the disabled flag come from the record.
      const decoded = await sessions.verifyToken(token);
      const record = await sessions.userRecord(decoded.uid);
      const ended = sessionEndedBy(decoded, record);
      if (ended) throw Object.assign(new Error(ended), { code: ended });
      request.user = decoded;
      request.userRecord = record;
    } catch (error) {
      if (!isAuthError(error, ...REJECTED_TOKEN)) throw error; // e.g. Firebase unreachable: a 500, not a sign-out
      request.log.info({ reason: (error as { code: string }).code }, 'token rejected');
      await failures.count(request);
      throw new ApiError(401, 'session-expired');
    }
  };

  /**
   * 403 unless the identity is verified. The token's `email_verified` is Firebase's signed word, and
   * a fresh token (after the user opened the link) counts at once. With MICROSOFT_TENANT_ID set, a
   * Microsoft session counts only by the tenant the gateway saw for the Microsoft account this token
   * names; any other tenant or account is refused.
   */
  const requireVerified = async (user: DecodedIdToken) => {
    if (signInProvider(user) === 'microsoft.com' && microsoft) {
      const proof = await sessions.microsoftProofOf(user.uid, () => microsoftProofOf(db, user.uid));
      if (proof?.tenantId !== microsoft.tenantId || !provenFor(proof, user)) throw new ApiError(403, 'microsoft-tenant-not-allowed');
      return;
    }
    if (user.email_verified !== true) throw new ApiError(403, 'email-not-verified');
  };

  const requireTenant: Hook = async (request) => {
    if (request.tenant) return;
    const user = currentUser(request);
    await requireVerified(user);
    const resolve = () => resolveTenant(db, { uid: user.uid, email: user.email }, { requestId: request.id });
    request.tenant = (await sessions.tenantOf(user.uid, resolve)) ?? null;
    currentTenant(request);
  };

  const requireGroupTenant: Hook = async (request) => {
    await requireTenant(request);
    if (currentTenant(request).name !== groupTenant) throw new ApiError(403, 'tenant-not-allowed');
  };

  const rolesOfRequest = async (request: FastifyRequest) => {
    const user = currentUser(request);
    return sessions.rolesOf(user.uid, () => rolesOf(db, user.uid));
  };

  const requireRole =
    (...roles: Role[]): Hook =>
    async (request) => {
      await requireTenant(request);
      if (!hasAnyRole(await rolesOfRequest(request), roles)) throw new ApiError(403, 'role-missing');
    };

  app.decorate('sessions', sessions);
  app.decorate('requireRole', requireRole);
  app.decorate('rolesOfRequest', rolesOfRequest);
  app.decorate('authenticate', authenticate);
  app.decorate('requireTenant', requireTenant);
  app.decorate('requireGroupTenant', requireGroupTenant);
};

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/rate-limit'] });
