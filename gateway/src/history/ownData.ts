/**
 * „Meine Daten“: everything the portal keeps about the caller, as one JSON file — profile, roles,
 * settings, the whole history, feedback, short links and usage. (House-style decisions are counted
 * without a user.) Only the caller's own rows, read by uid.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownDataSchema } from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';
import { feedback, historyEntries, shortLinks, usageDaily } from '../db/schema.ts';
import { currentTenant, currentUser } from '../plugins/auth.ts';
import { flushClicks } from '../shortLinks/clicks.ts';
import { flushUsage } from '../usage/count.ts';
import { historyEnabled, historyWritten } from './store.ts';

const ownData: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/me/export', { schema: { response: { 200: ownDataSchema } } }, async (request, reply) => {
    const user = currentUser(request);
    const uid = user.uid;
    // Everything, including the runs of the last moments that are still being written.
    await Promise.all([historyWritten(db), flushUsage(db), flushClicks(db)]);
    const [history, sentFeedback, links, usage] = await Promise.all([
      db.select().from(historyEntries).where(eq(historyEntries.uid, uid)).orderBy(asc(historyEntries.createdAt)),
      db.select().from(feedback).where(eq(feedback.uid, uid)).orderBy(asc(feedback.createdAt)),
      db.select().from(shortLinks).where(eq(shortLinks.ownerUid, uid)),
      db.select().from(usageDaily).where(eq(usageDaily.uid, uid)).orderBy(asc(usageDaily.day)),
    ]);
    const exportedAt = new Date();
    const data = {
      format: 'ki-portal-meine-daten' as const,
      version: 1 as const,
      exportedAt: exportedAt.toISOString(),
      user: { uid, email: user.email ?? null, tenant: currentTenant(request).name, roles: await app.rolesOfRequest(request) },
      settings: { historyEnabled: await historyEnabled(db, uid) },
      history: history.map(({ uid: _uid, accountId: _account, ...entry }) => entry),
      feedback: sentFeedback.map(({ uid: _uid, ...entry }) => entry),
      shortLinks: links.map(({ ownerUid: _owner, ...link }) => link),
      usage: usage.map(({ uid: _uid, accountId: _account, ...day }) => day),
    };
    return reply
      .header('content-disposition', `attachment; filename="meine-daten-${exportedAt.toISOString().slice(0, 10)}.json"`)
      .send(data);
  });
};

export default ownData;
