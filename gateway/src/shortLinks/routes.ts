/**
 * The Link Shortener's API: create (custom or random slug), list and delete the user's own links.
 * Other users' links are invisible: listing filters by owner, deleting one answers 404. Listing
 * writes the clicks still gathering first (clicks.ts), so the counts it shows are exact for the
 * clicks this instance took; another instance's are at most a second behind.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  shortLinkCreateBodySchema,
  shortLinkCreatedReplySchema,
  shortLinkSlugParamsSchema,
  shortLinksReplySchema,
  type ShortLink,
} from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';
import { shortLinks } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { flushClicks } from './clicks.ts';
import { forgetTarget } from './targets.ts';
import { SLUG_PATTERN, checkTargetUrl, randomSlug } from './rules.ts';
import { currentUser } from '../plugins/auth.ts';

export type { ShortLink };

/** Generated slugs practically never collide; a few retries make "never" certain enough. */
const GENERATED_SLUG_ATTEMPTS = 5;

/** `portalOrigins`: the portal's pages are fair targets even where the portal runs on an internal address. */
type ShortLinkOptions = { db: Database; shortLinkBaseUrl: string; portalOrigins: readonly string[]; perMinute: number };

const shortLinksPlugin: FastifyPluginAsyncZod<ShortLinkOptions> = async (app, { db, shortLinkBaseUrl, portalOrigins, perMinute }) => {
  // The contract's body, with the URL normalised against this portal's own addresses.
  const createBodySchema = shortLinkCreateBodySchema.extend({
    // A zod message that is a catalogue code becomes the reply's code (plugins/errorReplies.ts).
    url: shortLinkCreateBodySchema.shape.url.transform((value, context) => {
      const verdict = checkTargetUrl(value, shortLinkBaseUrl, portalOrigins);
      if ('url' in verdict) return verdict.url;
      context.issues.push({ code: 'custom', message: verdict.refused, input: value });
      return z.NEVER;
    }),
  });

  const toShortLink = (row: typeof shortLinks.$inferSelect): ShortLink => ({
    slug: row.slug,
    url: row.url,
    shortUrl: `${shortLinkBaseUrl}/${row.slug}`,
    clicks: row.clicks,
    createdAt: row.createdAt.toISOString(),
  });

  const insert = async (slug: string, url: string, ownerUid: string) => {
    const [row] = await db.insert(shortLinks).values({ slug, url, ownerUid }).onConflictDoNothing({ target: shortLinks.slug }).returning();
    return row;
  };

  app.post(
    '/short-links',
    {
      schema: { body: createBodySchema, response: { 201: shortLinkCreatedReplySchema } },
      // Stricter than the global limit; keyed per user like the global one (app.ts), bodies that
      // fail validation count too.
      config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { url, slug } = request.body;
      const owner = currentUser(request).uid;
      if (slug !== undefined) {
        const row = await insert(slug, url, owner);
        if (!row) throw new ApiError(409, 'slug-taken');
        return reply.code(201).send({ link: toShortLink(row) });
      }
      for (let attempt = 0; attempt < GENERATED_SLUG_ATTEMPTS; attempt += 1) {
        const row = await insert(randomSlug(), url, owner);
        if (row) return reply.code(201).send({ link: toShortLink(row) });
      }
      throw new Error(`no free random slug after ${GENERATED_SLUG_ATTEMPTS} attempts`);
    },
  );

  app.get('/short-links', { schema: { response: { 200: shortLinksReplySchema } } }, async (request) => {
    await flushClicks(db);
    const rows = await db
      .select()
      .from(shortLinks)
      .where(eq(shortLinks.ownerUid, currentUser(request).uid))
      .orderBy(desc(shortLinks.createdAt), desc(shortLinks.slug));
    return { links: rows.map(toShortLink) };
  });

  app.delete('/short-links/:slug', { schema: { params: shortLinkSlugParamsSchema } }, async (request, reply) => {
    const { slug } = request.params;
    // A slug that cannot exist is not looked up (and a NUL byte never reaches PostgreSQL).
    if (!SLUG_PATTERN.test(slug)) throw new ApiError(404, 'not-found');
    // One statement: the owner check and the delete cannot be separated by a concurrent request.
    const deleted = await db
      .delete(shortLinks)
      .where(and(eq(shortLinks.slug, slug), eq(shortLinks.ownerUid, currentUser(request).uid)))
      .returning({ slug: shortLinks.slug });
    if (deleted.length === 0) throw new ApiError(404, 'not-found');
    // Its redirect stops at once here (other instances: within TARGET_TTL_MS).
    forgetTarget(db, slug);
    return reply.code(204).send();
  });
};

export default shortLinksPlugin;
