/**
 * Two of everything: two real gateway processes (src/main.ts) on one PostgreSQL behind the proxy of
 * `npm run start:cluster` (nginx, scripts/lib/nginx.mjs) behave as one gateway —
 * - migrations run once although both start at the same moment on an empty database;
 * - rate limits are one budget: the N+1-th request is refused whichever instance gets it;
 * - usage counts of both add up, and once the counts of one are written (≤ USAGE_FLUSH_MS) the
 *   other refuses a tenant over its quota;
 * - a revoked or disabled account is refused by both within AUTH_USER_CACHE_SECONDS;
 * - a realtime event caused by a request is published once;
 * - one instance killed with SIGKILL under load through the proxy: no read fails, no write started
 *   after the kill fails, only writes in flight to the dead instance may fail (502, never
 *   acknowledged), and every acknowledged write is in the database; the limits still hold.
 * Needs PostgreSQL (TEST_DATABASE_URL, or the server programs for a throwaway cluster) and nginx;
 * without them it is skipped, except in CI, where .ci/run installs both and a skip would hide a gap.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../src/db/client.ts';
import { accounts, feedback, shortLinks, usageDaily } from '../src/db/schema.ts';
import { seedAccounts } from '../src/db/seed.ts';
import { openFirebaseAuth, type FirebaseAuth } from '../src/firebase.ts';
import { USAGE_FLUSH_MS } from '../src/usage/count.ts';
import { nginxBinary, postgresInstalled, postgresServer, startProxy, waitFor, type PostgresServer, type Proxy } from './support/cluster.ts';
import { postgresTarget, type DatabasePlace } from './support/databases.ts';
import { EMULATOR_HOST, clearUsers, createSignedInUser } from './support/emulator.ts';
import { startGatewayProcess, stopGatewayProcess, type GatewayProcess } from './support/gatewayProcess.ts';
import { freePort, startPusherStandIn, type PusherStandIn } from './support/pusherStandIn.ts';

const missing = [
  ...(process.env.TEST_DATABASE_URL || postgresInstalled() ? [] : ['PostgreSQL (TEST_DATABASE_URL or initdb/pg_ctl)']),
  ...(nginxBinary() ? [] : ['nginx']),
];
if (missing.length > 0 && process.env.CI) throw new Error(`cluster test: ${missing.join(', ')} missing in CI (.ci/run installs them)`);

const CACHE_SECONDS = 2;
const ADMIN_TOKEN = 'cluster-test-admin-token-0123456789';
/** main.ts's limit of new short links per user and minute (DEFAULT_RATE_LIMITS). */
const SHORT_LINKS_PER_MINUTE = 30;
const ARTICLE =
  'Der Stadtrat hat am Dienstag den Ausbau der Straßenbahn nach Freiham beschlossen. Die neue Linie soll ab 2029 fahren. Kritiker bemängeln die Kosten von 120 Millionen Euro.';
const MIGRATIONS = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

type User = { uid: string; email: string; idToken: string };

