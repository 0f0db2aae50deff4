import { screen, waitFor } from '@testing-library/react';
import { messageFor } from 'shared-ui';
import { stubGateway, requestsTo, type Answer } from './gatewayStub';
import { groupUser, renderPortal } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

function gateway({ subscribed, change, statusArrives }: { subscribed: boolean; change?: () => Answer; statusArrives?: Promise<void> }) {
  return stubGateway(async ({ path }) => {
    if (path === '/v1/check-newsletter-subscription') {
      await statusArrives;
      return { status: 200, body: { hasSubscribed: subscribed } };
    }
    if (path.endsWith('-newsletter'))
      return change ? change() : { status: 200, body: { response: { listId: 896, subscribed: !subscribed } } };
    return { status: 404, body: { error: { code: 'not-found' } } };
  });
}

test('shows a spinner, then the state; subscribing flips at once and asks for the own e-mail and list 896', async () => {
  // The status is held back until the spinner has been seen: otherwise it may arrive inside renderPortal's act.
  let answerStatus: () => void = () => undefined;
  const requests = gateway({ subscribed: false, statusArrives: new Promise<void>((resolve) => (answerStatus = resolve)) });
  const { user } = await renderPortal('/', { user: groupUser });
  expect(await screen.findByText('Newsletter-Status wird geladen …')).toBeInTheDocument();
  answerStatus();
  expect(await screen.findByTestId('newsletter-status')).toHaveTextContent('Inaktiv');

  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(screen.getByTestId('newsletter-status')).toHaveTextContent('Aktiv');
  expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  await waitFor(() => expect(requestsTo(requests, '/v1/subscribe-to-newsletter')).toEqual([{ email: groupUser.email, list_id: 896 }]));
});

test.each<[string, () => Answer, string]>([
  ['the gateway fails', () => ({ status: 500, body: { error: { code: 'internal-error' } } }), messageFor('newsletter-failed')],
  ['the gateway is unreachable', () => new TypeError('Failed to fetch'), messageFor('offline')],
])('when %s, the state flips back and the card says why', async (_case, change, message) => {
  gateway({ subscribed: true, change });
  const { user } = await renderPortal('/', { user: groupUser });
  expect(await screen.findByTestId('newsletter-status')).toHaveTextContent('Aktiv');
  await user.click(screen.getByRole('button', { name: 'Abmelden' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByTestId('newsletter-status')).toHaveTextContent('Aktiv');
});

test('the button is disabled while a change is on its way (no double submit)', async () => {
  let release: () => void = () => undefined;
  const pending = new Promise<void>((resolve) => (release = resolve));
  const requests = stubGateway(async ({ path }) => {
    if (path === '/v1/check-newsletter-subscription') return { status: 200, body: { hasSubscribed: false } };
    await pending;
    return { status: 200, body: { response: { listId: 896, subscribed: true } } };
  });
  const { user } = await renderPortal('/', { user: groupUser });
  await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
  expect(screen.getByRole('button', { name: 'Abmelden' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Abmelden' }));
  release();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Abmelden' })).toBeEnabled());
  expect(requestsTo(requests, '/v1/subscribe-to-newsletter')).toHaveLength(1);
  expect(requestsTo(requests, '/v1/unsubscribe-from-newsletter')).toHaveLength(0);
});
