/**
 * The token check keeps verified tokens and users' Firebase records for AUTH_USER_CACHE_SECONDS
 * (sessionCache.ts): one call to Firebase per user and period instead of two per request, and a
 * revoked, disabled or deleted account locked out within that period; the tenant likewise. The other suites run with 0 (checked on every request).
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, beforeEach, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import { accountMembers, accounts } from '../src/db/schema.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

const KEPT_SECONDS = 2;

/** Counts the gateway's lookups of user records. */
function countLookups(auth: Auth): { count: () => number; restore: () => void } {
  const original = auth.getUser.bind(auth);
  let calls = 0;
  auth.getUser = (uid: string) => {
    calls += 1;
    return original(uid);
  };
  return { count: () => calls, restore: () => void (auth.getUser = original) };
}

describe('user records kept briefly', () => {
  let gateway: TestGateway;
  before(async () => {
    gateway = await startGateway(undefined, { env: { AUTH_USER_CACHE_SECONDS: String(KEPT_SECONDS) } });
  });
  after(() => gateway.close());
  beforeEach(clearUsers);

  const getMe = (idToken: string) => gateway.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(idToken) });

  test('a burst of one user’s requests asks Firebase once', async () => {
    const { idToken } = await createSignedInUser(gateway.auth, 'schwall@sv-gruppe.de');
    // The first call writes the tenant claim and forgets the record it changed.
    assert.equal((await getMe(idToken)).statusCode, 200);
    const lookups = countLookups(gateway.auth);
    try {
      const replies = await Promise.all(Array.from({ length: 20 }, () => getMe(idToken)));
      assert.deepEqual(new Set(replies.map(({ statusCode }) => statusCode)), new Set([200]));
      assert.equal(lookups.count(), 1);
    } finally {
      lookups.restore();
    }
  });

  test('a revoked session is refused at the latest when the kept record expires', async () => {
    const { uid, idToken } = await createSignedInUser(gateway.auth, 'spaeter@sv-gruppe.de');
    assert.equal((await getMe(idToken)).statusCode, 200);
    assert.equal((await getMe(idToken)).statusCode, 200);
    // Revocation has second resolution: a token issued in the same second still counts as valid.
    await sleep(1100);
    await gateway.auth.revokeRefreshTokens(uid);
    await sleep(KEPT_SECONDS * 1000);
    const refused = await getMe(idToken);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().error.code, 'session-expired');
  });

  test('a disabled account is refused at the latest when the kept record expires', async () => {
    const { uid, idToken } = await createSignedInUser(gateway.auth, 'gesperrt-spaeter@sv-gruppe.de');
    assert.equal((await getMe(idToken)).statusCode, 200);
    await gateway.auth.updateUser(uid, { disabled: true });
    await sleep(KEPT_SECONDS * 1000 + 100);
    assert.equal((await getMe(idToken)).statusCode, 401);
  });

  test('a membership moved by an operator counts at the latest when the kept tenant expires', async () => {
    const { uid, idToken } = await createSignedInUser(gateway.auth, 'umzug@sv-gruppe.de');
    assert.equal((await getMe(idToken)).json().user.tenant, 'SV-Gruppe');
    const [partner] = await gateway.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Partnerverlag Nord'));
    await gateway.db.update(accountMembers).set({ accountId: partner!.id }).where(eq(accountMembers.uid, uid));
    await sleep(KEPT_SECONDS * 1000 + 100);
    assert.equal((await getMe(idToken)).json().user.tenant, 'Partnerverlag Nord');
  });

  test('a deleted account is refused at the latest when the kept record expires', async () => {
    const { uid, idToken } = await createSignedInUser(gateway.auth, 'geloescht@sv-gruppe.de');
    assert.equal((await getMe(idToken)).statusCode, 200);
    await gateway.auth.deleteUser(uid);
    await sleep(KEPT_SECONDS * 1000 + 100);
    assert.equal((await getMe(idToken)).statusCode, 401);
  });
});
