/**
 * Token and tenant checks as hooks. Every /v1 route except sign-up gets `authenticate` and
 * `requireTenant` from its scope (plugins/protectedApi.ts); group-only routes add
 * `onRequest: app.requireGroupTenant`. The hooks work as onRequest or preHandler and are idempotent,
 * so listing them on a route again (`{ preHandler: [app.authenticate, app.requireTenant] }`) is harmless.
 */
import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { isAuthError } from '../firebase.ts';
import { resolveTenant, type Tenant } from '../tenancy/resolveTenant.ts';
import { sessionCache, type SessionCache } from '../sessionCache.ts';

type Hook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Authorization: Bearer <Firebase ID token>, checked for revocation and disabled users. */
    authenticate: Hook;
    /** The user's tenant from the database (membership or e-mail domain); none → 403. */
    requireTenant: Hook;
    /** The tenant must be the group tenant (GROUP_TENANT); includes requireTenant. */
    requireGroupTenant: Hook;
    /** Verified tokens and user records as the token check saw them (kept briefly, see sessionCache.ts). */
    sessions: SessionCache;
  }
  interface FastifyRequest {
    user: DecodedIdToken | null;
    /** The Firebase user record behind `user`, as the token check saw it. */
    userRecord: UserRecord | null;
    tenant: Tenant | null;
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

/** The verified token of the request; throws 401 when the route did not run `authenticate`. */
export function currentUser(request: FastifyRequest): DecodedIdToken {
  if (!request.user) throw new ApiError(401, 'session-expired');
  return request.user;
}

/** The tenant resolved by `requireTenant`; throws 403 when there is none. */
export function currentTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new ApiError(403, 'registration-failed');
  return request.tenant;
}

function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

/** What `verifyIdToken(token, true)` checks beyond the token itself, against the user's record. */
function sessionEndedBy(token: DecodedIdToken, record: UserRecord): string | null {
  if (record.disabled) return 'auth/user-disabled';
  // Revoking sets tokensValidAfterTime (second resolution); a token from before it is void.
  if (record.tokensValidAfterTime && token.auth_time * 1000 < new Date(record.tokensValidAfterTime).getTime()) {
    return 'auth/id-token-revoked';
  }
  return null;
}

type AuthOptions = { auth: Auth; db: Database; groupTenant: string; userCacheMs: number };

const authPlugin: FastifyPluginAsync<AuthOptions> = async (app, { auth, db, groupTenant, userCacheMs }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('userRecord', null);
  app.decorateRequest('tenant', null);
  const sessions = sessionCache(auth, userCacheMs);

  const authenticate: Hook = async (request) => {
    if (request.user) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new ApiError(401, 'session-expired');
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
      throw new ApiError(401, 'session-expired');
    }
  };

  const requireTenant: Hook = async (request) => {
    if (request.tenant) return;
    const user = currentUser(request);
    request.tenant = (await sessions.tenantOf(user.uid, () => resolveTenant(db, { uid: user.uid, email: user.email }))) ?? null;
    currentTenant(request);
  };

  const requireGroupTenant: Hook = async (request) => {
    await requireTenant(request);
    if (currentTenant(request).name !== groupTenant) throw new ApiError(403, 'tenant-not-allowed');
  };

  app.decorate('sessions', sessions);
  app.decorate('authenticate', authenticate);
  app.decorate('requireTenant', requireTenant);
  app.decorate('requireGroupTenant', requireGroupTenant);
};

export default fp(authPlugin, { name: 'auth' });
