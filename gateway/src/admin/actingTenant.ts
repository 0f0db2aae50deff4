/** The tenant an admin acts on: their own, or (portal admins only) the one they name. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { currentTenant } from '../plugins/auth.ts';

export async function actingTenant(
  app: FastifyInstance,
  db: Database,
  request: FastifyRequest,
  named: string | undefined,
): Promise<{ id: number; name: string; own: boolean }> {
  const own = currentTenant(request);
  if (named === undefined || named === own.name) return { id: own.id, name: own.name, own: true };
  if (!(await app.rolesOfRequest(request)).includes('portal-admin')) throw new ApiError(403, 'role-missing');
  const [other] = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.name, named));
  if (!other) throw new ApiError(404, 'not-found');
  return { ...other, own: false };
}
