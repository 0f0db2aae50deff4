/**
 * The tenant's AI quota: every member reads it (the shell's banner at 80 %), tenant and portal admins
 * set it for their own tenant (audit `quota.change`).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from 'portal-contract';
import { quotaBodySchema, quotaReplySchema } from 'portal-contract/schemas';
import { auditRequest } from '../audit/auditLog.ts';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { currentTenant, currentUser } from '../plugins/auth.ts';
import { quotaOf } from './quota.ts';

const usage: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const adminsOnly = { onRequest: app.requireRole(...ADMIN_ROLES), config: { roles: [...ADMIN_ROLES] } };

  app.get('/quota', { schema: { response: { 200: quotaReplySchema } } }, async (request) => quotaOf(db, currentTenant(request).id));

  app.put('/admin/quota', { ...adminsOnly, schema: { body: quotaBodySchema, response: { 200: quotaReplySchema } } }, async (request) => {
    const tenant = currentTenant(request);
    const { limitChars } = request.body;
    await db.update(accounts).set({ quotaMonthlyChars: limitChars }).where(eq(accounts.id, tenant.id));
    await auditRequest(db, request, 'quota.change', limitChars === null ? 'kein Kontingent' : `${limitChars} Zeichen im Monat`);
    return quotaOf(db, tenant.id);
  });
};

export default usage;
