/**
 * Feedback as CSV for the team (`npm run export:feedback`): RFC 4180 (CRLF, fields with a quote,
 * delimiter or line break in quotes, quotes doubled), led by a UTF-8 BOM so Excel shows umlauts.
 */
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { feedback } from '../db/schema.ts';

export const FEEDBACK_CSV_COLUMNS = ['id', 'created_at', 'tenant', 'email', 'uid', 'category', 'rating', 'message'] as const;

const BOM = '\uFEFF';

/**
 * One field. Text typed by users that starts like a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe: Excel would otherwise run `=HYPERLINK(…)` from a feedback message (CSV injection).
 */
export function csvField(value: string | number | null, delimiter = ','): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  const needsQuotes = text.includes('"') || text.includes(delimiter) || /[\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

export type FeedbackRow = typeof feedback.$inferSelect;

export function feedbackCsv(rows: readonly FeedbackRow[], delimiter = ','): string {
  const lines = [
    FEEDBACK_CSV_COLUMNS.join(delimiter),
    ...rows.map((row) =>
      [row.id, row.createdAt.toISOString(), row.tenant, row.email, row.uid, row.category, row.rating, row.message]
        .map((value) => csvField(value, delimiter))
        .join(delimiter),
    ),
  ];
  return `${BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** All feedback, oldest first. */
export function allFeedback(db: Database): Promise<FeedbackRow[]> {
  return db.select().from(feedback).orderBy(asc(feedback.createdAt), asc(feedback.id));
}
