/**
 * The rate-limit store in PostgreSQL (src/rateLimit/postgresStore.ts): counts from several gateway
 * instances on one database add up exactly, windows end and start again, each limit counts apart,
 * and two apps on one database refuse the N+1-th request whichever of them gets it. PostgreSQL only
 * (TEST_DATABASE_URL): on PGlite the plugin's in-memory store counts, as before.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { buildApp, type GatewayApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type OpenDatabase } from '../src/db/client.ts';
import { seedAccounts } from '../src/db/seed.ts';
import { openFirebaseAuth, type FirebaseAuth } from '../src/firebase.ts';
import { postgresRateLimitStore } from '../src/rateLimit/postgresStore.ts';
import { databaseTargets, type DatabasePlace } from './support/databases.ts';
import { EMULATOR_HOST, clearUsers, createSignedInUser } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer } from './support/testGateway.ts';

const postgres = databaseTargets.find((target) => target.name === 'PostgreSQL');

const incr = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((done, fail) =>
    store.incr(key, (error, result) => (error || !result ? fail(error ?? new Error('no result')) : done(result)), windowMs, 1000),
  );

describe('rate limits shared through PostgreSQL', { skip: postgres ? false : 'TEST_DATABASE_URL is not set' }, () => {
  let place: DatabasePlace;
  let firebase: FirebaseAuth;
  // Two instances: each with its own connection pool, as two processes would have.
  const databases: OpenDatabase[] = [];
  const apps: GatewayApp[] = [];
  const failures: unknown[] = [];

  before(async () => {
    place = await postgres!.create();
    const config = loadConfig({
      NODE_ENV: 'test',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      ALLOW_AUTH_EMULATOR: 'true',
      DATABASE_URL: place.databaseUrl,
      AUTH_USER_CACHE_SECONDS: '0',
      AI_RATE_LIMIT_PER_MINUTE: '3',
    });
    for (let i = 0; i < 2; i += 1) databases.push(await openDatabase(config));
    await seedAccounts(databases[0]!.db);
    firebase = openFirebaseAuth(config);
    for (const { db } of databases) {
      apps.push(
        await buildApp({
          config,
          db,
          auth: firebase.auth,
          logger: false,
          rateLimits: { perMinute: 8, shortLinksPerMinute: 3, signUpPerMinute: 4 },
        }),
      );
    }
    await clearUsers();
  });
  after(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await firebase.close();
    await place.drop();
  });

  const stores = () => databases.map(({ db }) => new (postgresRateLimitStore(db, (error) => failures.push(error)))({}));

  test('concurrent requests on two instances are counted exactly once each', async () => {
    const [first, second] = stores();
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => incr(i % 2 ? first! : second!, 'uid:gleichzeitig', 60_000)));
    assert.deepEqual(
      results.map((result) => result.current).sort((a, b) => a - b),
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    for (const { ttl } of results) assert.ok(ttl > 0 && ttl <= 60_000, `ttl ${ttl}`);
    assert.deepEqual(failures, []);
  });

  test('a window ends: the next request starts a new one', async () => {
    const [first, second] = stores();
    await incr(first!, 'uid:kurz', 300);
    const { current, ttl } = await incr(second!, 'uid:kurz', 300);
    assert.equal(current, 2);
    // The database's clock decides; waiting out the reported remainder (plus a margin) passes its end.
    await sleep(ttl + 50);
    assert.equal((await incr(first!, 'uid:kurz', 300)).current, 1);
  });

  test('each limit counts apart: the global one, a route, a shared limit of several routes', async () => {
    const [store] = stores();
    const route = store!.child({ routeInfo: { method: 'POST', url: '/v1/short-links' }, max: 3, timeWindow: 60_000 } as never);
    const budget = store!.child({ routeInfo: {}, max: 30, timeWindow: 60_000 } as never);
    for (let i = 0; i < 3; i += 1) await incr(store!, 'uid:getrennt', 60_000);
    assert.equal((await incr(route, 'uid:getrennt', 60_000)).current, 1);
    assert.equal((await incr(budget, 'uid:getrennt', 60_000)).current, 1);
    assert.equal((await incr(store!, 'uid:getrennt', 60_000)).current, 4);
  });

  test('windows the store cannot share are refused at start', () => {
    const Store = postgresRateLimitStore(databases[0]!.db, () => {});
    assert.throws(() => new Store({ continueExceeding: true } as never), /plain windows only/);
  });

  test('the N+1-th request is refused whichever instance gets it', async () => {
    const { idToken } = await createSignedInUser(firebase.auth, 'zwei-instanzen@sv-gruppe.de');
    const on = (index: number) => apps[index % 2]!;
    const shortLink = (index: number) =>
      on(index).inject({
        method: 'POST',
        url: '/v1/short-links',
        headers: bearer(idToken),
        payload: { url: `https://example.org/${index}` },
      });

    // Short links: 3 per minute and user, alternating between the instances.
    for (let i = 0; i < 3; i += 1) assert.equal((await shortLink(i)).statusCode, 201, `short link ${i}`);
    assertError(await shortLink(3), 429, 'too-many-requests', 'the 4th, on the second instance');
    assertError(await shortLink(4), 429, 'too-many-requests', 'and on the first');

    // The AI budget (3 per minute for all AI routes together).
    const summarize = (index: number) =>
      on(index).inject({
        method: 'POST',
        url: '/v1/tools/keywords',
        headers: bearer(idToken),
        payload: { text: 'Der Stadtrat tagt am Montag.' },
      });
    for (let i = 0; i < 3; i += 1) assert.equal((await summarize(i)).statusCode, 200, `AI run ${i}`);
    assertError(await summarize(3), 429, 'too-many-requests', 'the 4th AI run');

    // Sign-up: 4 per minute and address; refused bodies count too.
    const signUp = (index: number) =>
      on(index).inject({ method: 'POST', url: '/v1/sign-up', payload: { email: 'kaputt' }, remoteAddress: '10.77.0.1' });
    for (let i = 0; i < 4; i += 1) assert.equal((await signUp(i)).statusCode, 400, `sign-up ${i}`);
    assertError(await signUp(4), 429, 'too-many-requests', 'the 5th sign-up');
  });

  test('the global limit per user holds across both instances', async () => {
    const { idToken } = await createSignedInUser(firebase.auth, 'global@sv-gruppe.de');
    const me = (index: number) => apps[index % 2]!.inject({ method: 'GET', url: '/v1/me', headers: bearer(idToken) });
    for (let i = 0; i < 8; i += 1) assert.equal((await me(i)).statusCode, 200, `request ${i}`);
    assertError(await me(8), 429, 'too-many-requests');
    assertError(await me(9), 429, 'too-many-requests');
  });
});
