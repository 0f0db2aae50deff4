/**
 * The data sets of /dashboards (seed paths and answer fields): the overview of BI dashboards and four
 * daily series for a date range. Rows are ordered by day, then brand/edition; Top 30 sums page
 * impressions per article over the range.
 */
import { asc, between, desc, sql, type Column } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  dashboardsReplySchema,
  dateRangeQuerySchema,
  type DateRangeQuery,
  epaperReplySchema,
  infonlineReplySchema,
  symplrReplySchema,
  top30ReplySchema,
} from 'portal-contract/schemas';
import { resolveRange, type DayRange } from './days.ts';
import { dashboardCache } from './cache.ts';
import type { Database } from '../db/client.ts';
import { dashboards, epaperDaily, infonlineDaily, symplrDaily, top30Daily } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

export const TOP_ARTICLES = 30;

const cents = (euros: number) => Math.round(euros * 100) / 100;

/** eCPM: revenue per 1 000 ad impressions, in euros with cents; 0 on a day without impressions. */
export const ecpm = (revenue: number, adImpressions: number) => (adImpressions > 0 ? cents((revenue / adImpressions) * 1000) : 0);

function rangeOf(query: DateRangeQuery): DayRange {
  const range = resolveRange(query);
  if (!range) throw new ApiError(400, 'invalid-date-range');
  return range;
}

const inRange = (column: Column, { from, to }: DayRange) => between(column, from, to);

const dashboardsPlugin: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const ranged = { querystring: dateRangeQuerySchema };
  const cache = dashboardCache(db);

  /**
   * The answer of `set` for `range` from the cache (cache.ts), built and checked against its schema
   * once per version; its ETag names set, version and range, so an unchanged answer is a 304.
   */
  async function cached(
    request: FastifyRequest,
    reply: FastifyReply,
    set: string,
    range: DayRange | null,
    schema: z.ZodType,
    build: () => Promise<unknown>,
  ): Promise<void> {
    const version = await cache.versionOf(set);
    const etag = `"${set}-${version}${range ? `-${range.from}-${range.to}` : ''}"`;
    // Private: the answers are for signed-in staff; revalidated on every use, which the ETag makes cheap.
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) {
      await reply.code(304).send();
      return;
    }
    const body = await cache.answer(etag, async () => JSON.stringify(schema.parse(await build())));
    // Sent as text: checked against its schema once, when it was built.
    await reply.type('application/json; charset=utf-8').send(body);
  }

  app.get('/get-dashboards', { schema: { response: { 200: dashboardsReplySchema } } }, (request, reply) =>
    cached(request, reply, 'dashboards', null, dashboardsReplySchema, async () => ({
      dashboards: await db
        .select({ id: dashboards.id, title: dashboards.title, description: dashboards.description, url: dashboards.url })
        .from(dashboards)
        .orderBy(asc(dashboards.position), asc(dashboards.id)),
    })),
  );

  app.get('/infonline-data', { schema: { ...ranged, response: { 200: infonlineReplySchema } } }, (request, reply) => {
    const range = rangeOf(request.query);
    return cached(request, reply, 'infonline', range, infonlineReplySchema, async () => ({
      infonline: await db
        .select({
          day: infonlineDaily.day,
          brand: infonlineDaily.brand,
          visits: infonlineDaily.visits,
          pageImpressions: infonlineDaily.pageImpressions,
        })
        .from(infonlineDaily)
        .where(inRange(infonlineDaily.day, range))
        .orderBy(asc(infonlineDaily.day), asc(infonlineDaily.brand)),
    }));
  });

  app.get('/symplr-data', { schema: { ...ranged, response: { 200: symplrReplySchema } } }, (request, reply) => {
    const range = rangeOf(request.query);
    return cached(request, reply, 'symplr', range, symplrReplySchema, async () => {
      const rows = await db.select().from(symplrDaily).where(inRange(symplrDaily.day, range)).orderBy(asc(symplrDaily.day));
      return {
        symplr: rows.map((row) => ({
          day: row.day,
          adImpressions: row.adImpressions,
          revenue: cents(row.revenue),
          ecpm: ecpm(row.revenue, row.adImpressions),
        })),
      };
    });
  });

  app.get('/epaper-data', { schema: { ...ranged, response: { 200: epaperReplySchema } } }, (request, reply) => {
    const range = rangeOf(request.query);
    return cached(request, reply, 'epaper', range, epaperReplySchema, async () => ({
      epaper: await db
        .select({ day: epaperDaily.day, edition: epaperDaily.edition, readers: epaperDaily.readers, downloads: epaperDaily.downloads })
        .from(epaperDaily)
        .where(inRange(epaperDaily.day, range))
        .orderBy(asc(epaperDaily.day), asc(epaperDaily.edition)),
    }));
  });

  app.get('/top30-data', { schema: { ...ranged, response: { 200: top30ReplySchema } } }, (request, reply) => {
    const range = rangeOf(request.query);
    return cached(request, reply, 'top30', range, top30ReplySchema, async () => {
      const total = sql<number>`sum(${top30Daily.pageImpressions})`.mapWith(Number);
      // An article's title or section may change while it runs: the latest one in the range is shown.
      const latest = (column: Column) => sql<string>`(array_agg(${column} order by ${top30Daily.day} desc))[1]`;
      const rows = await db
        .select({ url: top30Daily.url, title: latest(top30Daily.title), section: latest(top30Daily.section), pageImpressions: total })
        .from(top30Daily)
        .where(inRange(top30Daily.day, range))
        .groupBy(top30Daily.url)
        .orderBy(desc(total), asc(top30Daily.url))
        .limit(TOP_ARTICLES);
      return {
        top30: rows.map((row, index) => ({
          rank: index + 1,
          title: row.title,
          url: row.url,
          section: row.section,
          pageImpressions: row.pageImpressions,
        })),
      };
    });
  });
};

export default dashboardsPlugin;
