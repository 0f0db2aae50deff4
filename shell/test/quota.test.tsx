/** The tenant's AI quota in the portal frame: a banner from 80 % once a month, the refusal at 100 %. */
import { screen, waitFor } from '@testing-library/react';
import { messageFor } from 'shared-ui';
import { stubGateway } from './gatewayStub';
import { groupUser, renderPortal } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

beforeEach(() => window.localStorage.clear());

const quota = (share: number, limitChars: number | null = 100_000) =>
  stubGateway(({ path }) =>
    path === '/v1/quota'
      ? { status: 200, body: { month: '2026-11', limitChars, usedChars: share * (limitChars ?? 0), share } }
      : { status: 404 },
  );

test('from 80 % the tenant’s users see the banner; closed, it stays away this month', async () => {
  quota(0.85);
  const { user, unmount } = await renderPortal('/user', { user: groupUser });
  const notice = await screen.findByText(messageFor('quota-nearly-used', { percent: 85 }));
  expect(notice).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
  expect(screen.queryByText(/KI-Kontingents/)).toBeNull();
  unmount();
  await renderPortal('/user', { user: groupUser });
  await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });
  await waitFor(() => expect(screen.queryByText(/KI-Kontingents/)).toBeNull());
});

test('at 100 % the banner says the tools are closed; under 80 % or without a quota there is none', async () => {
  quota(1);
  const first = await renderPortal('/user', { user: groupUser });
  expect(await screen.findByText(messageFor('quota-exceeded'))).toBeInTheDocument();
  first.unmount();
  quota(0.5);
  await renderPortal('/user', { user: groupUser });
  await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });
  expect(screen.queryByText(/Kontingent/)).toBeNull();
});

test('a tenant admin sets the quota and the history retention on „Mein Konto“; staff see no such form', async () => {
  const requests = stubGateway(({ path }) => {
    if (path === '/v1/quota' || path === '/v1/admin/quota')
      return { status: 200, body: { month: '2026-11', limitChars: null, usedChars: 12_345, share: 0 } };
    if (path === '/v1/admin/history-retention') return { status: 200, body: { days: 90 } };
    if (path === '/v1/admin/result-ratings')
      return { status: 200, body: { tools: [{ tool: 'summarize', up: 3, down: 1, reasons: { 'too-long': 1 } }] } };
    return { status: 404 };
  });
  const admin = { ...groupUser, roles: ['tenant-admin' as const] };
  const { user, unmount } = await renderPortal('/user', { user: admin });
  expect(await screen.findByText('KI-Nutzung im November 2026: 12.345 Zeichen (kein Kontingent)')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Verlauf aufbewahren (Tage)')).toHaveValue(90));
  const ratings = await screen.findByRole('row', { name: /Text zusammenfassen/ });
  expect(ratings).toHaveTextContent('Text zusammenfassen31Zu lang (1)');
  await user.type(screen.getByLabelText(/KI-Kontingent/), '500.000');
  await user.clear(screen.getByLabelText('Verlauf aufbewahren (Tage)'));
  await user.type(screen.getByLabelText('Verlauf aufbewahren (Tage)'), '30');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText(messageFor('settings-saved'))).toBeInTheDocument();
  expect(requests.filter(({ method }) => method === 'PUT').map(({ path, body }) => [path, body])).toEqual([
    ['/v1/admin/quota', { limitChars: 500_000 }],
    ['/v1/admin/history-retention', { days: 30 }],
  ]);
  unmount();
  await renderPortal('/user', { user: groupUser });
  await screen.findByRole('heading', { level: 1, name: 'Mein Konto' });
  expect(screen.queryByRole('form', { name: 'Einstellungen des Mandanten' })).toBeNull();
});
