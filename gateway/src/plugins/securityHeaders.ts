/**
 * Security headers. Nearly every answer is JSON (or a CSV download) that a browser never shows as a
 * page; those get the set the OWASP REST Security Cheat Sheet names for APIs: a CSP that allows
 * nothing and no framing, HSTS, nosniff, X-Frame-Options and no referrer. The few HTML pages (the short-link
 * 404 page, the OpenAPI reference) get helmet's full set for documents on top.
 *
 * Why not helmet's set on everything: its twelve document headers tripled every JSON answer
 * (~750 bytes) without protecting anything a JSON answer can do; a saturated GET /v1/me answered
 * 4 % more per second without them (issue 19, item 4). helmet's headers are taken once at start:
 * @fastify/helmet parses the CSP directives on every request (9 % of a saturated GET /v1/me).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** What helmet sets on a document, lower-cased names. */
export function helmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet()({} as IncomingMessage, response as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done) throw new Error('helmet hat seine Header nicht synchron gesetzt');
  return Object.freeze(headers);
}

/** The API set, with helmet's own HSTS value so the two never disagree. */
export function apiHeaders(document: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': document['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // Beyond OWASP's list, cheap: a JSON URL opened in a tab sends no referrer on.
    'referrer-policy': 'no-referrer',
    // Answers are personal and current: no browser or proxy may keep a copy.
    'cache-control': 'no-store',
  });
}

const securityHeaders: FastifyPluginAsync = async (app) => {
  const document = helmetHeaders();
  const api = apiHeaders(document);
  // Callback hooks rather than async ones: they run on every answer, and a promise each is measurable.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(api);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.headers(document);
    done(null, payload);
  });
};

export default fp(securityHeaders, { name: 'security-headers' });
