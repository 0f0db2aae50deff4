/** GET /healthz: ready when the database answers. Open and not rate-limited, for probes and `npm start`. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReplySchema } from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';

const health: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/healthz', { schema: { response: { 200: healthReplySchema } }, config: { rateLimit: false } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
};

export default health;
