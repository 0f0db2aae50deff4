/**
 * Who is asking, as the auth hooks (plugins/auth.ts) left it on the request. Apart from auth.ts so
 * that modules the hooks use themselves (roles, the audit log) can read it without an import circle.
 */
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import type { Tenant } from '../tenancy/tenant.ts';

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
