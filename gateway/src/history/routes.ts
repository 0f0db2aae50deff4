/**
 * The history („Verlauf“) and the user's own settings: owner only — every route reads and deletes
 * by the caller's uid, so nobody, admins included, reaches another user's entries. Tenant admins
 * set how long their tenant's entries are kept (history/store.ts, purgeExpiredHistory).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from 'portal-contract';
import {
  historyEntryReplySchema,
  historyListQuerySchema,
  historyListReplySchema,
  historyParamsSchema,
  historyRetentionSchema,
  userSettingsSchema,
} from 'portal-contract/schemas';
import { auditRequest } from '../audit/auditLog.ts';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { currentTenant, currentUser } from '../plugins/auth.ts';
import { deleteHistory, historyEnabled, historyWritten, listHistory, readHistoryEntry, setHistoryEnabled } from './store.ts';

const history: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const uidOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).uid;
  // Entries are written a moment after their run (store.ts); a list, an entry or a deletion sees them.
  app.addHook('preHandler', async () => historyWritten(db));

  app.get('/history', { schema: { querystring: historyListQuerySchema, response: { 200: historyListReplySchema } } }, async (request) =>
    listHistory(db, uidOf(request), request.query),
  );

  app.get('/history/:id', { schema: { params: historyParamsSchema, response: { 200: historyEntryReplySchema } } }, async (request) => {
    const entry = await readHistoryEntry(db, uidOf(request), Number(request.params.id));
    if (!entry) throw new ApiError(404, 'not-found');
    return { entry };
  });

  app.delete('/history/:id', { schema: { params: historyParamsSchema } }, async (request, reply) => {
    if ((await deleteHistory(db, uidOf(request), Number(request.params.id))) === 0) throw new ApiError(404, 'not-found');
    return reply.code(204).send();
  });

  app.delete('/history', async (request, reply) => {
    await deleteHistory(db, uidOf(request));
    return reply.code(204).send();
  });

  app.get('/me/settings', { schema: { response: { 200: userSettingsSchema } } }, async (request) => ({
    historyEnabled: await historyEnabled(db, uidOf(request)),
  }));

  app.put('/me/settings', { schema: { body: userSettingsSchema, response: { 200: userSettingsSchema } } }, async (request) => {
    await setHistoryEnabled(db, uidOf(request), request.body.historyEnabled);
    return { historyEnabled: request.body.historyEnabled };
  });

  const adminsOnly = { onRequest: app.requireRole(...ADMIN_ROLES), config: { roles: [...ADMIN_ROLES] } };

  app.get('/admin/history-retention', { ...adminsOnly, schema: { response: { 200: historyRetentionSchema } } }, async (request) => {
    const [account] = await db
      .select({ days: accounts.historyRetentionDays })
      .from(accounts)
      .where(eq(accounts.id, currentTenant(request).id));
    return { days: account?.days ?? 90 };
  });

  app.put(
    '/admin/history-retention',
    { ...adminsOnly, schema: { body: historyRetentionSchema, response: { 200: historyRetentionSchema } } },
    async (request) => {
      const tenant = currentTenant(request);
      await db.update(accounts).set({ historyRetentionDays: request.body.days }).where(eq(accounts.id, tenant.id));
      await auditRequest(db, request, 'history.retention', `${request.body.days} Tage`);
      return { days: request.body.days };
    },
  );
};

export default history;
