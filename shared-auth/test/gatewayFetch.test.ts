import { GatewayError, gatewayFetch, setGatewayUrl } from '../src/gateway/gatewayFetch';
import { signInTestUser, signOutTestUser, type TestFirebaseUser } from '../testing';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
let fetchMock: jest.SpyInstance;
// The signed-in user: only its ID token matters to the gateway client.
let user: TestFirebaseUser;

beforeEach(() => {
  setGatewayUrl('http://gateway.test/');
  user = signInTestUser({ idToken: (forceRefresh) => (forceRefresh ? 'fresh-token' : 'cached-token') });
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchMock.mockRestore());

const authorization = (call: number) => new Headers((fetchMock.mock.calls[call] as [string, RequestInit])[1].headers).get('Authorization');

test('sends the ID token to the gateway URL', async () => {
  fetchMock.mockResolvedValueOnce(json(200, { ok: 1 }));
  await expect(gatewayFetch('/v1/me')).resolves.toEqual({ ok: 1 });
  expect(fetchMock.mock.calls[0]?.[0]).toBe('http://gateway.test/v1/me');
  expect(authorization(0)).toBe('Bearer cached-token');
});

test('a 401 refreshes the token once and tries again', async () => {
  fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'session-expired' } })).mockResolvedValueOnce(json(200, { ok: 2 }));
  await expect(gatewayFetch('/v1/me')).resolves.toEqual({ ok: 2 });
  expect(user.getIdToken).toHaveBeenLastCalledWith(true);
  expect(authorization(1)).toBe('Bearer fresh-token');
});

test('a second 401 is the session-expired error', async () => {
  fetchMock.mockResolvedValue(json(401, { error: { code: 'session-expired' } }));
  await expect(gatewayFetch('/v1/me')).rejects.toEqual(new GatewayError('session-expired', 401));
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test.each([
  [403, { error: { code: 'registration-failed' } }, 'registration-failed'],
  [400, { error: { code: 'no-such-code' } }, 'bad-request'],
  [502, '<html>Bad Gateway</html>', 'internal-error'],
  [429, null, 'too-many-requests'],
])('HTTP %i with %j becomes %s', async (status, body, code) => {
  fetchMock.mockResolvedValueOnce(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  await expect(gatewayFetch('/v1/x')).rejects.toMatchObject({ code, status });
});

test('an unreachable gateway is the offline error; a signed-out call carries no token', async () => {
  signOutTestUser();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(gatewayFetch('/v1/sign-up', { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 'offline' });
  expect(authorization(0)).toBeNull();
});

test('204 No Content resolves without a body', async () => {
  fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
  await expect(gatewayFetch('/v1/short-links/abc', { method: 'DELETE' })).resolves.toBeUndefined();
});
