import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal, signInTestUser } from 'shared-auth/testing';
import { messages } from 'shared-ui';
import Dashboards from '../src/pages/Dashboards';
import { tableRows } from 'portal-tooling/testing/tableRows';
import { readBytes } from 'portal-tooling/testing/readBlob';
import { gatewayError, mockGateway } from './gateway';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

const nbsp = '\u00a0';
const DEFAULT_RANGE = '?from=2026-10-27&to=2026-11-25';

beforeEach(() => {
  // Only the clock is fixed (25 Nov 2026); timers stay real for RTK Query and React.
  jest.useFakeTimers({
    now: new Date(2026, 10, 25, 10, 0),
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderPage() {
  const user = userEvent.setup();
  renderInPortal(<Dashboards />, { path: '/dashboards' });
  return { user, openTab: (name: string) => user.click(screen.getByRole('tab', { name })) };
}

/** The headline figure's value next to its label in the overview's description list. */
async function figure(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const setDates = (from: string, to?: string) => {
  fireEvent.change(screen.getByLabelText('Von'), { target: { value: from } });
  if (to !== undefined) fireEvent.change(screen.getByLabelText('Bis'), { target: { value: to } });
};

describe('Übersicht', () => {
  test('headline figures of the last 30 days and the dashboards as cards', async () => {
    const { callsTo } = mockGateway();
    renderPage();

    expect(await figure('Visits')).toBe('420.345');
    expect(await figure('Page Impressions')).toBe('1.367.289');
    expect(await figure('Umsatz')).toBe(`3.346,17${nbsp}€`);
    expect(await figure('E-Paper-Leser')).toBe('32.500');
    expect(callsTo('/v1/infonline-data')).toEqual([DEFAULT_RANGE]);
    expect(callsTo('/v1/symplr-data')).toEqual([DEFAULT_RANGE]);
    expect(callsTo('/v1/epaper-data')).toEqual([DEFAULT_RANGE]);

    expect(screen.getByRole('heading', { name: 'Reichweite INFOnline' })).toBeInTheDocument();
    expect(screen.getByText('Visits und Page Impressions aller Marken')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Dashboard öffnen.*Reichweite INFOnline/ });
    expect(link).toHaveAttribute('href', 'https://dashboards.example/infonline');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(screen.getByLabelText('Von')).toHaveValue('2026-10-27');
    expect(screen.getByLabelText('Bis')).toHaveValue('2026-11-25');
  });

  test('an error shows the catalogue message; "Erneut versuchen" asks again', async () => {
    let failures = 1;
    const { callsTo } = mockGateway({
      '/v1/symplr-data': () =>
        failures-- > 0 ? gatewayError(500, 'internal-error') : new Response(JSON.stringify({ symplr: [] }), { status: 200 }),
    });
    const { user } = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages['internal-error']);
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await figure('Umsatz')).toBe(`0,00${nbsp}€`);
    expect(await figure('Visits')).toBe('420.345');
    expect(callsTo('/v1/symplr-data')).toHaveLength(2);
    // Only the failed data set was asked again.
    expect(callsTo('/v1/infonline-data')).toHaveLength(1);
  });
});

describe('Zeitraum', () => {
  test('changing Von asks the gateway for the new range and shows its figures', async () => {
    const { callsTo } = mockGateway();
    renderPage();
    expect(await figure('Visits')).toBe('420.345');

    setDates('2026-11-25');

    expect(await screen.findByText('Angezeigt: 25.11.2026 – 25.11.2026')).toBeInTheDocument();
    await screen.findByText('220.000');
    expect(await figure('Visits')).toBe('220.000');
    expect(await figure('E-Paper-Leser')).toBe('20.500');
    expect(callsTo('/v1/infonline-data')).toEqual([DEFAULT_RANGE, '?from=2026-11-25&to=2026-11-25']);
  });

  test('quick buttons set the last 7, 30 or 90 days', async () => {
    const { callsTo } = mockGateway();
    const { user } = renderPage();
    expect(screen.getByRole('button', { name: '30 Tage' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '7 Tage' }));

    expect(screen.getByLabelText('Von')).toHaveValue('2026-11-19');
    expect(screen.getByRole('button', { name: '7 Tage' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '30 Tage' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '90 Tage' }));
    expect(await screen.findByText('Angezeigt: 28.08.2026 – 25.11.2026')).toBeInTheDocument();
    await screen.findByText('Visits', { selector: 'dt' });
    expect(callsTo('/v1/infonline-data')).toContain('?from=2026-11-19&to=2026-11-25');
    expect(callsTo('/v1/infonline-data')).toContain('?from=2026-08-28&to=2026-11-25');
  });

  test('Von after Bis is refused with the catalogue message; the last valid range stays', async () => {
    const { callsTo } = mockGateway();
    renderPage();
    expect(await figure('Visits')).toBe('420.345');

    setDates('2026-11-30');

    expect(screen.getByRole('alert')).toHaveTextContent(messages['invalid-date-range']);
    expect(screen.getByLabelText('Von')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Von')).toHaveAccessibleDescription(messages['invalid-date-range']);
    expect(screen.getByText('Angezeigt: 27.10.2026 – 25.11.2026')).toBeInTheDocument();
    expect(await figure('Visits')).toBe('420.345');
    expect(callsTo('/v1/infonline-data')).toEqual([DEFAULT_RANGE]);

    setDates('2026-11-24');
    expect(screen.queryByText(messages['invalid-date-range'])).not.toBeInTheDocument();
    expect(await screen.findByText('Angezeigt: 24.11.2026 – 25.11.2026')).toBeInTheDocument();
  });

  test('a range without data says so', async () => {
    mockGateway();
    const { openTab } = renderPage();

    setDates('2026-11-01', '2026-11-02');

    expect(await screen.findByText(messages['no-data'])).toBeInTheDocument();
    await openTab('Reichweite');
    expect(await screen.findByText(messages['no-data'])).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Reichweite', () => {
  test('chart with an accessible name and legend, table in German formats', async () => {
    mockGateway();
    const { openTab } = renderPage();
    await openTab('Reichweite');

    const chart = await screen.findByRole('figure', { name: 'Page Impressions pro Tag und Marke, 27.10.2026 – 25.11.2026' });
    expect(await within(chart).findByText('Merkur')).toBeInTheDocument();
    expect(within(chart).getByText('tz')).toBeInTheDocument();
    // Axis ticks in German formats; the keyboard-explorable SVG carries the caption as its title.
    expect(within(chart).getByText('25.11.')).toBeInTheDocument();
    const yTicks = [...chart.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) => tick.textContent);
    expect(yTicks).toEqual(['0', '150.000', '300.000', '450.000', '600.000']);
    expect(chart.querySelector('svg[role="application"] > title')).toHaveTextContent(
      'Page Impressions pro Tag und Marke, 27.10.2026 – 25.11.2026',
    );
    expect(tableRows('Reichweite pro Tag und Marke')).toEqual([
      ['24.11.2026', 'Merkur', '120.345', '456.789'],
      ['24.11.2026', 'tz', '80.000', '200.000'],
      ['25.11.2026', 'Merkur', '130.000', '500.000'],
      ['25.11.2026', 'tz', '90.000', '210.500'],
    ]);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Datum', 'Marke', 'Visits', 'Page Impressions']);
  });

  test('"Als CSV exportieren" downloads the table as CSV with dot decimals and a BOM', async () => {
    mockGateway();
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:reichweite');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user, openTab } = renderPage();
    await openTab('Reichweite');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Als CSV exportieren' }));

    expect(downloads).toEqual(['reichweite_2026-10-27_2026-11-25.csv']);
    const bytes = await readBytes(createObjectURL.mock.calls[0]![0]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      [
        '"Datum","Marke","Visits","Page Impressions"',
        '"2026-11-24","Merkur",120345,456789',
        '"2026-11-24","tz",80000,200000',
        '"2026-11-25","Merkur",130000,500000',
        '"2026-11-25","tz",90000,210500',
        '',
      ].join('\r\n'),
    );
  });

  test('an unreachable gateway is the offline message, with a retry', async () => {
    const { goOffline } = mockGateway();
    const { openTab } = renderPage();
    await screen.findByText('Visits', { selector: 'dt' });
    goOffline();

    setDates('2026-11-20');
    await openTab('Reichweite');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.offline);
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});

describe('Vermarktung', () => {
  test('ad impressions, revenue and eCPM per day', async () => {
    mockGateway();
    const { openTab } = renderPage();
    await openTab('Vermarktung');

    const chart = await screen.findByRole('figure', { name: 'Ad Impressions und Umsatz pro Tag, 27.10.2026 – 25.11.2026' });
    expect(await within(chart).findByText('Umsatz')).toBeInTheDocument();
    // Counts on the left axis, euros on the right one.
    const ticks = [...chart.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) => tick.textContent);
    expect(ticks).toContain('1.600.000');
    expect(ticks).toContain(`2.400,00${nbsp}€`);
    expect(tableRows('Vermarktung pro Tag')).toEqual([
      ['24.11.2026', '1.500.000', `2.345,67${nbsp}€`, `1,56${nbsp}€`],
      ['25.11.2026', '1.000.000', `1.000,50${nbsp}€`, `1,00${nbsp}€`],
    ]);
  });
});

describe('E-Paper', () => {
  test('readers per edition in the chart, readers and downloads in the table', async () => {
    mockGateway();
    const { openTab } = renderPage();
    await openTab('E-Paper');

    const chart = await screen.findByRole('figure', { name: 'E-Paper-Leser pro Tag und Ausgabe, 27.10.2026 – 25.11.2026' });
    expect(await within(chart).findByText('tz München')).toBeInTheDocument();
    expect(tableRows('E-Paper pro Tag und Ausgabe')).toEqual([
      ['24.11.2026', 'Münchner Merkur', '12.000', '3.400'],
      ['25.11.2026', 'Münchner Merkur', '12.500', '3.500'],
      ['25.11.2026', 'tz München', '8.000', '2.100'],
    ]);
  });
});

describe('Top 30', () => {
  test('ranked articles; titles link to the article in a new tab, other schemes stay text', async () => {
    const { callsTo } = mockGateway();
    const { openTab } = renderPage();
    await openTab('Top 30');

    await screen.findByRole('table');
    expect(tableRows(/Top 30 Artikel nach Page Impressions/)).toEqual([
      ['1', 'Wiesn 2026: Alle Infos, Preise und "Geheimtipps" (öffnet in neuem Tab)', 'Lokales', '1.234.567'],
      ['2', 'Stau auf der A9 (öffnet in neuem Tab)', 'Verkehr', '98.765'],
      ['3', 'Kein Link', 'Test', '500'],
    ]);
    const link = screen.getByRole('link', { name: /Stau auf der A9/ });
    expect(link).toHaveAttribute('href', 'https://www.tz.de/a9');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(screen.queryByRole('link', { name: /Kein Link/ })).not.toBeInTheDocument();
    expect(callsTo('/v1/top30-data')).toEqual([DEFAULT_RANGE]);
  });

  test('the CSV has the URL column and quotes titles with commas and quotes', async () => {
    mockGateway();
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:top30');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user, openTab } = renderPage();
    await openTab('Top 30');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Als CSV exportieren' }));

    expect(downloads).toEqual(['top30_2026-10-27_2026-11-25.csv']);
    const lines = new TextDecoder().decode(await readBytes(createObjectURL.mock.calls[0]![0])).split('\r\n');
    expect(lines.slice(0, 2)).toEqual([
      '"Rang","Titel","Ressort","Page Impressions","URL"',
      '1,"Wiesn 2026: Alle Infos, Preise und ""Geheimtipps""","Lokales",1234567,"https://www.merkur.de/wiesn-2026"',
    ]);
  });
});
