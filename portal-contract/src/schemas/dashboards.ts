/** The data sets of /dashboards: the overview of BI dashboards and four daily series for a date range. */
import { z } from 'zod';
import { isoDaySchema } from './common.ts';

/** `?from=&to=`: missing ends default to the last 30 days up to today (the gateway decides). */
export const dateRangeQuerySchema = z.object({ from: isoDaySchema.optional(), to: isoDaySchema.optional() });
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

const day = z.string();
const count = z.number().int();

export const dashboardLinkSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), url: z.string() });
export const infonlineRowSchema = z.object({ day, brand: z.string(), visits: count, pageImpressions: count });
/** Revenue and eCPM in euros with cents. */
export const symplrRowSchema = z.object({ day, adImpressions: count, revenue: z.number(), ecpm: z.number() });
export const epaperRowSchema = z.object({ day, edition: z.string(), readers: count, downloads: count });
export const top30RowSchema = z.object({ rank: count, title: z.string(), url: z.string(), section: z.string(), pageImpressions: count });

export const dashboardsReplySchema = z.object({ dashboards: z.array(dashboardLinkSchema) });
export const infonlineReplySchema = z.object({ infonline: z.array(infonlineRowSchema) });
export const symplrReplySchema = z.object({ symplr: z.array(symplrRowSchema) });
export const epaperReplySchema = z.object({ epaper: z.array(epaperRowSchema) });
export const top30ReplySchema = z.object({ top30: z.array(top30RowSchema) });

export type DashboardLink = z.infer<typeof dashboardLinkSchema>;
export type InfonlineRow = z.infer<typeof infonlineRowSchema>;
export type SymplrRow = z.infer<typeof symplrRowSchema>;
export type EpaperRow = z.infer<typeof epaperRowSchema>;
export type Top30Row = z.infer<typeof top30RowSchema>;
export type DashboardsReply = z.infer<typeof dashboardsReplySchema>;
export type InfonlineReply = z.infer<typeof infonlineReplySchema>;
export type SymplrReply = z.infer<typeof symplrReplySchema>;
export type EpaperReply = z.infer<typeof epaperReplySchema>;
export type Top30Reply = z.infer<typeof top30ReplySchema>;
