import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UsageReport } from 'portal-contract/schemas';
import { GATEWAY_URL, gatewayServer, renderInPortal, signedInStore, testUser } from 'shared-auth/testing';
import { messageFor } from 'shared-ui';
import { readBytes } from 'portal-tooling/testing/readBlob';
import Dashboards from '../src/pages/Dashboards';
import { tableRows } from 'portal-tooling/testing/tableRows';
import { gatewayError, mockGateway } from './gateway';

const nbsp = '\u00a0';
const admin = { ...testUser, roles: ['tenant-admin' as const] };

const counts = { runs: 0, done: 0, stopped: 0, failed: 0, refused: 0, charsIn: 0, charsOut: 0, tokens: 0, costEuro: 0 };
const report: UsageReport = {
  tenant: 'SV-Gruppe',
  from: '2026-10-28',
  to: '2026-11-26',
  days: [
    { day: '2026-11-24', tool: 'summarize', ...counts, runs: 3, done: 3, charsIn: 3000, charsOut: 400, tokens: 1200, costEuro: 0.0012 },
    { day: '2026-11-25', tool: 'summarize', ...counts, runs: 2, done: 1, stopped: 1, charsIn: 2000, charsOut: 100 },
    { day: '2026-11-25', tool: 'text-translation', ...counts, runs: 1, failed: 1, charsIn: 500 },
  ],
  tools: [
    {
      tool: 'summarize',
      ...counts,
      runs: 5,
      done: 4,
      stopped: 1,
      charsIn: 5000,
      charsOut: 500,
      tokens: 1200,
      costEuro: 0.0012,
      averageMs: 1500,
      helpful: 3,
      unhelpful: 1,
    },
    { tool: 'text-translation', ...counts, runs: 1, failed: 1, charsIn: 500, averageMs: 800, helpful: 0, unhelpful: 0 },
  ],
  users: [
    { email: 'redaktion@sv-gruppe.de', unnamed: false, runs: 4, chars: 5000 },
    { email: null, unnamed: false, runs: 2, chars: 1000 },
    { email: null, unnamed: true, runs: 1, chars: 10 },
  ],
  quota: { month: '2026-11', limitChars: 100_000, usedChars: 6000, share: 0.06 },
  sourceChecks: [
    { tool: 'summarize', provider: 'local', checked: 4, withFindings: 0 },
    { tool: 'press-release', provider: 'openai', checked: 5, withFindings: 2 },
  ],
};

function serveUsage(answer: () => Response = () => HttpResponse.json(report)) {
  const calls: string[] = [];
  gatewayServer.use(
    http.get(`${GATEWAY_URL}/v1/admin/usage`, ({ request }) => {
      calls.push(new URL(request.url).search);
      return answer();
    }),
  );
  return calls;
}

afterEach(() => jest.restoreAllMocks());

test('staff see no „Nutzung“ tab and the page never asks for usage', async () => {
  mockGateway();
  const calls = serveUsage();
  renderInPortal(<Dashboards />, { path: '/dashboards', store: signedInStore('connected') });
  expect(await screen.findByRole('tab', { name: 'Übersicht' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Nutzung' })).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('admins see runs and volume per tool, the heaviest users, thumbs and the quota', async () => {
  mockGateway();
  const calls = serveUsage();
  const user = userEvent.setup();
  renderInPortal(<Dashboards />, { path: '/dashboards', store: signedInStore('connected', admin) });
  await user.click(await screen.findByRole('tab', { name: 'Nutzung' }));

  expect(await screen.findByText(/Kontingent im November 2026: 6\.000 von 100\.000 Zeichen verbraucht \(6 %\)/)).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatch(/^\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  expect(screen.getByRole('figure', { name: /Läufe pro Werkzeug und Tag/ })).toBeInTheDocument();
  expect(tableRows('Nutzung pro Werkzeug')).toEqual([
    ['Text zusammenfassen', '5', '1 · 0 · 0', '5.500', '1.200', `0,00${nbsp}€`, '1,5 s', `75${nbsp}% (3 von 4)`],
    ['Text übersetzen', '1', '0 · 1 · 0', '500', '0', `0,00${nbsp}€`, '800 ms', '–'],
  ]);
  // Another tenant's users come without e-mail: numbered, never guessed; a deleted account says so.
  expect(tableRows('Wer nutzt am meisten')).toEqual([
    ['redaktion@sv-gruppe.de', '4', '5.000'],
    ['Konto nicht mehr vorhanden', '2', '1.000'],
    ['Person 3', '1', '10'],
  ]);
  expect(tableRows('Nutzung pro Tag und Werkzeug')).toHaveLength(3);
});

test('the CSV of the tools has each outcome in its own column, plain numbers and tool ids', async () => {
  mockGateway();
  serveUsage();
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:nutzung');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderInPortal(<Dashboards />, { path: '/dashboards', store: signedInStore('connected', admin) });
  await user.click(await screen.findByRole('tab', { name: 'Nutzung' }));
  const heading = await screen.findByRole('heading', { name: 'Nutzung pro Werkzeug' });
  await user.click(within(heading.parentElement!).getByRole('button', { name: 'Als CSV exportieren' }));
  const text = new TextDecoder().decode(await readBytes(createObjectURL.mock.calls[0]![0]));
  expect(
    text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, 3),
  ).toEqual([
    '"Werkzeug","Läufe","Gestoppt","Fehlgeschlagen","Abgelehnt","Zeichen","Tokens","Kosten ca.","Ø Dauer","Hilfreich","Nicht hilfreich"',
    '"summarize",5,1,0,0,5500,1200,0.0012,1500,3,1',
    '"text-translation",1,0,1,0,500,0,0,800,0,0',
  ]);
});

test('a refusal by the gateway shows its message and a retry, not an empty dashboard', async () => {
  mockGateway();
  serveUsage(() => gatewayError(403, 'role-missing'));
  const user = userEvent.setup();
  renderInPortal(<Dashboards />, { path: '/dashboards', store: signedInStore('connected', admin) });
  await user.click(await screen.findByRole('tab', { name: 'Nutzung' }));
  expect(await screen.findByText(messageFor('role-missing'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
});

test('admins see per tool and provider how many results had facts their source does not support', async () => {
  mockGateway();
  serveUsage();
  const user = userEvent.setup();
  renderInPortal(<Dashboards />, { path: '/dashboards', store: signedInStore('connected', admin) });
  await user.click(await screen.findByRole('tab', { name: 'Nutzung' }));
  const table = await screen.findByRole('table', { name: /Quellencheck/ });
  expect(within(table).getByText('KI-Anbieter (OpenAI-kompatibel)')).toBeInTheDocument();
  expect(within(table).getByText('40 %')).toBeInTheDocument();
});
