/** What the source check reports (tools/source-check.ts), shared by every result written from a source. */
import { z } from 'zod';

export const SOURCE_FINDING_KINDS = ['number', 'date', 'weekday', 'time', 'person', 'function', 'organisation', 'place', 'quote'] as const;
export type SourceFindingKind = (typeof SOURCE_FINDING_KINDS)[number];

/** A fact of the checked text that the source does not support; `start`/`end` are offsets in that text. */
export function sourceFindingSchema() {
  return z.object({
    text: z.string(),
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    kind: z.enum(SOURCE_FINDING_KINDS),
    /** German, quoting what the source says („Die Quelle nennt 7,3 Millionen Euro.“). */
    reason: z.string(),
  });
}
export type SourceFinding = z.infer<ReturnType<typeof sourceFindingSchema>>;
