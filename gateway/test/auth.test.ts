/**
 * Token and tenant checks. The emulator issues unsigned tokens and firebase-admin accepts those in
 * emulator mode, so signature forgery is only refused in production mode (real Google keys; the
 * config refuses the emulator there). What the emulator does check is tested here: token shape,
 * signature presence, expiry, the user's existence, revocation and the disabled flag.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, beforeEach, describe, test } from 'node:test';
import { currentTenant } from '../src/plugins/auth.ts';
import { clearUsers, createSignedInUser, decodeToken, signIn, unsignedToken, wronglySignedToken } from './support/emulator.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

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
