/**
 * The FAQ entries a question is answered from: BM25 over the faq_entries table in the offline pool.
 * The provider gets those and cites them; it answers from nothing else.
 */
import { asc } from 'drizzle-orm';
import type { ChatTurn, FaqEntry } from 'portal-contract';
import type { OfflineEngine } from '../ai/local/pool/offlinePool.ts';
import type { Database } from '../db/client.ts';
import { faqEntries } from '../db/schema.ts';

/** How many entries the provider sees: enough for a question that touches two topics. */
export const FAQ_SOURCES = 4;

export const allFaqEntries = (db: Database): Promise<FaqEntry[]> =>
  db
    .select({ id: faqEntries.id, category: faqEntries.category, question: faqEntries.question, answer: faqEntries.answer })
    .from(faqEntries)
    .orderBy(asc(faqEntries.position));

export async function faqSourcesFor(
  db: Database,
  offline: OfflineEngine,
  question: string,
  history: ChatTurn[],
  signal?: AbortSignal,
): Promise<FaqEntry[]> {
  const entries = await allFaqEntries(db);
  const sources = await offline.run('rankFaq', { question, entries, k: FAQ_SOURCES }, signal);
  // A follow-up ("und bis wann?") may only make sense with the question before it.
  const previous = history.findLast((turn) => turn.role === 'user')?.content;
  if (sources.length > 0 || !previous) return sources;
  return offline.run('rankFaq', { question: `${previous} ${question}`, entries, k: FAQ_SOURCES }, signal);
}
