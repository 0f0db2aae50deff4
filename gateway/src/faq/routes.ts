/**
 * Workday FAQ: the entries for the page's list (the assistant itself is a tool: tools/routes.ts runs
 * it, with the entries retrieved by faq/sources.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toolSchemas } from 'portal-contract/schemas';
import type { AiProvider } from '../ai/provider.ts';
import type { Database } from '../db/client.ts';
import { seedFaqEntries } from './seedFaq.ts';
import { allFaqEntries } from './sources.ts';

type FaqOptions = { db: Database; provider: AiProvider };

const workdayFaq: FastifyPluginAsyncZod<FaqOptions> = async (app, { db }) => {
  await seedFaqEntries(db);
  const { entries } = toolSchemas['workday-faq']({ maxTextLength: 0 });
  app.get('/workday-faq/entries', { schema: { response: { 200: entries } } }, async () => ({ entries: await allFaqEntries(db) }));
};

export default workdayFaq;
