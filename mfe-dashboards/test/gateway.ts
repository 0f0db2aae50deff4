/**
 * The gateway's data services (gateway/README.md, "Contract: data services") as Mock Service Worker
 * handlers: answers in the contract's shapes (portal-contract's schemas), rows filtered by `from`/`to`
 * like the real one, and 401 without the user's token. Tests replace single answers to provoke errors.
 */
import { http, HttpResponse } from 'msw';
import type { DashboardsReply, EpaperReply, InfonlineReply, SymplrReply, Top30Reply } from 'portal-contract/schemas';
import { errorResponse, GATEWAY_URL, gatewayServer, hasTestToken, recordRequest, type RecordedRequest } from 'shared-auth/testing';

/** The answers of the data services, by path. */
interface DataServices {
  '/v1/get-dashboards': DashboardsReply;
  '/v1/infonline-data': InfonlineReply;
  '/v1/symplr-data': SymplrReply;
  '/v1/epaper-data': EpaperReply;
  '/v1/top30-data': Top30Reply;
}

export const fixtures: DashboardsReply & InfonlineReply & SymplrReply & EpaperReply & Top30Reply = {
  dashboards: [
    {
      id: '1',
      title: 'Reichweite INFOnline',
      description: 'Visits und Page Impressions aller Marken',
      url: 'https://dashboards.example/infonline',
    },
    { id: '2', title: 'Vermarktung symplr', description: 'Umsatz und eCPM der Werbeplätze', url: 'https://dashboards.example/symplr' },
  ],
  infonline: [
    { day: '2026-11-24', brand: 'Merkur', visits: 120345, pageImpressions: 456789 },
    { day: '2026-11-24', brand: 'tz', visits: 80000, pageImpressions: 200000 },
    { day: '2026-11-25', brand: 'Merkur', visits: 130000, pageImpressions: 500000 },
    { day: '2026-11-25', brand: 'tz', visits: 90000, pageImpressions: 210500 },
  ],
  symplr: [
    { day: '2026-11-24', adImpressions: 1500000, revenue: 2345.67, ecpm: 1.56378 },
    { day: '2026-11-25', adImpressions: 1000000, revenue: 1000.5, ecpm: 1.0005 },
  ],
  epaper: [
    { day: '2026-11-24', edition: 'Münchner Merkur', readers: 12000, downloads: 3400 },
    { day: '2026-11-25', edition: 'Münchner Merkur', readers: 12500, downloads: 3500 },
    { day: '2026-11-25', edition: 'tz München', readers: 8000, downloads: 2100 },
  ],
  top30: [
    {
      rank: 1,
      title: 'Wiesn 2026: Alle Infos, Preise und "Geheimtipps"',
      url: 'https://www.merkur.de/wiesn-2026',
      section: 'Lokales',
      pageImpressions: 1234567,
    },
    { rank: 2, title: 'Stau auf der A9', url: 'https://www.tz.de/a9', section: 'Verkehr', pageImpressions: 98765 },
    { rank: 3, title: 'Kein Link', url: 'javascript:alert(1)', section: 'Test', pageImpressions: 500 },
  ],
};

type Answer = (url: URL) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const gatewayError = errorResponse;

function inRange<Row extends { day: string }>(rows: Row[], url: URL): Row[] {
  const from = url.searchParams.get('from') ?? '0000-00-00';
  const to = url.searchParams.get('to') ?? '9999-99-99';
  return rows.filter((row) => row.day >= from && row.day <= to);
}

const contract: { [Path in keyof DataServices]: (url: URL) => DataServices[Path] } = {
  '/v1/get-dashboards': () => ({ dashboards: fixtures.dashboards }),
  '/v1/infonline-data': (url) => ({ infonline: inRange(fixtures.infonline, url) }),
  '/v1/symplr-data': (url) => ({ symplr: inRange(fixtures.symplr, url) }),
  '/v1/epaper-data': (url) => ({ epaper: inRange(fixtures.epaper, url) }),
  // The real one sums page impressions over the range; the demo list is the same for every range.
  '/v1/top30-data': () => ({ top30: fixtures.top30 }),
};

/** Installs the handlers; `answers` replace the contract's answer for a path (once each call). */
export function mockGateway(answers: Partial<Record<keyof DataServices, Answer>> = {}) {
  const requests: RecordedRequest[] = [];
  gatewayServer.use(
    http.all(`${GATEWAY_URL}/*`, async ({ request }) => {
      requests.push(await recordRequest(request));
      if (!hasTestToken(request)) return gatewayError(401, 'session-expired');
    }),
    ...(Object.keys(contract) as (keyof DataServices)[]).map((path) =>
      http.get(`${GATEWAY_URL}${path}`, ({ request }) => {
        const url = new URL(request.url);
        return answers[path]?.(url) ?? HttpResponse.json(contract[path](url));
      }),
    ),
    http.all(`${GATEWAY_URL}/*`, () => gatewayError(404, 'not-found')),
  );
  /** The query strings the page asked `path` with, in order. */
  const callsTo = (path: string) => requests.filter((request) => request.path === path).map((request) => request.url.search);
  /** From now on the gateway cannot be reached. */
  const goOffline = () => gatewayServer.use(http.all(`${GATEWAY_URL}/*`, () => HttpResponse.error()));
  return { callsTo, goOffline };
}
