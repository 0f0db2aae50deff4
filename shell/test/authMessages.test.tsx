/**
 * Every sign-in condition of the error catalogue shows its German message on the page. Firebase's
 * network calls are the one stand-in here (the real emulator flow is covered end to end).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { sendPasswordResetEmail, signInWithEmailAndPassword, signInWithPopup, signOut } from 'firebase/auth';
import { http, HttpResponse } from 'msw';
import { sessionFailed } from 'shared-auth';
import { GATEWAY_URL, gatewayServer } from 'shared-auth/testing';
import { messageFor, type MessageCode } from 'shared-ui';
import { stubGateway } from './gatewayStub';
import { renderPortal } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

async function fillLogin(email = 'erika@sv-gruppe.de', password = 'geheim-123') {
  const { user } = await renderPortal('/login');
  await user.type(screen.getByLabelText('E-Mail-Adresse'), email);
  await user.type(screen.getByLabelText('Passwort'), password);
  return user;
}

test.each<[string, MessageCode]>([
  ['auth/invalid-email', 'invalid-email'],
  ['auth/too-many-requests', 'too-many-requests'],
  ['auth/wrong-password', 'wrong-credentials'],
  ['auth/user-not-found', 'wrong-credentials'],
  ['auth/invalid-credential', 'wrong-credentials'],
  ['auth/user-disabled', 'user-null'],
  ['auth/network-request-failed', 'offline'],
  ['auth/something-new', 'unknown'],
])('login failing with %s shows "%s"', async (code, message) => {
  jest.mocked(signInWithEmailAndPassword).mockRejectedValueOnce(firebaseError(code));
  const user = await fillLogin();
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messageFor(message));
  expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
});

test.each<[string, MessageCode]>([
  ['auth/popup-blocked', 'popup-blocked'],
  ['auth/account-exists-with-different-credential', 'account-exists-with-different-credential'],
  ['auth/popup-closed-by-user', 'popup-closed'],
])('Microsoft sign-in failing with %s shows "%s"', async (code, message) => {
  jest.mocked(signInWithPopup).mockRejectedValueOnce(firebaseError(code));
  const { user } = await renderPortal('/login');
  await user.click(screen.getByRole('button', { name: 'Mit Microsoft anmelden' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messageFor(message));
});

test('an invalid address is refused before anything is sent', async () => {
  const user = await fillLogin('keine-adresse');
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByText(messageFor('invalid-email'))).toBeInTheDocument();
  expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
});

test('an empty form: each field says what is missing, the first gets the focus, typing clears its message', async () => {
  const { user } = await renderPortal('/login');
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByText(messageFor('invalid-email'))).toBeInTheDocument();
  expect(screen.getByText(messageFor('wrong-credentials'))).toBeInTheDocument();
  expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus();
  await user.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@sv-gruppe.de');
  expect(screen.queryByText(messageFor('invalid-email'))).toBeNull();
  expect(screen.getByText(messageFor('wrong-credentials'))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(screen.getByLabelText('Passwort')).toHaveFocus();
  expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
});

test('"Passwort vergessen?" checks only the address', async () => {
  const { user } = await renderPortal('/login');
  await user.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
  expect(await screen.findByText(messageFor('invalid-email'))).toBeInTheDocument();
  expect(screen.queryByText(messageFor('wrong-credentials'))).toBeNull();
  expect(sendPasswordResetEmail).not.toHaveBeenCalled();
});

test('the password reset answers alike whether or not the account exists', async () => {
  jest.mocked(sendPasswordResetEmail).mockRejectedValueOnce(firebaseError('auth/user-not-found'));
  const user = await fillLogin('niemand@sv-gruppe.de');
  await user.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
  expect(await screen.findByRole('status')).toHaveTextContent(messageFor('password-reset-sent'));
});

test('a sign-in the gateway refused (no tenant) shows the registration error on the login page', async () => {
  const { store } = await renderPortal('/login');
  act(() => {
    store.dispatch(sessionFailed('registration-failed'));
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(messageFor('registration-failed'));
});

test('signed in with Firebase while the gateway is unreachable: no login form, a wait note and a way out', async () => {
  const { store, user } = await renderPortal('/login');
  act(() => {
    store.dispatch(sessionFailed('offline'));
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(messageFor('offline'));
  expect(screen.getByText(messageFor('reconnecting'))).toBeInTheDocument();
  expect(screen.queryByLabelText('Passwort')).toBeNull();
  expect(document.title).toBe('KI-Portal | Keine Verbindung');

  await user.click(screen.getByRole('button', { name: 'Abmelden' }));
  expect(signOut).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

describe('sign-up', () => {
  async function submitSignUp(password = 'geheim-123') {
    const { user } = await renderPortal('/sign-up');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'neu@example.com');
    await user.type(screen.getByLabelText('Passwort (mindestens 6 Zeichen)'), password);
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
  }

  test.each<[number, MessageCode]>([
    [400, 'domain-not-available'],
    [400, 'weak-password'],
    [409, 'email-already-in-use'],
    [429, 'too-many-requests'],
    [500, 'internal-error'],
  ])('the gateway answering %i %s shows that message', async (status, code) => {
    gatewayServer.use(
      http.post(
        `${GATEWAY_URL}/v1/sign-up`,
        () => new HttpResponse(JSON.stringify({ error: { code, message: messageFor(code) } }), { status }),
      ),
    );
    await submitSignUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(messageFor(code));
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  test('an unreachable gateway says so', async () => {
    gatewayServer.use(http.post(`${GATEWAY_URL}/v1/sign-up`, () => HttpResponse.error()));
    await submitSignUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(messageFor('offline'));
  });

  test('a password under 6 characters is refused in the browser', async () => {
    const requests = stubGateway(() => ({ status: 404, body: { error: { code: 'not-found' } } }));
    await submitSignUp('kurz');
    expect(await screen.findByText(messageFor('weak-password'))).toBeInTheDocument();
    // The wrong field gets the focus; what was typed stays.
    expect(screen.getByLabelText('Passwort (mindestens 6 Zeichen)')).toHaveFocus();
    expect(screen.getByLabelText('E-Mail-Adresse')).not.toHaveValue('');
    await waitFor(() => expect(requests).toHaveLength(0));
  });
});
