/**
 * GET /s/:slug — public, no token: the hot path of the Link Shortener. The target comes from memory
 * when the link was followed lately (targets.ts), else from one prepared read; the click is counted
 * in memory and written with the others of its second (clicks.ts).
 * HEAD answers the same without counting (link previews of chat tools ask with HEAD first).
 * Limited per address (SHORT_LINK_REDIRECTS_PER_MINUTE, default 600): generous, since a whole
 * newsroom behind one address may open a shared link, but a script cannot use the gateway as a
 * free redirector or hammer the database through it.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, RouteShorthandOptions } from 'fastify';
import { messageFor } from 'portal-contract';
import type { Database } from '../db/client.ts';
import { shortLinks } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { countClick } from './clicks.ts';
import { knownTarget, rememberTarget } from './targets.ts';
import { SLUG_PATTERN } from './rules.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The page a browser shows instead of a redirect; `lines` are already HTML-safe. */
function page(title: string, lines: string[], portalUrl: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1f2933;line-height:1.5}a{color:#0b5cad}</style>
</head>
<body>
${lines.join('\n')}
<p><a href="${escapeHtml(portalUrl)}">Zum KI-Portal</a></p>
</body>
</html>
`;
}

export const notFoundPage = (portalUrl: string) =>
  page(
    'Kurzlink nicht gefunden',
    ['<h1>Dieser Kurzlink existiert nicht.</h1>', '<p>Vielleicht wurde er gelöscht oder falsch abgetippt.</p>'],
    portalUrl,
  );

/** Same shape as the 404: whoever follows a short link is in a browser, not in the portal's pages. */
export const tooManyRequestsPage = (portalUrl: string) => {
  const text = escapeHtml(messageFor('too-many-requests'));
  return page(text, [`<h1>${text}</h1>`], portalUrl);
};

type RedirectOptions = { db: Database; portalUrl: string; perMinute: number };
type SlugParams = { slug: string };

const shortLinkRedirect: FastifyPluginAsync<RedirectOptions> = async (app, { db, portalUrl, perMinute }) => {
  const notFound = notFoundPage(portalUrl);
  const busy = tooManyRequestsPage(portalUrl);
  const peek = db
    .select({ url: shortLinks.url })
    .from(shortLinks)
    .where(eq(shortLinks.slug, sql.placeholder('slug')))
    .prepare('short_link_peek');

  const html = (reply: FastifyReply, code: number, body: string) => reply.code(code).type('text/html; charset=utf-8').send(body);
  const answer = (reply: FastifyReply, url: string | undefined) =>
    url === undefined ? html(reply, 404, notFound) : reply.redirect(url, 302);

  // The rate limit's refusal (an ApiError with Retry-After already set) as a page; anything else
  // goes on to the gateway's JSON error answers.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError && error.statusCode === 429) return html(reply, 429, busy);
    throw error;
  });

  const options = {
    config: {
      // Per address, never per user (nobody signs in here); IPv6 per /64, what one household gets.
      // Checked first thing, before the database is asked.
      rateLimit: { max: perMinute, timeWindow: 60_000, hook: 'onRequest', keyGenerator: (request) => `ip:${normalizeIP(request.ip)}` },
    },
    exposeHeadRoute: false,
  } satisfies RouteShorthandOptions;

  /** The link's target: from memory when followed lately (targets.ts), else one prepared read. */
  async function targetOf(slug: string): Promise<string | undefined> {
    // No schema: the slug pattern is the whole validation, and a malformed slug never reaches the database.
    if (!SLUG_PATTERN.test(slug)) return undefined;
    const known = knownTarget(db, slug);
    if (known !== undefined) return known;
    const [row] = await peek.execute({ slug });
    if (row) rememberTarget(db, slug, row.url);
    return row?.url;
  }

  app.get('/s/:slug', options, async (request, reply) => {
    const { slug } = request.params as SlugParams;
    const url = await targetOf(slug);
    if (url !== undefined) countClick(db, slug, (error) => app.log.error({ err: error }, 'short-link clicks not written'));
    return answer(reply, url);
  });

  app.head('/s/:slug', options, async (request, reply) => answer(reply, await targetOf((request.params as SlugParams).slug)));
};

export default shortLinkRedirect;
