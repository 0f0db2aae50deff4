/**
 * Shapes every data service shares. A zod message that is a catalogue code becomes the code of the
 * gateway's 400 answer, so a schema decides which German message the user reads.
 */
import { z } from 'zod';

/** The one error answer: `{ error: { code, message } }`, the message German from the catalogue. */
export const errorReplySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** The placeholders of the message (`{items}`, `{max}` …), for a page that words it itself. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** Only where a page shows more than the message, e.g. every bad row of an import file. */
    details: z.unknown().optional(),
  }),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/**
 * The days a data set can hold: no newsroom figure is older than 1970, and the databases refuse some
 * days a string can name (PostgreSQL has no year 0), so anything outside is a bad range, never a 5xx.
 */
export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '9999-12-31';

/** Real calendar days between FIRST_DAY and LAST_DAY only: 2025-02-30 is refused, 2024-02-29 accepted. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value) && value >= FIRST_DAY && value <= LAST_DAY;
}

/** An ISO day (`YYYY-MM-DD`) in a query; anything else is `invalid-date-range`. */
export const isoDaySchema = z.string({ error: 'invalid-date-range' }).refine(isIsoDay, { error: 'invalid-date-range' });

/** Text the database stores: PostgreSQL's text cannot hold a NUL character, so one is refused (400), never a 5xx. */
export const storableText = () => z.string().refine((text) => !text.includes('\0'));
