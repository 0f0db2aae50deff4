import { act, screen, waitFor } from '@testing-library/react';
import { emitRealtimeEvent } from 'shared-auth';
import { renderInPortal, signInTestUser } from 'shared-auth/testing';
import { defaultPortalConfig, messages } from 'shared-ui';
import { tagsOfUpdate } from '../src/dashboards/api';
import Dashboards from '../src/pages/Dashboards';
import { fixtures, json, mockGateway } from './gateway';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

beforeEach(() => {
  // The fixtures' days: 25 Nov 2026. Timers stay real for RTK Query and React.
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
    ],
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function figure(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/** The gateway publishes `dashboards-updated` on the product channel after an import. */
const publishUpdate = (sets: unknown, channel = defaultPortalConfig.productSlug) =>
  act(() => emitRealtimeEvent(channel, 'dashboards-updated', { sets, rows: 2, importedAt: '2026-11-25T09:59:00.000Z' }));

test('an import of INFOnline data refetches the open figures of that set only and says so politely', async () => {
  let visits = 120345;
  const { callsTo } = mockGateway({
    '/v1/infonline-data': () => json(200, { infonline: [{ ...fixtures.infonline[0]!, visits }] }),
  });
  renderInPortal(<Dashboards />, { path: '/dashboards' });
  expect(await figure('Visits')).toBe('120.345');
  expect(await figure('Umsatz')).toBeTruthy();
  await screen.findByRole('heading', { name: 'Reichweite INFOnline' });
  // The note's live region is there from the start, empty, so its text is announced when it appears.
  const note = screen.getByRole('status');
  expect(note).toBeEmptyDOMElement();

  visits = 150000;
  publishUpdate(['infonline']);
  await waitFor(async () => expect(await figure('Visits')).toBe('150.000'));
  expect(callsTo('/v1/infonline-data')).toHaveLength(2);
  expect(callsTo('/v1/symplr-data')).toHaveLength(1);
  expect(callsTo('/v1/epaper-data')).toHaveLength(1);
  expect(callsTo('/v1/get-dashboards')).toHaveLength(1);
  expect(note).toHaveTextContent(messages['dashboards-updated']);
});

test('an update without known sets refetches everything open; another product channel is not ours', async () => {
  const { callsTo } = mockGateway();
  renderInPortal(<Dashboards />, { path: '/dashboards' });
  expect(await figure('Visits')).toBe('420.345');
  await screen.findByRole('heading', { name: 'Reichweite INFOnline' });

  publishUpdate(['infonline'], 'anderes-produkt');
  await act(async () => undefined);
  expect(callsTo('/v1/infonline-data')).toHaveLength(1);
  expect(screen.queryByText(messages['dashboards-updated'])).toBeNull();

  publishUpdate(undefined);
  await waitFor(() => expect(callsTo('/v1/get-dashboards')).toHaveLength(2));
  await waitFor(() => expect(callsTo('/v1/infonline-data')).toHaveLength(2));
  expect(callsTo('/v1/symplr-data')).toHaveLength(2);
  expect(callsTo('/v1/epaper-data')).toHaveLength(2);
  expect(await screen.findByText(messages['dashboards-updated'])).toHaveAttribute('role', 'status');
});

test.each([
  [
    ['top30', 'epaper'],
    ['epaper', 'top30'],
  ],
  [['unbekannt'], ['dashboards', 'infonline', 'symplr', 'epaper', 'top30']],
  [[], ['dashboards', 'infonline', 'symplr', 'epaper', 'top30']],
  ['infonline', ['dashboards', 'infonline', 'symplr', 'epaper', 'top30']],
])('sets %p invalidate %p', (sets, ids) => {
  expect(tagsOfUpdate(sets)).toEqual(ids.map((id) => ({ type: 'DashboardData', id })));
});
