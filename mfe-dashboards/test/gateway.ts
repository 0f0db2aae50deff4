/**
 * A stand-in for the gateway's data services (gateway/README.md, "Contract: data services"): answers
 * in the contract's shapes, filters rows by `from`/`to` like the real one, and refuses calls without
 * a token. Tests replace single answers to provoke errors.
 */
import { setGatewayUrl } from 'shared-auth';

export const GATEWAY = 'http://gateway.test';

export const fixtures = {
  dashboards: [
    { id: 1, title: 'Reichweite INFOnline', description: 'Visits und Page Impressions aller Marken', url: 'https://dashboards.example/infonline' },
    { id: 2, title: 'Vermarktung symplr', description: 'Umsatz und eCPM der Werbeplätze', url: 'https://dashboards.example/symplr' },
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
    { rank: 1, title: 'Wiesn 2026: Alle Infos, Preise und "Geheimtipps"', url: 'https://www.merkur.de/wiesn-2026', section: 'Lokales', pageImpressions: 1234567 },
    { rank: 2, title: 'Stau auf der A9', url: 'https://www.tz.de/a9', section: 'Verkehr', pageImpressions: 98765 },
    { rank: 3, title: 'Kein Link', url: 'javascript:alert(1)', section: 'Test', pageImpressions: 500 },
  ],
};

type Answer = (url: URL) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const gatewayError = (status: number, code: string) => json(status, { error: { code, message: 'Text vom Gateway' } });

function inRange<Row extends { day: string }>(rows: Row[], url: URL): Row[] {
  const from = url.searchParams.get('from') ?? '0000-00-00';
  const to = url.searchParams.get('to') ?? '9999-99-99';
  return rows.filter((row) => row.day >= from && row.day <= to);
}

const contract: Record<string, Answer> = {
  '/v1/get-dashboards': () => json(200, { dashboards: fixtures.dashboards }),
  '/v1/infonline-data': (url) => json(200, { infonline: inRange(fixtures.infonline, url) }),
  '/v1/symplr-data': (url) => json(200, { symplr: inRange(fixtures.symplr, url) }),
  '/v1/epaper-data': (url) => json(200, { epaper: inRange(fixtures.epaper, url) }),
  // The real one sums page impressions over the range; the demo list is the same for every range.
  '/v1/top30-data': () => json(200, { top30: fixtures.top30 }),
};

/** Installs the stand-in; `answers` replace the contract's answer for a path (once each call). */
export function mockGateway(answers: Record<string, Answer> = {}) {
  setGatewayUrl(GATEWAY);
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const token = new Headers(init?.headers).get('Authorization');
    if (token !== 'Bearer test-token') return gatewayError(401, 'session-expired');
    const answer = answers[url.pathname] ?? contract[url.pathname];
    return answer ? answer(url) : gatewayError(404, 'not-found');
  });
  /** The query strings the page asked `path` with, in order. */
  const callsTo = (path: string) =>
    fetchMock.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname === path).map((url) => url.search);
  return { fetchMock, callsTo };
}
