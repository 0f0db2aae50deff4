/**
 * Thumbs on a tool's result (every user, for their own results) and their count per tool for the
 * tenant's admins. Stored with the tool, the provider and model that made it, and the history entry
 * when the result was kept and is the caller's own.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES, type RatedTool } from 'portal-contract';
import { AI_TASKS } from 'portal-contract/schemas';
import { resultRatingBodySchema, resultRatingsReplySchema } from 'portal-contract/schemas';
import type { AiConfig, AiTask } from '../config.ts';
import type { Database } from '../db/client.ts';
import { historyEntries, resultRatings } from '../db/schema.ts';
import { currentTenant, currentUser } from '../plugins/auth.ts';

/** Which AI task makes each tool's result: the tool itself, or the offline engine for an offline analysis. */
const taskOf = (tool: RatedTool): AiTask | 'local' => ((AI_TASKS as readonly string[]).includes(tool) ? (tool as AiTask) : 'local');

const ratings: FastifyPluginAsyncZod<{ db: Database; ai: AiConfig }> = async (app, { db, ai }) => {
  const adminsOnly = { onRequest: app.requireRole(...ADMIN_ROLES), config: { roles: [...ADMIN_ROLES] } };

  app.post('/results/rating', { schema: { body: resultRatingBodySchema } }, async (request, reply) => {
    const { tool, helpful, reason, comment, historyId } = request.body;
    const uid = currentUser(request).uid;
    const task = taskOf(tool);
    const provider = task === 'local' ? 'local' : ai.providers[task];
    // Only the caller's own history entry is linked; another id is left out, not an error.
    const [own] = historyId
      ? await db
          .select({ id: historyEntries.id })
          .from(historyEntries)
          .where(and(eq(historyEntries.id, Number(historyId)), eq(historyEntries.uid, uid)))
      : [];
    await db.insert(resultRatings).values({
      uid,
      accountId: currentTenant(request).id,
      tool,
      provider,
      model: provider === 'openai' && task !== 'local' ? ai.models[task] : null,
      historyEntryId: own?.id ?? null,
      helpful,
      reason: helpful ? null : (reason ?? null),
      comment: comment || null,
    });
    return reply.code(204).send();
  });

  app.get('/admin/result-ratings', { ...adminsOnly, schema: { response: { 200: resultRatingsReplySchema } } }, async (request) => {
    const rows = await db
      .select({ tool: resultRatings.tool, helpful: resultRatings.helpful, reason: resultRatings.reason, count: count() })
      .from(resultRatings)
      .where(eq(resultRatings.accountId, currentTenant(request).id))
      .groupBy(resultRatings.tool, resultRatings.helpful, resultRatings.reason)
      .orderBy(sql`${resultRatings.tool}`);
    const byTool = new Map<string, { tool: string; up: number; down: number; reasons: Record<string, number> }>();
    for (const row of rows) {
      const entry = byTool.get(row.tool) ?? { tool: row.tool, up: 0, down: 0, reasons: {} };
      if (row.helpful) entry.up += Number(row.count);
      else {
        entry.down += Number(row.count);
        if (row.reason) entry.reasons[row.reason] = (entry.reasons[row.reason] ?? 0) + Number(row.count);
      }
      byTool.set(row.tool, entry);
    }
    return { tools: [...byTool.values()] };
  });
};

export default ratings;
