/** Feedback as CSV for the team (`npm run export:feedback`), written by the portal's one CSV writer. */
import { asc } from 'drizzle-orm';
import { toCsv } from 'portal-contract';
import type { Database } from '../db/client.ts';
import { feedback } from '../db/schema.ts';

export const FEEDBACK_CSV_COLUMNS = ['id', 'created_at', 'tenant', 'email', 'uid', 'category', 'rating', 'message'] as const;

export type FeedbackRow = typeof feedback.$inferSelect;

export function feedbackCsv(rows: readonly FeedbackRow[], delimiter = ','): string {
  const values = rows.map((row) => [
    row.id,
    row.createdAt.toISOString(),
    row.tenant,
    row.email,
    row.uid,
    row.category,
    row.rating,
    row.message,
  ]);
  return toCsv(FEEDBACK_CSV_COLUMNS, values, delimiter);
}

/** All feedback, oldest first. */
export function allFeedback(db: Database): Promise<FeedbackRow[]> {
  return db.select().from(feedback).orderBy(asc(feedback.createdAt), asc(feedback.id));
}
