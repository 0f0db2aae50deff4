import { signOut } from 'firebase/auth';
import { GatewayError } from '../src/gateway/gatewayFetch';
import { confirmVerifiedEmail, OFFLINE_RETRY_MS, startSessionSync } from '../src/auth/sessionSync';
import { signInTestUser, signOutTestUser, type TestFirebaseUser } from '../testing';

// Firebase is the stand-in of shared-auth/testing (the test signs Rita in and out); the gateway's
// /v1/me is played by the test.
const rita = { uid: 'u1', email: 'rita@sv-gruppe.de', emailVerified: false };
const gatewayFetch = jest.fn();
jest.mock('../src/gateway/gatewayFetch', () => ({
  ...jest.requireActual('../src/gateway/gatewayFetch'),
  gatewayFetch: (...args: unknown[]) => gatewayFetch(...args),
}));

const me = {
  user: {
    uid: 'u1',
    email: 'rita@sv-gruppe.de',
    displayName: 'Rita',
    emailVerified: true,
    photoURL: null,
    tenant: 'SV-Gruppe',
    groupTenant: true,
    provider: 'password',
    roles: [],
  },
  claimsUpdated: false,
};
const types = (dispatch: jest.Mock) =>
  dispatch.mock.calls.map(
    ([action]) => `${action.type}${action.payload && typeof action.payload === 'string' ? `:${action.payload}` : ''}`,
  );

beforeEach(() => {
  jest.useFakeTimers();
  gatewayFetch.mockReset();
});
afterEach(() => jest.useRealTimers());

test('an unreachable gateway keeps the user signed in and is asked again until it answers', async () => {
  gatewayFetch
    .mockRejectedValueOnce(new GatewayError('offline', 0))
    .mockRejectedValueOnce(new GatewayError('offline', 0))
    .mockResolvedValueOnce(me);
  const dispatch = jest.fn();
  const stop = startSessionSync(dispatch);
  signInTestUser(rita);
  await jest.advanceTimersByTimeAsync(0);
  expect(types(dispatch)).toEqual(['session/sessionFailed:offline']);
  expect(signOut).not.toHaveBeenCalled();

  await jest.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
  await jest.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
  expect(types(dispatch)).toEqual(['session/sessionFailed:offline', 'session/sessionFailed:offline', 'session/signedIn']);
  expect(gatewayFetch).toHaveBeenCalledTimes(3);
  stop();
});

test('no retry after signing out, nor for an answer that is final', async () => {
  gatewayFetch.mockRejectedValueOnce(new GatewayError('offline', 0));
  const dispatch = jest.fn();
  const stop = startSessionSync(dispatch);
  signInTestUser(rita);
  await jest.advanceTimersByTimeAsync(0);
  signOutTestUser();
  await jest.advanceTimersByTimeAsync(OFFLINE_RETRY_MS * 3);
  expect(gatewayFetch).toHaveBeenCalledTimes(1);

  gatewayFetch.mockRejectedValueOnce(new GatewayError('registration-failed', 403));
  signInTestUser(rita);
  await jest.advanceTimersByTimeAsync(OFFLINE_RETRY_MS * 3);
  expect(gatewayFetch).toHaveBeenCalledTimes(2);
  expect(signOut).toHaveBeenCalledTimes(1);
  stop();
});

test('an unconfirmed address keeps the user signed in with Firebase and asks to confirm it', async () => {
  gatewayFetch.mockRejectedValueOnce(new GatewayError('email-not-verified', 403));
  const dispatch = jest.fn();
  const stop = startSessionSync(dispatch);
  signInTestUser(rita);
  await jest.advanceTimersByTimeAsync(0);
  expect(dispatch).toHaveBeenCalledWith({ type: 'session/verificationPending', payload: { email: 'rita@sv-gruppe.de' } });
  expect(signOut).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(OFFLINE_RETRY_MS * 3);
  expect(gatewayFetch).toHaveBeenCalledTimes(1);
  stop();
});

test('a Microsoft account of another organisation is signed out with its reason', async () => {
  gatewayFetch.mockRejectedValueOnce(new GatewayError('microsoft-tenant-not-allowed', 403));
  const dispatch = jest.fn();
  const stop = startSessionSync(dispatch);
  signInTestUser(rita);
  await jest.advanceTimersByTimeAsync(0);
  expect(types(dispatch)).toEqual(['session/sessionFailed:microsoft-tenant-not-allowed']);
  expect(signOut).toHaveBeenCalledTimes(1);
  stop();
});

describe('"Ich habe bestätigt"', () => {
  let user: TestFirebaseUser;
  beforeEach(() => {
    user = signInTestUser(rita);
  });

  test('while the link is unopened: still unverified, the gateway is not asked', async () => {
    const dispatch = jest.fn();
    await expect(confirmVerifiedEmail(dispatch)).resolves.toEqual({ ok: false, code: 'email-still-unverified' });
    expect(user.reload).toHaveBeenCalledTimes(1);
    expect(gatewayFetch).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
  });

  test('once opened: a fresh token, then the session — without signing in again', async () => {
    user.reload.mockImplementation(async () => {
      user.emailVerified = true;
    });
    gatewayFetch.mockResolvedValueOnce({ ...me, claimsUpdated: true });
    const dispatch = jest.fn();
    await expect(confirmVerifiedEmail(dispatch)).resolves.toEqual({ ok: true });
    expect(user.getIdToken).toHaveBeenNthCalledWith(1, true);
    expect(gatewayFetch).toHaveBeenCalledWith('/v1/me');
    expect(dispatch).toHaveBeenCalledWith({ type: 'session/signedIn', payload: me.user });
  });

  test('the gateway still refusing is reported as not yet confirmed; offline as offline', async () => {
    user.reload.mockImplementation(async () => {
      user.emailVerified = true;
    });
    gatewayFetch.mockRejectedValueOnce(new GatewayError('email-not-verified', 403)).mockRejectedValueOnce(new GatewayError('offline', 0));
    await expect(confirmVerifiedEmail(jest.fn())).resolves.toEqual({ ok: false, code: 'email-still-unverified' });
    await expect(confirmVerifiedEmail(jest.fn())).resolves.toEqual({ ok: false, code: 'offline' });
  });
});
