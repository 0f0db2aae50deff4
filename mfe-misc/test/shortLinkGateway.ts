/**
 * A stand-in for the gateway's short-link routes (gateway/README.md, "Contract: data services"): an
 * in-memory list per test, the same rules and error codes as the real one, 204 on delete, and 401
 * without the user's token.
 */
import { setGatewayUrl } from 'shared-auth';
import type { ShortLink } from '../src/shortLink/api';

export const GATEWAY = 'http://gateway.test';
const BASE = 'http://localhost:8080/s';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const gatewayError = (status: number, code: string) => json(status, { error: { code, message: 'Text vom Gateway' } });

export const existingLinks = (): ShortLink[] => [
  { slug: 'wiesn', url: 'https://www.merkur.de/lokales/muenchen/wiesn-2026-alle-infos-zu-preisen-und-oeffnungszeiten-92345678.html', shortUrl: `${BASE}/wiesn`, clicks: 1234, createdAt: '2026-11-24T09:15:00.000Z' },
  { slug: 'abc1234', url: 'https://www.tz.de/a9', shortUrl: `${BASE}/abc1234`, clicks: 0, createdAt: '2026-10-01T12:00:00.000Z' },
];

type Override = (request: { method: string; path: string; body: unknown }) => Response | undefined;

export function mockShortLinkGateway({ links = existingLinks(), override }: { links?: ShortLink[]; override?: Override } = {}) {
  setGatewayUrl(GATEWAY);
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body };
    requests.push(request);
    if (new Headers(init?.headers).get('Authorization') !== 'Bearer test-token') return gatewayError(401, 'session-expired');
    const replaced = override?.(request);
    if (replaced) return replaced;

    if (url.pathname === '/v1/short-links' && method === 'GET') return json(200, { links });
    if (url.pathname === '/v1/short-links' && method === 'POST') {
      const { url: target, slug } = body as { url: string; slug?: string };
      if (!/^https?:\/\//.test(target)) return gatewayError(400, 'invalid-url');
      if (slug !== undefined && !/^[A-Za-z0-9_-]{3,64}$/.test(slug)) return gatewayError(400, 'invalid-slug');
      if (links.some((link) => link.slug === slug)) return gatewayError(409, 'slug-taken');
      const newSlug = slug ?? 'Xy7Kq2p';
      const link = { slug: newSlug, url: target, shortUrl: `${BASE}/${newSlug}`, clicks: 0, createdAt: '2026-11-25T10:00:00.000Z' };
      links.unshift(link);
      return json(201, { link });
    }
    const deleted = /^\/v1\/short-links\/([^/]+)$/.exec(url.pathname);
    if (deleted && method === 'DELETE') {
      const index = links.findIndex((link) => link.slug === decodeURIComponent(deleted[1]!));
      if (index < 0) return gatewayError(404, 'not-found');
      links.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return gatewayError(404, 'not-found');
  });
  const calls = (method: string) => requests.filter((request) => request.method === method);
  return { fetchMock, requests, calls, links };
}
