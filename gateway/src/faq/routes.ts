/**
 * Workday FAQ: the entries (for the page's list) and the assistant. A question is answered only from
 * the entries retrieved for it (BM25 over the faq_entries table); the provider gets those and cites them.
 */
import { asc } from 'drizzle-orm';
import type { preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FAQ_HISTORY_TURN_MAX_LENGTH, faqAskBodySchema, faqEntriesReplySchema } from 'portal-contract/schemas';
import { faqHistoryTurns as HISTORY_TURNS, faqQuestionMaxLength } from 'portal-contract';
import type { OfflineEngine } from '../ai/local/pool/offlinePool.ts';
import type { AiProvider, FaqEntry } from '../ai/provider.ts';
import { sendEventStream } from '../ai/sse.ts';
import type { AiConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { faqEntries } from '../db/schema.ts';
import { seedFaqEntries } from './seedFaq.ts';
import { bodyLimitFor, rejectInvalidBody } from '../tools/requests.ts';
import { runContext, withCount } from '../history/record.ts';

/** How many entries the provider sees: enough for a question that touches two topics. */
export const FAQ_SOURCES = 4;

type FaqOptions = { provider: AiProvider; config: AiConfig; db: Database; aiBudget: preValidationHookHandler[]; offline: OfflineEngine };

const workdayFaq: FastifyPluginAsyncZod<FaqOptions> = async (app, { provider: ai, config, db, aiBudget, offline }) => {
  await seedFaqEntries(db);

  const allEntries = (): Promise<FaqEntry[]> =>
    db
      .select({ id: faqEntries.id, category: faqEntries.category, question: faqEntries.question, answer: faqEntries.answer })
      .from(faqEntries)
      .orderBy(asc(faqEntries.position));

  app.get('/workday-faq/entries', { schema: { response: { 200: faqEntriesReplySchema } } }, async () => ({
    entries: await allEntries(),
  }));

  app.post(
    '/workday-faq/ask',
    {
      attachValidation: true,
      preValidation: aiBudget,
      preHandler: rejectInvalidBody,
      bodyLimit: bodyLimitFor(faqQuestionMaxLength + HISTORY_TURNS * FAQ_HISTORY_TURN_MAX_LENGTH),
      config: { textMax: faqQuestionMaxLength },
      schema: { body: faqAskBodySchema },
    },
    async (request, reply) => {
      const { question } = request.body;
      const entries = await allEntries();
      let sources = await offline.run('rankFaq', { question, entries, k: FAQ_SOURCES });
      // A follow-up ("und bis wann?") may only make sense with the question before it.
      const previous = request.body.history.findLast((turn) => turn.role === 'user')?.content;
      if (sources.length === 0 && previous)
        sources = await offline.run('rankFaq', { question: `${previous} ${question}`, entries, k: FAQ_SOURCES });
      return sendEventStream(request, reply, (signal) =>
        withCount(
          () => ai.answerFaq({ question, history: request.body.history, entries: sources }, signal),
          runContext(request, { db, ai: config }, 'workday-faq', 'FAQ', signal),
          (answer) => answer.answer,
        ),
      );
    },
  );
};

export default workdayFaq;
