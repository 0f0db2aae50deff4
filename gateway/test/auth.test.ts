/**
 * Token and tenant checks. The emulator issues unsigned tokens and firebase-admin accepts those in
 * emulator mode, so signature forgery is only refused in production mode (real Google keys; the
 * config refuses the emulator there). What the emulator does check is tested here: token shape,
 * signature presence, expiry, the user's existence, revocation and the disabled flag. Then the
 * limits around it: per user, failed checks per address, and which address behind TRUST_PROXY.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Auth } from 'firebase-admin/auth';
import { currentTenant } from '../src/plugins/auth.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser, decodeToken, signIn, unsignedToken, wronglySignedToken } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer, nextAddress, startGateway, type TestGateway } from './support/testGateway.ts';

const SESSION_EXPIRED = { error: { code: 'session-expired', message: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.' } };

describe('token check', () => {
  let gateway: TestGateway;
  before(async () => {
    gateway = await startGateway();
    // A group-only route as later areas will declare one; hidden from the API description (test only).
    gateway.app.register(
      async (scope) => {
        scope.addHook('onRequest', scope.authenticate);
        scope.addHook('onRequest', scope.requireTenant);
        scope.get('/group-only', { onRequest: scope.requireGroupTenant, schema: { hide: true } }, async (request) => ({
          tenant: currentTenant(request).name,
        }));
      },
      { prefix: '/test' },
    );
  });
  after(() => gateway.close());
  beforeEach(clearUsers);

  const getMe = (headers: Record<string, string> = {}) => gateway.app.inject({ method: 'GET', url: '/v1/me', headers });

  async function assertRejected(headers: Record<string, string>) {
    const response = await getMe(headers);
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), SESSION_EXPIRED);
  }

  test('a valid token is accepted', async () => {
    const { idToken } = await createSignedInUser(gateway.auth, 'gueltig@sv-gruppe.de');
    assert.equal((await getMe(bearer(idToken))).statusCode, 200);
  });

  test('a missing token is 401 session-expired', () => assertRejected({}));

  test('malformed Authorization headers are 401', async () => {
    const { idToken } = await createSignedInUser(gateway.auth, 'format@sv-gruppe.de');
    for (const authorization of [`Basic ${idToken}`, 'Bearer', 'Bearer ', `Bearer ${idToken} extra`, idToken]) {
      await assertRejected({ authorization });
    }
  });

  test('a garbage token is 401', () => assertRejected(bearer('das.ist-kein.token')));

  test('a token for a user that does not exist is 401', async () => {
    const { idToken } = await createSignedInUser(gateway.auth, 'vorlage@sv-gruppe.de');
    const claims = { ...decodeToken(idToken), sub: 'gibt-es-nicht', user_id: 'gibt-es-nicht' };
    await assertRejected(bearer(unsignedToken(claims)));
  });

  test('a token with a made-up signature is 401', async () => {
    const { idToken } = await createSignedInUser(gateway.auth, 'signatur@sv-gruppe.de');
    await assertRejected(bearer(wronglySignedToken(decodeToken(idToken))));
  });

  test('a token of another Firebase project is 401', async () => {
    const { idToken } = await createSignedInUser(gateway.auth, 'projekt@sv-gruppe.de');
    const claims = { ...decodeToken(idToken), aud: 'anderes-projekt', iss: 'https://securetoken.google.com/anderes-projekt' };
    await assertRejected(bearer(unsignedToken(claims)));
  });

  test('an expired token is 401', async () => {
    const { idToken } = await createSignedInUser(gateway.auth, 'abgelaufen@sv-gruppe.de');
    const claims = decodeToken(idToken);
    // Control: the same claims re-encoded pass, so the expiry alone makes the difference below.
    assert.equal((await getMe(bearer(unsignedToken(claims)))).statusCode, 200);

    const now = Math.floor(Date.now() / 1000);
    await assertRejected(bearer(unsignedToken({ ...claims, iat: now - 7200, exp: now - 3600 })));
  });

  test('a revoked token is 401, a new sign-in works again', async () => {
    const { uid, idToken } = await createSignedInUser(gateway.auth, 'widerrufen@sv-gruppe.de');
    // Revocation has second resolution: a token issued in the same second still counts as valid.
    await sleep(1100);
    await gateway.auth.revokeRefreshTokens(uid);

    await assertRejected(bearer(idToken));
    assert.equal((await getMe(bearer(await signIn('widerrufen@sv-gruppe.de')))).statusCode, 200);
  });

  test('the token of a disabled user is 401', async () => {
    const { uid, idToken } = await createSignedInUser(gateway.auth, 'gesperrt@sv-gruppe.de');
    await gateway.auth.updateUser(uid, { disabled: true });
    await assertRejected(bearer(idToken));
  });

  test('a group-only route admits the group tenant and refuses a partner tenant', async () => {
    const group = await createSignedInUser(gateway.auth, 'gruppe@sv-gruppe.de');
    const partner = await createSignedInUser(gateway.auth, 'partner@partner-nord.de');

    const admitted = await gateway.app.inject({ method: 'GET', url: '/test/group-only', headers: bearer(group.idToken) });
    const refused = await gateway.app.inject({ method: 'GET', url: '/test/group-only', headers: bearer(partner.idToken) });

    assert.deepEqual([admitted.statusCode, admitted.json()], [200, { tenant: 'SV-Gruppe' }]);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), {
      error: { code: 'tenant-not-allowed', message: 'Diese Funktion ist für deinen Mandanten nicht freigeschaltet.' },
    });
  });

  // Every route against every kind of bad token, tenant and ownership: security.test.ts.
});

describe('rate limit per user', () => {
  let gateway: TestGateway;
  before(async () => {
    gateway = await startGateway(undefined, { rateLimits: { perMinute: 3 } });
  });
  after(() => gateway.close());

  test('a user who exceeds the limit gets 429, a colleague at the same address does not', async () => {
    await clearUsers();
    const busy = await createSignedInUser(gateway.auth, 'eilig@sv-gruppe.de');
    const colleague = await createSignedInUser(gateway.auth, 'kollegin@sv-gruppe.de');
    const getMe = (idToken: string) => gateway.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(idToken) });

    for (let i = 0; i < 3; i += 1) assert.equal((await getMe(busy.idToken)).statusCode, 200);
    const limited = await getMe(busy.idToken);

    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), {
      error: { code: 'too-many-requests', message: 'Zu viele Anfragen. Bitte versuche es später erneut.' },
    });
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await getMe(colleague.idToken)).statusCode, 200);
  });
});

/** Counts the token checks that reach Firebase: the tests keep no session cache, so each is a call. */
function countingChecks(auth: Auth, checked: { count: number }): Auth {
  return new Proxy(auth, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (key === 'verifyIdToken') {
        return (...args: Parameters<Auth['verifyIdToken']>) => {
          checked.count += 1;
          return target.verifyIdToken(...args);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

for (const target of databaseTargets) {
  describe(`failed token checks per address (${target.name})`, () => {
    let gateway: TestGateway;
    const checked = { count: 0 };
    before(async () => {
      gateway = await startGateway(target, {
        env: { AUTH_FAILURES_PER_MINUTE: '30' },
        wrapAuth: (auth) => countingChecks(auth, checked),
      });
      await clearUsers();
    });
    after(() => gateway.close());

    const getMe = (remoteAddress: string, headers: Record<string, string> = {}) =>
      gateway.app.inject({ method: 'GET', url: '/v1/me', headers, remoteAddress });

    test('after 30 failures the 31st token from that address is 429 without a check; other addresses go on', async () => {
      const { idToken } = await createSignedInUser(gateway.auth, 'fehlversuche@sv-gruppe.de');
      const forged = bearer(wronglySignedToken(decodeToken(idToken)));
      const [attacker, neighbour, colleague] = [nextAddress(), nextAddress(), nextAddress()];

      checked.count = 0;
      for (let i = 0; i < 30; i += 1) assertError(await getMe(attacker, forged), 401, 'session-expired', `attempt ${i + 1}`);
      assert.equal(checked.count, 30);

      for (const headers of [forged, bearer('das.ist-kein.token'), bearer(idToken)]) {
        const refused = await getMe(attacker, headers);
        assertError(refused, 429, 'too-many-requests');
        const retryAfter = Number(refused.headers['retry-after']);
        assert.ok(retryAfter > 0 && retryAfter <= 60, String(retryAfter));
      }
      assert.equal(checked.count, 30, 'refused before any check, a valid token too');
      // Without TRUST_PROXY, X-Forwarded-For is the client's word and changes nothing.
      assertError(await getMe(attacker, { ...forged, 'x-forwarded-for': '9.9.9.9' }), 429, 'too-many-requests');
      // Without a token there is nothing to check: the usual 401.
      assertError(await getMe(attacker), 401, 'session-expired');

      assertError(await getMe(neighbour, forged), 401, 'session-expired');
      assert.equal(checked.count, 31);
      assert.equal((await getMe(colleague, bearer(idToken))).statusCode, 200);
    });
  });
}

describe('the client address behind TRUST_PROXY proxies', () => {
  /** A gateway with a route that names the address its per-address limits count (test only). */
  async function gatewayTrusting(trustProxy: string, env: NodeJS.ProcessEnv = {}) {
    const gateway = await startGateway(undefined, { env: { TRUST_PROXY: trustProxy, ...env } });
    gateway.app.get('/test/ip', { schema: { hide: true } }, async (request) => ({ ip: request.ip }));
    return gateway;
  }
  const ipSeen = async (gateway: TestGateway, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    (await gateway.app.inject({ method: 'GET', url: '/test/ip', headers: { 'x-forwarded-for': forwardedFor }, remoteAddress })).json<{
      ip: string;
    }>().ip;

  let oneProxy: TestGateway;
  let twoProxies: TestGateway;
  before(async () => {
    oneProxy = await gatewayTrusting('1', { AUTH_FAILURES_PER_MINUTE: '3' });
    twoProxies = await gatewayTrusting('2');
  });
  after(async () => {
    for (const gateway of [oneProxy, twoProxies]) await gateway?.close();
  });

  test('one proxy: the entry it appended counts, not what the client wrote before it', async () => {
    assert.equal(await ipSeen(oneProxy, '6.6.6.6, 10.0.0.9'), '10.0.0.9');
    assert.equal(await ipSeen(oneProxy, '10.0.0.9'), '10.0.0.9');
    assert.equal(await ipSeen(twoProxies, '6.6.6.6, 10.0.0.9, 10.1.0.1', '10.2.0.1'), '10.0.0.9');
  });

  test('a per-address limit is not escaped by changing the forged first entry', async () => {
    const forged = bearer('das.ist-kein.token');
    const fromClient = (forgedEntry: string, client = '10.0.0.9') =>
      oneProxy.app.inject({
        method: 'GET',
        url: '/v1/me',
        headers: { ...forged, 'x-forwarded-for': `${forgedEntry}, ${client}` },
        remoteAddress: '127.0.0.1',
      });
    for (let i = 1; i <= 3; i += 1) assertError(await fromClient(`6.6.6.${i}`), 401, 'session-expired');
    assertError(await fromClient('6.6.6.4'), 429, 'too-many-requests');
    assertError(await fromClient('1.2.3.4'), 429, 'too-many-requests');
    // Another client behind the same proxy keeps its own budget.
    assertError(await fromClient('6.6.6.4', '10.0.0.10'), 401, 'session-expired');
  });
});
