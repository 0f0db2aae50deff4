/**
 * The history („Verlauf“): a user's finished or stopped tool runs, kept on the server for that user
 * alone, and the user's setting whether to keep them. Tools are named by their feature id.
 */
import { z } from 'zod';
import { provenanceSchema } from '../tools/provenance.ts';
import { HISTORY_SEARCH_MAX_LENGTH, RATING_COMMENT_MAX_LENGTH, RATING_REASONS, historyRetentionDays } from '../catalogue/history.ts';
import { HISTORY_TOOLS as historyTools, RATED_TOOLS as ratedTools, type HistoryTool, type RatedTool } from '../tools/index.ts';
import { storableText } from './common.ts';

export { HISTORY_PAGE_SIZE, HISTORY_SEARCH_MAX_LENGTH, historyRetentionDays } from '../catalogue/history.ts';
export { HISTORY_TOOLS, type HistoryTool } from '../tools/index.ts';

// z.enum takes a tuple with at least one value.
const HISTORY_TOOLS = historyTools as unknown as [HistoryTool, ...HistoryTool[]];
const RATED_TOOLS = ratedTools as unknown as [RatedTool, ...RatedTool[]];

const invalid = { error: 'validation-failed' } as const;

export const historyListQuerySchema = z.object({
  tool: z.enum(HISTORY_TOOLS, invalid).optional(),
  q: z.string(invalid).trim().max(HISTORY_SEARCH_MAX_LENGTH, invalid).optional(),
  page: z.coerce.number(invalid).int(invalid).min(1, invalid).max(10_000, invalid).default(1),
});
export type HistoryListQuery = z.input<typeof historyListQuerySchema>;

const status = z.enum(['done', 'stopped']);

export const historySummarySchema = z.object({
  id: z.string(),
  tool: z.enum(HISTORY_TOOLS),
  createdAt: z.string(),
  status,
  /** The first characters of input and result, for the list. */
  inputPreview: z.string(),
  resultPreview: z.string(),
});
export type HistorySummary = z.infer<typeof historySummarySchema>;

export const historyListReplySchema = z.object({
  entries: z.array(historySummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type HistoryListReply = z.infer<typeof historyListReplySchema>;

export const historyEntrySchema = historySummarySchema.omit({ inputPreview: true, resultPreview: true }).extend({
  provider: z.string(),
  /** The request's options (length, mode, platforms, desk …), without its text. */
  options: z.record(z.string(), z.unknown()),
  input: z.string(),
  /** The result as the tool's text: what copy, download and „Weiterverwenden“ take. */
  resultText: z.string(),
  /** Where the result comes from (tools/provenance.ts); null for entries kept before the label existed. */
  provenance: provenanceSchema().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyEntryReplySchema = z.object({ entry: historyEntrySchema });
export const historyParamsSchema = z.object({ id: z.string().regex(/^\d{1,15}$/, { error: 'not-found' }) });

export const userSettingsSchema = z.object({
  /** „Verlauf speichern“: off, nothing new is kept. */
  historyEnabled: z.boolean(invalid),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const historyRetentionSchema = z.object({
  days: z.number(invalid).int(invalid).min(historyRetentionDays.min, invalid).max(historyRetentionDays.max, invalid),
});
export type HistoryRetention = z.infer<typeof historyRetentionSchema>;

/** The tenant's monthly AI quota and what it used (characters in + out, UTC calendar month). */
export const quotaReplySchema = z.object({
  month: z.string(),
  /** null: no quota. */
  limitChars: z.number().nullable(),
  usedChars: z.number(),
  /** usedChars / limitChars, at most 1; 0 without a quota. */
  share: z.number(),
});
export type QuotaReply = z.infer<typeof quotaReplySchema>;
export const quotaBodySchema = z.object({
  limitChars: z.number(invalid).int(invalid).min(1000, invalid).max(1_000_000_000_000, invalid).nullable(),
});
export type QuotaBody = z.infer<typeof quotaBodySchema>;

/** „Meine Daten“ (`GET /v1/me/export`): everything the portal keeps about the caller. */
const rows = z.array(z.record(z.string(), z.unknown()));
export const ownDataSchema = z.object({
  format: z.literal('ki-portal-meine-daten'),
  version: z.literal(1),
  exportedAt: z.string(),
  user: z.object({ uid: z.string(), email: z.string().nullable(), tenant: z.string(), roles: z.array(z.string()) }),
  settings: userSettingsSchema,
  history: rows,
  feedback: rows,
  shortLinks: rows,
  usage: rows,
});

/** Thumbs on a result: the tool, up or down, why (down) and the history entry if it was kept. */
export const resultRatingBodySchema = z.object({
  tool: z.enum(RATED_TOOLS, invalid),
  helpful: z.boolean(invalid),
  reason: z.enum(RATING_REASONS.map(({ id }) => id) as [string, ...string[]], invalid).nullish(),
  comment: storableText().trim().max(RATING_COMMENT_MAX_LENGTH, invalid).nullish(),
  historyId: z
    .string()
    .regex(/^\d{1,15}$/, invalid)
    .nullish(),
});
export type ResultRatingBody = z.input<typeof resultRatingBodySchema>;

/** Per tool of the tenant: how many thumbs up and down, and the reasons given. */
export const resultRatingsReplySchema = z.object({
  tools: z.array(z.object({ tool: z.string(), up: z.number(), down: z.number(), reasons: z.record(z.string(), z.number()) })),
});
export type ResultRatingsReply = z.infer<typeof resultRatingsReplySchema>;
