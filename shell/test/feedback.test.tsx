import { screen } from '@testing-library/react';
import { messageFor } from 'shared-ui';
import { requestsTo, stubGateway } from './gatewayStub';
import { groupUser, renderPortal } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

const message = () => screen.getByLabelText('Deine Nachricht');

test('sends category, message and rating, confirms and clears the form', async () => {
  const requests = stubGateway(() => ({ status: 201, body: { id: 'f-1', createdAt: '2026-11-25T10:00:00Z' } }));
  const { user } = await renderPortal('/feedback', { user: groupUser });
  await user.selectOptions(screen.getByLabelText('Kategorie'), 'Fehler');
  await user.type(message(), '  Der Export hakt bei Umlauten.  ');
  await user.click(screen.getByLabelText('4 Sterne'));
  await user.click(screen.getByRole('button', { name: 'Feedback senden' }));

  expect(await screen.findByRole('status')).toHaveTextContent(messageFor('feedback-sent'));
  expect(requestsTo(requests, '/v1/feedback')).toEqual([{ category: 'bug', message: 'Der Export hakt bei Umlauten.', rating: 4 }]);
  expect(message()).toHaveValue('');
});

test('an empty message is refused in the browser', async () => {
  const requests = stubGateway(() => ({ status: 201, body: {} }));
  const { user } = await renderPortal('/feedback', { user: groupUser });
  await user.type(message(), '   ');
  await user.click(screen.getByRole('button', { name: 'Feedback senden' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messageFor('text-empty'));
  expect(requestsTo(requests, '/v1/feedback')).toHaveLength(0);
});

test.each([
  ['the gateway is down', new TypeError('Failed to fetch'), messageFor('offline')],
  ['the session expired', { status: 401, body: { error: { code: 'session-expired' } } }, messageFor('session-expired')],
] as const)('when %s, the message says so and the text stays', async (_case, answer, text) => {
  stubGateway(() => answer);
  const { user } = await renderPortal('/feedback', { user: groupUser });
  await user.type(message(), 'Bitte mehr Sprachen.');
  await user.click(screen.getByRole('button', { name: 'Feedback senden' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(message()).toHaveValue('Bitte mehr Sprachen.');
});
