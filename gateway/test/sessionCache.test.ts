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
import { keptPromises, RENEWAL_GATHER_MS, renewalShare } from '../src/sessionCache.ts';
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

describe('kept entries are renewed ahead of their deadline, spread by key', () => {
  const TTL = 30_000;
  // The batch goes out after the gathering time; the wait leaves room for the load itself.
  const RENEWAL_GATHER_WAIT_MS = RENEWAL_GATHER_MS * 3;
  /** A loader that counts its calls and answers with the call number. */
  function counter() {
    let calls = 0;
    return { load: () => Promise.resolve(++calls), calls: () => calls };
  }
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  test('after the renewal point the kept value comes at once and the next is loaded in the background', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
    const cache = keptPromises<number>(10);
    const loader = counter();
    const get = () => cache.get('uid-a', loader.load, () => Date.now() + TTL);
    assert.equal(await get(), 1);
    await flush();
    t.mock.timers.tick(TTL * renewalShare('uid-a') - 1);
    assert.equal(await get(), 1);
    assert.equal(loader.calls(), 1);
    t.mock.timers.tick(2);
    // Due for renewal: still the kept value for the requests of this moment, one load started.
    assert.deepEqual(await Promise.all([get(), get(), get()]), [1, 1, 1]);
    await flush();
    assert.equal(loader.calls(), 2);
    assert.equal(await get(), 2);
  });

  test('nothing is served past its deadline, also when the renewal failed', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
    const cache = keptPromises<string>(10);
    let answer: () => Promise<string> = () => Promise.resolve('gültig');
    const get = () =>
      cache.get(
        'uid-b',
        () => answer(),
        () => Date.now() + TTL,
      );
    assert.equal(await get(), 'gültig');
    await flush();
    answer = () => Promise.reject(new Error('auth/user-disabled'));
    t.mock.timers.tick(TTL * 0.96);
    // The renewal fails in the background; until the deadline the kept value stands.
    assert.equal(await get(), 'gültig');
    await flush();
    assert.equal(await get(), 'gültig');
    t.mock.timers.tick(TTL * 0.04);
    await assert.rejects(get(), /auth\/user-disabled/);
  });

  test('a forget during a renewal wins: the renewed value does not bring the entry back', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
    const cache = keptPromises<number>(10);
    const loader = counter();
    const get = () => cache.get('uid-c', loader.load, () => Date.now() + TTL);
    await get();
    await flush();
    t.mock.timers.tick(TTL * 0.96);
    await get();
    cache.forget('uid-c');
    await flush();
    // Forgotten: the next request loads afresh (call 3), not the renewal's value (call 2).
    assert.equal(await get(), 3);
  });

  test('one renewal at a time: after a quiet spell the due entries are renewed one after another', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
    const cache = keptPromises<number>(10);
    let running = 0;
    let most = 0;
    const loader = async () => {
      running += 1;
      most = Math.max(most, running);
      await flush();
      running -= 1;
      return 1;
    };
    const users = ['uid-1', 'uid-2', 'uid-3', 'uid-4'];
    await Promise.all(users.map((uid) => cache.get(uid, loader, () => Date.now() + TTL)));
    most = 0;
    t.mock.timers.tick(TTL * 0.96);
    await Promise.all(users.map((uid) => cache.get(uid, loader, () => Date.now() + TTL)));
    for (let round = 0; round < 4; round += 1) {
      await flush();
      await flush();
      await Promise.all(users.map((uid) => cache.get(uid, loader, () => Date.now() + TTL)));
    }
    assert.equal(most, 1);
  });

  test('renewals due together go to a kind that loads many at once as one batch', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
    const batches: string[][] = [];
    const cache = keptPromises<string>(10, async (keys) => {
      batches.push([...keys]);
      return new Map(keys.map((key) => [key, `neu ${key}`]));
    });
    const users = ['uid-1', 'uid-2', 'uid-3', 'uid-4'];
    const getAll = () =>
      Promise.all(
        users.map((uid) =>
          cache.get(
            uid,
            () => Promise.resolve(`alt ${uid}`),
            () => Date.now() + TTL,
          ),
        ),
      );
    await getAll();
    t.mock.timers.tick(TTL * 0.96);
    // Due: the kept values at once, the renewals gathered for a moment and loaded in one call.
    assert.deepEqual(await getAll(), ['alt uid-1', 'alt uid-2', 'alt uid-3', 'alt uid-4']);
    await sleep(RENEWAL_GATHER_WAIT_MS);
    assert.deepEqual(batches, [users]);
    assert.deepEqual(await getAll(), ['neu uid-1', 'neu uid-2', 'neu uid-3', 'neu uid-4']);
  });

  test('a key the batch did not answer keeps its kept value until the deadline, then loads alone', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
    const cache = keptPromises<string>(10, async (keys) => new Map(keys.filter((key) => key !== 'uid-weg').map((key) => [key, 'neu'])));
    let single = 0;
    const get = (uid: string) =>
      cache.get(
        uid,
        () => Promise.resolve(`einzeln ${++single}`),
        () => Date.now() + TTL,
      );
    await Promise.all([get('uid-da'), get('uid-weg')]);
    t.mock.timers.tick(TTL * 0.96);
    await Promise.all([get('uid-da'), get('uid-weg')]);
    await sleep(RENEWAL_GATHER_WAIT_MS);
    assert.equal(await get('uid-da'), 'neu');
    assert.equal(await get('uid-weg'), 'einzeln 2', 'not renewed: the old value until the deadline');
    t.mock.timers.tick(TTL * 0.04);
    assert.equal(await get('uid-weg'), 'einzeln 3', 'past the deadline: loaded on its own');
  });

  test('renewal points of many users spread over three quarters to 95 % of the period', () => {
    const shares = Array.from({ length: 600 }, (_, index) => renewalShare(`uid-${index}`));
    assert.ok(Math.min(...shares) >= 0.75 && Math.max(...shares) <= 0.95);
    assert.ok(Math.max(...shares) - Math.min(...shares) > 0.18, 'spread over the window');
    assert.equal(renewalShare('uid-7'), renewalShare('uid-7'));
  });
});
