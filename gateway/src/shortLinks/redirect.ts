/**
 * GET /s/:slug — public, no token: the hot path of the Link Shortener. One prepared statement counts
 * the click and reads the target atomically (`clicks = clicks + 1 … RETURNING url`), so concurrent
 * clicks never get lost. Not rate-limited: it is cheap, carries no secret, and a shared link may be
 * opened by a whole newsroom behind one address. HEAD answers the same without counting (link
 * previews of chat tools ask with HEAD first).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { shortLinks } from '../db/schema.ts';
import { SLUG_PATTERN } from './rules.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function notFoundPage(portalUrl: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kurzlink nicht gefunden</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1f2933;line-height:1.5}a{color:#0b5cad}</style>
</head>
<body>
<h1>Dieser Kurzlink existiert nicht.</h1>
<p>Vielleicht wurde er gelöscht oder falsch abgetippt.</p>
<p><a href="${escapeHtml(portalUrl)}">Zum KI-Portal</a></p>
</body>
</html>
`;
}

type RedirectOptions = { db: Database; portalUrl: string };
type SlugParams = { slug: string };

const shortLinkRedirect: FastifyPluginAsync<RedirectOptions> = async (app, { db, portalUrl }) => {
  const page = notFoundPage(portalUrl);
  const click = db
    .update(shortLinks)
    .set({ clicks: sql`${shortLinks.clicks} + 1` })
    .where(eq(shortLinks.slug, sql.placeholder('slug')))
    .returning({ url: shortLinks.url })
    .prepare('short_link_click');
  const peek = db
    .select({ url: shortLinks.url })
    .from(shortLinks)
    .where(eq(shortLinks.slug, sql.placeholder('slug')))
    .prepare('short_link_peek');

  const answer = (reply: FastifyReply, url: string | undefined) =>
    url === undefined ? reply.code(404).type('text/html; charset=utf-8').send(page) : reply.redirect(url, 302);

  // No schema: the slug pattern is the whole validation, and a malformed slug never reaches the database.
  const options = { config: { rateLimit: false }, exposeHeadRoute: false } as const;

  app.get('/s/:slug', options, async (request, reply) => {
    const { slug } = request.params as SlugParams;
    const [row] = SLUG_PATTERN.test(slug) ? await click.execute({ slug }) : [];
    return answer(reply, row?.url);
  });

  app.head('/s/:slug', options, async (request, reply) => {
    const { slug } = request.params as SlugParams;
    const [row] = SLUG_PATTERN.test(slug) ? await peek.execute({ slug }) : [];
    return answer(reply, row?.url);
  });
};

export default shortLinkRedirect;
