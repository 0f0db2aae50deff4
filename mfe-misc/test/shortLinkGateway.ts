/**
 * The gateway's short-link routes (gateway/README.md, "Contract: data services") as Mock Service
 * Worker handlers: an in-memory list per test, the same rules and error codes as the real one, 204 on
 * delete, and 401 without the user's token. Typed with the contract's schemas (portal-contract).
 */
import { http, HttpResponse } from 'msw';
import type { ErrorReply, ShortLink, ShortLinkCreateBody, ShortLinkCreatedReply, ShortLinksReply } from 'portal-contract/schemas';
import { errorResponse, GATEWAY_URL, gatewayServer, hasTestToken, recordRequest, type RecordedRequest } from 'shared-auth/testing';

const BASE = 'http://localhost:8080/s';

export const gatewayError = errorResponse;

export const existingLinks = (): ShortLink[] => [
  {
    slug: 'wiesn',
    url: 'https://www.merkur.de/lokales/muenchen/wiesn-2026-alle-infos-zu-preisen-und-oeffnungszeiten-92345678.html',
    shortUrl: `${BASE}/wiesn`,
    clicks: 1234,
    createdAt: '2026-11-24T09:15:00.000Z',
  },
  { slug: 'abc1234', url: 'https://www.tz.de/a9', shortUrl: `${BASE}/abc1234`, clicks: 0, createdAt: '2026-10-01T12:00:00.000Z' },
];

/** Answers a request in place of the routes below when it returns a response. */
type Override = (request: RecordedRequest) => Response | undefined;

export function mockShortLinkGateway({ links = existingLinks(), override }: { links?: ShortLink[]; override?: Override } = {}) {
  const requests: RecordedRequest[] = [];
  const routes = `${GATEWAY_URL}/v1/short-links`;
  gatewayServer.use(
    // Every request: logged, refused without the token, or answered by the test's override.
    http.all(`${GATEWAY_URL}/*`, async ({ request }) => {
      const recorded = await recordRequest(request);
      requests.push(recorded);
      if (!hasTestToken(request)) return gatewayError(401, 'session-expired');
      return override?.(recorded);
    }),
    http.get<never, never, ShortLinksReply>(routes, () => HttpResponse.json({ links })),
    http.post<never, ShortLinkCreateBody, ShortLinkCreatedReply | ErrorReply>(routes, async ({ request }) => {
      const { url: target, slug } = await request.json();
      if (!/^https?:\/\//.test(target)) return gatewayError(400, 'invalid-url');
      if (slug !== undefined && (typeof slug !== 'string' || !/^[A-Za-z0-9_-]{3,64}$/.test(slug))) return gatewayError(400, 'invalid-slug');
      if (links.some((link) => link.slug === slug)) return gatewayError(409, 'slug-taken');
      const newSlug = slug ?? 'Xy7Kq2p';
      const link: ShortLink = {
        slug: newSlug,
        url: target,
        shortUrl: `${BASE}/${newSlug}`,
        clicks: 0,
        createdAt: '2026-11-25T10:00:00.000Z',
      };
      links.unshift(link);
      return HttpResponse.json({ link }, { status: 201 });
    }),
    http.delete<{ slug: string }>(`${routes}/:slug`, ({ params }) => {
      const index = links.findIndex((link) => link.slug === params.slug);
      if (index < 0) return gatewayError(404, 'not-found');
      links.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.all(`${GATEWAY_URL}/*`, () => gatewayError(404, 'not-found')),
  );
  const calls = (method: string) => requests.filter((request) => request.method === method);
  return { requests, calls, links };
}