describe('two gateways behind nginx on one PostgreSQL', { skip: missing.length > 0 ? `${missing.join(', ')} missing` : false }, () => {
  let server: PostgresServer;
  let place: DatabasePlace;
  let database: OpenDatabase;
  let firebase: FirebaseAuth;
  let pusher: PusherStandIn;
  let gateways: GatewayProcess[] = [];
  let proxy: Proxy;
  /** The user who spent the short-link budget; still refused after the kill. */
  let eager: User;

  const user = async (email: string): Promise<User> => ({ email, ...(await createSignedInUser(firebase.auth, email)) });
  const call = (origin: string, who: User, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${who.idToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const codeOf = async (response: Response) => ((await response.json()) as { error?: { code?: string } }).error?.code;

  before(async () => {
    server = await postgresServer();
    place = await postgresTarget(server.url).create();
    pusher = await startPusherStandIn();
    const ports = [await freePort(), await freePort()];
    const env = {
      // Behind one nginx: per-address limits count the client nginx names in X-Forwarded-For.
      TRUST_PROXY: '1',
      AUTH_USER_CACHE_SECONDS: String(CACHE_SECONDS),
      ADMIN_TOKEN,
      AI_RATE_LIMIT_PER_MINUTE: '1000',
      ...pusher.env,
    };
    // Both at once on the empty database: the migrations race, and the advisory lock decides.
    gateways = await Promise.all(ports.map((port) => startGatewayProcess(place, port, env)));
    proxy = await startProxy(ports);
    database = await openDatabase({ databaseUrl: place.databaseUrl, dataDir: place.dataDir });
    await seedAccounts(database.db);
    firebase = openFirebaseAuth({ firebaseProjectId: 'demo-ki-portal', firebaseAuthEmulatorHost: EMULATOR_HOST });
    await clearUsers();
  });

  after(async () => {
    await proxy?.stop();
    for (const gateway of gateways) await stopGatewayProcess(gateway, 'SIGTERM');
    await database?.close();
    await firebase?.close();
    await pusher?.close();
    await place?.drop();
    await server?.stop();
  });

  test('migrations ran once, although both instances started together', async () => {
    const client = new pg.Client({ connectionString: place.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ hash: string; times: number }>(
        'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
      );
      assert.equal(rows.length, MIGRATIONS);
      assert.ok(
        rows.every((row) => row.times === 1),
        JSON.stringify(rows),
      );
    } finally {
      await client.end();
    }
    for (const gateway of gateways) assert.doesNotMatch(gateway.stderr(), /error/i);
  });

  test('a rate limit is one budget: the N+1-th request is refused by either instance and through the proxy', async () => {
    eager = await user('eilig@sv-gruppe.de');
    for (let i = 0; i < SHORT_LINKS_PER_MINUTE; i += 1) {
      const response = await call(gateways[i % 2]!.origin, eager, 'POST', '/v1/short-links', { url: `https://example.org/${i}` });
      assert.equal(response.status, 201, `short link ${i}`);
    }
    for (const origin of [gateways[0]!.origin, gateways[1]!.origin, proxy.origin]) {
      const refused = await call(origin, eager, 'POST', '/v1/short-links', { url: 'https://example.org/zu-viel' });
      assert.equal(refused.status, 429, origin);
      assert.equal(await codeOf(refused), 'too-many-requests');
    }
  });

  test('usage counts of both instances add up; over the quota the other instance refuses once one flush is written', async () => {
    const writer = await user('autorin@partner-nord.de');
    const [tenant] = await database.db.select().from(accounts).where(eq(accounts.name, 'Partnerverlag Nord'));
    const summarize = async (origin: string) => {
      const response = await call(origin, writer, 'POST', '/v1/tools/summarize', { text: ARTICLE, length: 'sentences' });
      const body = await response.text();
      return { status: response.status, body };
    };
    const counted = async () => {
      const [row] = await database.db
        .select({
          runs: sql<number>`coalesce(sum(${usageDaily.runs}), 0)::int`,
          done: sql<number>`coalesce(sum(${usageDaily.done}), 0)::int`,
          charsIn: sql<number>`coalesce(sum(${usageDaily.charsIn}), 0)::int`,
          chars: sql<number>`coalesce(sum(${usageDaily.charsIn} + ${usageDaily.charsOut}), 0)::int`,
        })
        .from(usageDaily)
        .where(eq(usageDaily.accountId, tenant!.id));
      return row!;
    };

    // Six runs: two on each instance, two streamed through the proxy; every count arrives, none twice.
    for (const origin of [gateways[0]!.origin, gateways[1]!.origin, proxy.origin].flatMap((one) => [one, one])) {
      const { status, body } = await summarize(origin);
      assert.equal(status, 200, body);
      assert.match(body, /event: result/);
    }
    const written = await waitFor('all six runs written', async () => {
      const now = await counted();
      return now.runs === 6 ? now : undefined;
    });
    assert.equal(written.done, 6);
    assert.equal(written.charsIn, 6 * ARTICLE.length);
    const perRun = written.chars / 6;
    assert.ok(Number.isInteger(perRun), 'the same text, the same summary: every run the same size');

    // Room for two and a half runs: the first instance alone is exact about its own runs.
    const limit = Math.floor(written.chars + 2.5 * perRun);
    await database.db.update(accounts).set({ quotaMonthlyChars: limit }).where(eq(accounts.id, tenant!.id));
    let admittedOnFirst = 0;
    let lastAdmitted = 0;
    for (;;) {
      const { status, body } = await summarize(gateways[0]!.origin);
      if (status === 429) {
        assert.match(body, /quota-exceeded/);
        break;
      }
      assert.equal(status, 200, body);
      admittedOnFirst += 1;
      lastAdmitted = Date.now();
      assert.ok(admittedOnFirst <= 3, 'the first instance counts its own unwritten runs');
    }
    // The second instance may still admit a run while the first one's counts wait in its memory …
    const early = await summarize(gateways[1]!.origin);
    const admittedEarly = early.status === 200 ? 1 : 0;
    // … but no longer once they are written, which happens within one flush interval.
    await waitFor('the first instance’s runs written', async () => ((await counted()).runs >= 6 + admittedOnFirst ? true : undefined));
    const writtenAfter = Date.now() - lastAdmitted;
    assert.ok(writtenAfter <= USAGE_FLUSH_MS + 1500, `counts written ${writtenAfter} ms after the run`);
    const late = await summarize(gateways[1]!.origin);
    assert.equal(late.status, 429, late.body);
    assert.match(late.body, /quota-exceeded/);

    // The bound: the run that crossed the limit, plus what the other instance admitted before the flush.
    const total = await waitFor('every admitted run written', async () => {
      const now = await counted();
      return now.done === 6 + admittedOnFirst + admittedEarly ? now : undefined;
    });
    assert.ok(total.chars - limit <= perRun * (1 + admittedEarly), `over the quota by ${total.chars - limit} (one run: ${perRun})`);
  });

  test('a revoked or a disabled account is refused by both instances within the cache time', async () => {
    const revoked = await user('widerrufen@sv-gruppe.de');
    const disabled = await user('gesperrt@sv-gruppe.de');
    // Both instances keep both users' records now.
    for (const who of [revoked, disabled]) {
      for (const gateway of gateways) assert.equal((await call(gateway.origin, who, 'GET', '/v1/me')).status, 200);
    }
    // Revocation has second resolution: a token issued in the same second still counts as valid.
    await sleep(1100);
    // Through Firebase, not through an instance: neither has anything to forget.
    const changedAt = Date.now();
    await firebase.auth.revokeRefreshTokens(revoked.uid);
    await firebase.auth.updateUser(disabled.uid, { disabled: true });
    for (const who of [revoked, disabled]) {
      for (const gateway of gateways) {
        await waitFor(
          `${who.email} refused by ${gateway.origin}`,
          async () => ((await call(gateway.origin, who, 'GET', '/v1/me')).status === 401 ? true : undefined),
          CACHE_SECONDS * 1000 + 10_000,
        );
        const after = Date.now() - changedAt;
        assert.ok(after <= CACHE_SECONDS * 1000 + 2000, `${who.email} refused by ${gateway.origin} only after ${after} ms`);
      }
      assert.equal((await call(proxy.origin, who, 'GET', '/v1/me')).status, 401);
    }
  });

  test('an event caused by a request is published once, by the instance that handled it', async () => {
    const importRows = (rows: number) =>
      fetch(`${proxy.origin}/internal/dashboards/import`, {
        method: 'POST',
        headers: { 'x-admin-token': ADMIN_TOKEN, 'content-type': 'application/json' },
        body: JSON.stringify({
          set: 'infonline',
          rows: Array.from({ length: rows }, (_, i) => ({ day: `2025-03-0${i + 1}`, brand: 'SZ', visits: '10', page_impressions: '20' })),
        }),
      });
    const published = () => pusher.events.filter((event) => event.name === 'dashboards-updated');
    assert.equal((await importRows(1)).status, 200);
    await waitFor('the first event', async () => (published().length >= 1 ? true : undefined));
    // A second import, through the proxy's other instance: once its event is there, a duplicate of the first would be too.
    assert.equal((await importRows(2)).status, 200);
    await waitFor('the second event', async () =>
      published().some((event) => (event.data as { rows: number }).rows === 2) ? true : undefined,
    );
    assert.deepEqual(
      published().map((event) => (event.data as { rows: number }).rows),
      [1, 2],
    );
  });

  test('SIGKILL of one instance under load: no read fails, no acknowledged write is lost, limits still hold', async (t) => {
    const USERS = 8;
    const ACKS_BEFORE_KILL = 80;
    const ACKS_AFTER_KILL = 80;
    const writers = await Promise.all(Array.from({ length: USERS }, (_, i) => user(`last${i}@sv-gruppe.de`)));
    type Outcome = { write: boolean; startedAt: number; status: number | 'no answer'; what: string };
    const outcomes: Outcome[] = [];
    const links = new Map<string, string>();
    const feedbackIds: string[] = [];
    let acks = 0;
    let stop = false;
    let killedAt = Number.POSITIVE_INFINITY;

    const request = async (who: User, write: boolean, method: string, path: string, body?: unknown) => {
      const startedAt = Date.now();
      try {
        const response = await call(proxy.origin, who, method, path, body);
        // The proxy's own 502 is nginx's HTML page (the browser's client maps any 5xx without JSON to internal-error).
        const text = await response.text();
        const json = (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}) as Record<string, unknown>;
        outcomes.push({ write, startedAt, status: response.status, what: `${method} ${path}` });
        return { status: response.status, json };
      } catch (error) {
        outcomes.push({ write, startedAt, status: 'no answer', what: `${method} ${path}: ${String(error)}` });
        return { status: 0, json: {} };
      }
    };
    const writer = async (who: User, index: number) => {
      for (let n = 0; !stop; n += 1) {
        if (n % 4 === 0) {
          const slug = `last-${index}-${n}`;
          const url = `https://example.org/${slug}`;
          if ((await request(who, true, 'POST', '/v1/short-links', { url, slug })).status === 201) {
            links.set(slug, url);
            acks += 1;
          }
        } else if (n % 4 === 1) {
          const { status, json } = await request(who, true, 'POST', '/v1/feedback', { category: 'idea', message: `Last ${index}/${n}` });
          if (status === 201) {
            feedbackIds.push(String(json.id));
            acks += 1;
          }
        } else {
          await request(who, false, 'GET', n % 4 === 2 ? '/v1/short-links' : '/v1/me');
        }
      }
    };
    const running = writers.map((who, index) => writer(who, index));
    await waitFor('load before the kill', async () => (acks >= ACKS_BEFORE_KILL ? true : undefined), 60_000);
    const victim = gateways[0]!;
    const exited = once(victim.child, 'exit');
    victim.child.kill('SIGKILL');
    await exited;
    killedAt = Date.now();
    const acksAtKill = acks;
    await waitFor('load after the kill', async () => (acks >= acksAtKill + ACKS_AFTER_KILL ? true : undefined), 60_000);
    stop = true;
    await Promise.all(running);

    const failed = outcomes.filter(({ status }) => typeof status !== 'number' || status >= 300);
    const figures = `${outcomes.length} requests, ${acks} writes acknowledged (${acksAtKill} before the kill), ${failed.length} failed`;
    // Reads are retried on the other instance by the proxy: not one may fail.
    assert.deepEqual(
      failed.filter(({ write }) => !write),
      [],
      figures,
    );
    // A write fails only when it was in flight to the instance that died, and then with the proxy's 502.
    for (const outcome of failed) {
      assert.equal(outcome.status, 502, `${outcome.what} (${figures})`);
      assert.ok(outcome.startedAt < killedAt, `${outcome.what} started after the kill and failed (${figures})`);
    }
    assert.ok(failed.length <= USERS, figures);
    // Every acknowledged write is in the database.
    const storedLinks = await database.db
      .select({ slug: shortLinks.slug, url: shortLinks.url })
      .from(shortLinks)
      .where(inArray(shortLinks.slug, [...links.keys()]));
    assert.deepEqual(new Map(storedLinks.map((row) => [row.slug, row.url])), links);
    const storedFeedback = await database.db.select({ id: feedback.id }).from(feedback).where(inArray(feedback.id, feedbackIds));
    assert.equal(storedFeedback.length, feedbackIds.length, figures);

    // The limit reached before the kill still holds on the survivor.
    const refused = await call(proxy.origin, eager, 'POST', '/v1/short-links', { url: 'https://example.org/nach-dem-ausfall' });
    assert.equal(refused.status, 429);
    t.diagnostic(`${figures}; ${storedLinks.length} short links and ${storedFeedback.length} feedback entries found`);
  });
});
