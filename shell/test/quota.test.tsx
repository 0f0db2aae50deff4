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
