/**
 * Link Shortener over HTTP: validation, random, custom and reserved slugs, ownership, the stricter
 * rate limit, the public redirect with its per-address limit, and click counts gathered in memory:
 * exact under concurrency, written once a second in one statement, and on close (also SIGTERM of
 * the real process).
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { isReservedShortLinkSlug } from 'portal-contract';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { shortLinks } from '../src/db/schema.ts';
import { countClick, flushClicks } from '../src/shortLinks/clicks.ts';
import { databaseTargets, type DatabasePlace } from './support/databases.ts';
import { createSignedInUser } from './support/emulator.ts';
import { startGatewayProcess, stopGatewayProcess } from './support/gatewayProcess.ts';
import { freePort } from './support/pusherStandIn.ts';
import { assertError } from './support/replies.ts';
import { bearer, gatewayPerSuite, nextAddress } from './support/testGateway.ts';

const BASE = 'http://localhost:8080/s';

for (const target of databaseTargets) {
  describe(`short links (${target.name})`, () => {
    const gateway = gatewayPerSuite(target, { clear: [shortLinks] });

    const create = (idToken: string, payload: unknown) =>
      gateway().app.inject({ method: 'POST', url: '/v1/short-links', headers: bearer(idToken), payload: payload as object });
    const list = async (idToken: string) => {
      const response = await gateway().app.inject({ method: 'GET', url: '/v1/short-links', headers: bearer(idToken) });
      assert.equal(response.statusCode, 200);
      return response.json().links as { slug: string; url: string; clicks: number }[];
    };
    const remove = (idToken: string, slug: string) =>
      gateway().app.inject({ method: 'DELETE', url: `/v1/short-links/${encodeURIComponent(slug)}`, headers: bearer(idToken) });

    test('creates a link with a random 7-character slug', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'kurz@sv-gruppe.de');
      const before = Date.now();

      const response = await create(idToken, { url: 'https://www.sueddeutsche.de/muenchen/wiesn-1.123' });

      assert.equal(response.statusCode, 201, response.body);
      const { link } = response.json();
      assert.match(link.slug, /^[A-Za-z0-9]{7}$/);
      assert.deepEqual(link, {
        slug: link.slug,
        url: 'https://www.sueddeutsche.de/muenchen/wiesn-1.123',
        shortUrl: `${BASE}/${link.slug}`,
        clicks: 0,
        createdAt: link.createdAt,
      });
      assert.ok(Date.parse(link.createdAt) >= before - 1000);
    });

    test('random slugs differ', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'viele@sv-gruppe.de');
      const slugs = new Set<string>();
      for (let i = 0; i < 20; i += 1) slugs.add((await create(idToken, { url: `https://example.org/${i}` })).json().link.slug);
      assert.equal(slugs.size, 20);
    });

    test('a custom slug is used; a taken one is 409 slug-taken; "" and null mean random', async () => {
      const anna = await createSignedInUser(gateway().auth, 'anna@sv-gruppe.de');
      const ben = await createSignedInUser(gateway().auth, 'ben@partner-nord.de');

      const made = await create(anna.idToken, { url: 'https://example.org/wahl', slug: 'Wahl-2025_live' });
      assert.equal(made.statusCode, 201);
      assert.equal(made.json().link.shortUrl, `${BASE}/Wahl-2025_live`);

      assertError(await create(anna.idToken, { url: 'https://example.org/andere', slug: 'Wahl-2025_live' }), 409, 'slug-taken');
      assertError(await create(ben.idToken, { url: 'https://example.org/andere', slug: 'Wahl-2025_live' }), 409, 'slug-taken');
      // Slugs are case-sensitive, like the random ones.
      assert.equal((await create(ben.idToken, { url: 'https://example.org/klein', slug: 'wahl-2025_live' })).statusCode, 201);

      for (const slug of ['', null]) {
        const response = await create(anna.idToken, { url: 'https://example.org/zufall', slug });
        assert.equal(response.statusCode, 201);
        assert.match(response.json().link.slug, /^[A-Za-z0-9]{7}$/);
      }
    });

    test('bad URLs are 400 invalid-url', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'url@sv-gruppe.de');
      for (const url of [
        'javascript:alert(document.cookie)',
        'data:text/html;base64,PHNjcmlwdD4=',
        'ftp://example.org',
        'https://ich:geheim@example.org',
        'nicht parsebar',
        `https://example.org/${'x'.repeat(2100)}`,
        `${BASE}/schleife`,
        'vbscript:msgbox(1)',
        '',
        42,
        null,
        undefined,
      ]) {
        assertError(await create(idToken, { url }), 400, 'invalid-url', String(url));
      }
      assert.deepEqual(await list(idToken), []);
    });

    test('internal targets are 400 target-not-allowed; the portal itself is a fair target', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'intern@sv-gruppe.de');
      for (const url of [
        'http://169.254.169.254/latest/meta-data/',
        'http://0x7f000001:8080/healthz',
        'http://intranet/',
        'http://[::ffff:127.0.0.1]/',
        'http://[64:ff9b::10.0.0.1]/',
        'http://drucker.local/',
      ]) {
        assertError(await create(idToken, { url }), 400, 'target-not-allowed', url);
      }
      assert.deepEqual(await list(idToken), []);
      assert.equal((await create(idToken, { url: 'http://localhost:3000/feedback' })).statusCode, 201);
    });

    test('reserved slugs are 400 slug-reserved in any case', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'reserviert@sv-gruppe.de');
      for (const slug of ['login', 'Admin', 'API', 'healthz', 'summarize', 'short-link', 'Dashboards', 'feedback']) {
        assertError(await create(idToken, { url: 'https://example.org', slug }), 400, 'slug-reserved', slug);
      }
      assert.deepEqual(await list(idToken), []);
    });

    test("every first path segment of the gateway's routes is a reserved slug", () => {
      const segments = new Set(
        gateway()
          .app.routeSummaries.map(({ url }) => url.split('/')[1] ?? '')
          .filter((segment) => /^[\w-]+$/.test(segment)),
      );
      assert.ok(segments.has('v1') && segments.has('s'), [...segments].join(', '));
      for (const segment of segments) assert.ok(isReservedShortLinkSlug(segment), segment);
    });

    test('bad slugs are 400 invalid-slug', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'slug@sv-gruppe.de');
      for (const slug of ['ab', 'x'.repeat(65), 'mit leerzeichen', 'umlaut-ä', 'punkt.', 'slash/x', '%41bc', 42, true, ['abc']]) {
        assertError(await create(idToken, { url: 'https://example.org', slug }), 400, 'invalid-slug', JSON.stringify(slug));
      }
      assert.equal((await create(idToken, { url: 'https://example.org', slug: 'x'.repeat(64) })).statusCode, 201);
      assert.equal((await create(idToken, { url: 'https://example.org', slug: 'a_1' })).statusCode, 201);
    });

    test('other malformed bodies are 400 validation-failed or bad-request', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'body@sv-gruppe.de');
      assertError(await create(idToken, undefined), 400, 'validation-failed');
      assertError(await create(idToken, ['https://example.org']), 400, 'validation-failed');
      const broken = await gateway().app.inject({
        method: 'POST',
        url: '/v1/short-links',
        headers: { ...bearer(idToken), 'content-type': 'application/json' },
        payload: '{"url":',
      });
      assertError(broken, 400, 'bad-request');
    });

    test("each user lists only their own links, newest first, and cannot delete another's", async () => {
      const anna = await createSignedInUser(gateway().auth, 'anna@sv-gruppe.de');
      const ben = await createSignedInUser(gateway().auth, 'ben@sv-gruppe.de');
      for (const slug of ['anna-eins', 'anna-zwei', 'anna-drei']) {
        assert.equal((await create(anna.idToken, { url: `https://example.org/${slug}`, slug })).statusCode, 201);
      }
      assert.equal((await create(ben.idToken, { url: 'https://example.org/ben', slug: 'ben-eins' })).statusCode, 201);

      assert.deepEqual(
        (await list(anna.idToken)).map(({ slug }) => slug),
        ['anna-drei', 'anna-zwei', 'anna-eins'],
      );
      assert.deepEqual(
        (await list(ben.idToken)).map(({ slug }) => slug),
        ['ben-eins'],
      );

      assertError(await remove(ben.idToken, 'anna-eins'), 404, 'not-found');
      assert.equal((await list(anna.idToken)).length, 3, "Anna's link survives Ben's attempt");

      const deleted = await remove(anna.idToken, 'anna-eins');
      assert.equal(deleted.statusCode, 204);
      assert.equal(deleted.body, '');
      assertError(await remove(anna.idToken, 'anna-eins'), 404, 'not-found');
      assertError(await remove(anna.idToken, 'gibt-es-nicht'), 404, 'not-found');
      assertError(await remove(anna.idToken, 'a\u0000b'), 404, 'not-found');
      assert.deepEqual(
        (await list(anna.idToken)).map(({ slug }) => slug),
        ['anna-drei', 'anna-zwei'],
      );
      assert.equal((await gateway().app.inject({ method: 'GET', url: '/s/anna-eins' })).statusCode, 404);
    });

    test('GET /s/:slug redirects with 302 and counts the click; HEAD does not count', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'klick@sv-gruppe.de');
      await create(idToken, { url: 'https://www.sueddeutsche.de/kultur?x=1&y=ä', slug: 'kultur' });

      for (let i = 0; i < 3; i += 1) {
        const response = await gateway().app.inject({ method: 'GET', url: '/s/kultur' });
        assert.equal(response.statusCode, 302);
        assert.equal(response.headers.location, 'https://www.sueddeutsche.de/kultur?x=1&y=%C3%A4');
        assert.equal(response.headers['cache-control'], 'no-store', 'every click reaches the gateway');
      }
      const head = await gateway().app.inject({ method: 'HEAD', url: '/s/kultur' });
      assert.equal(head.statusCode, 302);
      assert.equal(head.headers.location, 'https://www.sueddeutsche.de/kultur?x=1&y=%C3%A4');

      assert.equal((await list(idToken))[0]?.clicks, 3);
    });

    test('a followed link (its target kept in memory) stops redirecting as soon as its owner deletes it', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'loeschen@sv-gruppe.de');
      await create(idToken, { url: 'https://example.org/bald-weg', slug: 'bald-weg' });
      for (let i = 0; i < 2; i += 1) assert.equal((await gateway().app.inject({ method: 'GET', url: '/s/bald-weg' })).statusCode, 302);
      assert.equal((await remove(idToken, 'bald-weg')).statusCode, 204);
      assert.equal((await gateway().app.inject({ method: 'GET', url: '/s/bald-weg' })).statusCode, 404);
      assert.equal((await gateway().app.inject({ method: 'HEAD', url: '/s/bald-weg' })).statusCode, 404);
    });

    test('an unknown or malformed slug is a German 404 page linking to the portal', async () => {
      for (const url of ['/s/gibtsnicht', '/s/ab', '/s/%00%00%00', `/s/${'x'.repeat(200)}`, '/s/%C3%A4%C3%B6%C3%BC']) {
        const response = await gateway().app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 404, url);
        assert.match(String(response.headers['content-type']), /^text\/html; charset=utf-8/);
        assert.match(response.body, /<html lang="de">/);
        assert.match(response.body, /Dieser Kurzlink existiert nicht\./);
        assert.match(response.body, /<a href="http:\/\/localhost:3000">/);
        assert.equal((await gateway().app.inject({ method: 'HEAD', url })).statusCode, 404);
      }
    });

    test('50 concurrent clicks are counted exactly', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'ansturm@sv-gruppe.de');
      await create(idToken, { url: 'https://example.org/ansturm', slug: 'ansturm' });
      await gateway().app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = gateway().app.server.address() as AddressInfo;

      const responses = await Promise.all(
        Array.from({ length: 50 }, () => fetch(`http://127.0.0.1:${port}/s/ansturm`, { redirect: 'manual' })),
      );

      assert.deepEqual(
        new Set(responses.map((response) => `${response.status} ${response.headers.get('location')}`)),
        new Set(['302 https://example.org/ansturm']),
      );
      await flushClicks(gateway().db);
      assert.equal(await clicksOf(gateway().db, 'ansturm'), 50);
    });

    test('clicks are written once a second in one statement for all slugs, adding to what is there', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'sammeln@sv-gruppe.de');
      for (const slug of ['eins', 'zwei', 'drei']) await create(idToken, { url: `https://example.org/${slug}`, slug });
      await gateway().db.update(shortLinks).set({ clicks: 100 }).where(eq(shortLinks.slug, 'eins'));
      // A database of its own for the buffer (buffers are per database), counting statements.
      let statements = 0;
      const db = gateway().db;
      const spy = new Proxy(db, {
        get: (target, key) =>
          key === 'execute'
            ? (...args: Parameters<Database['execute']>) => ((statements += 1), target.execute(...args))
            : Reflect.get(target, key),
      });

      for (let i = 0; i < 7; i += 1) countClick(spy, 'eins');
      for (let i = 0; i < 3; i += 1) countClick(spy, 'zwei');
      countClick(spy, 'geloescht');
      assert.equal(statements, 0, 'nothing written before the second is over');
      await flushClicks(spy);

      assert.equal(statements, 1);
      assert.deepEqual(
        Object.fromEntries(
          (await db.select({ slug: shortLinks.slug, clicks: shortLinks.clicks }).from(shortLinks)).map((row) => [row.slug, row.clicks]),
        ),
        { eins: 107, zwei: 3, drei: 0 },
      );
      await flushClicks(spy);
      assert.equal(statements, 1, 'nothing waiting, nothing written');
    });

    test('the list shows the clicks of the last second too', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'sofort@sv-gruppe.de');
      await create(idToken, { url: 'https://example.org/sofort', slug: 'sofort' });
      for (let i = 0; i < 4; i += 1) assert.equal((await gateway().app.inject({ method: 'GET', url: '/s/sofort' })).statusCode, 302);
      assert.equal((await list(idToken))[0]?.clicks, 4);
    });

    test('N redirects, then close: exactly N clicks in the table', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'schluss@sv-gruppe.de');
      await create(idToken, { url: 'https://example.org/schluss', slug: 'schluss' });
      const app = await buildApp({ config: gateway().config, db: gateway().db, auth: gateway().auth, logger: false });
      for (let i = 0; i < 25; i += 1) assert.equal((await app.inject({ method: 'GET', url: '/s/schluss' })).statusCode, 302);
      await app.close();
      assert.equal(await clicksOf(gateway().db, 'schluss'), 25);
    });

    if (target === databaseTargets[0]) {
      test('creating is limited per user (stricter than the global limit); listing is not', async () => {
        const app = await buildApp({
          config: gateway().config,
          db: gateway().db,
          auth: gateway().auth,
          logger: false,
          rateLimits: { shortLinksPerMinute: 3 },
        });
        try {
          const busy = await createSignedInUser(gateway().auth, 'eilig@sv-gruppe.de');
          const colleague = await createSignedInUser(gateway().auth, 'kollege@sv-gruppe.de');
          const post = (idToken: string, payload: object) =>
            app.inject({ method: 'POST', url: '/v1/short-links', headers: bearer(idToken), payload });

          for (let i = 0; i < 2; i += 1) assert.equal((await post(busy.idToken, { url: `https://example.org/${i}` })).statusCode, 201);
          assertError(await post(busy.idToken, { url: 'javascript:alert(1)' }), 400, 'invalid-url');
          const limited = await post(busy.idToken, { url: 'https://example.org/zu-viel' });

          assertError(limited, 429, 'too-many-requests');
          assert.ok(Number(limited.headers['retry-after']) > 0);
          assert.equal((await app.inject({ method: 'GET', url: '/v1/short-links', headers: bearer(busy.idToken) })).statusCode, 200);
          assert.equal((await post(colleague.idToken, { url: 'https://example.org/kollege' })).statusCode, 201);
        } finally {
          await app.close();
        }
      });

      test('redirects are limited per address: 429 as a German page with Retry-After', async () => {
        const { idToken } = await createSignedInUser(gateway().auth, 'flut@sv-gruppe.de');
        await create(idToken, { url: 'https://example.org/flut', slug: 'flut' });
        const config = { ...gateway().config, shortLinkRedirectsPerMinute: 3 };
        const app = await buildApp({ config, db: gateway().db, auth: gateway().auth, logger: false });
        try {
          const from = nextAddress();
          const visit = (url: string, remoteAddress = from, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, remoteAddress });
          assert.equal((await visit('/s/flut')).statusCode, 302);
          assert.equal((await visit('/s/flut')).statusCode, 302);
          // Unknown slugs count too: probing for links costs the prober.
          assert.equal((await visit('/s/gibt-es-nicht')).statusCode, 404);
          const limited = await visit('/s/flut');

          assert.equal(limited.statusCode, 429);
          assert.ok(Number(limited.headers['retry-after']) > 0);
          assert.match(String(limited.headers['content-type']), /^text\/html; charset=utf-8/);
          assert.match(limited.body, /<html lang="de">/);
          assert.match(limited.body, /<h1>Zu viele Anfragen\. Bitte versuche es später erneut\.<\/h1>/);
          assert.match(limited.body, /<a href="http:\/\/localhost:3000">/);
          assert.equal(limited.headers.location, undefined);
          assert.equal((await visit('/s/flut', nextAddress())).statusCode, 302, 'another address has its own budget');
          assert.equal((await visit('/s/flut', from, 'HEAD')).statusCode, 302, 'HEAD counts apart');
          // The same /64 is one household: another address in it shares the budget.
          for (let i = 0; i < 3; i += 1) await visit('/s/flut', '2001:db8:1:2::1');
          assert.equal((await visit('/s/flut', '2001:db8:1:2::ffff')).statusCode, 429);
        } finally {
          await app.close();
        }
        assert.equal(await clicksOf(gateway().db, 'flut'), 6, 'refused redirects are not clicks');
      });

      test('the short-link base and portal come from the configuration', async () => {
        const config = { ...gateway().config, shortLinkBaseUrl: 'https://sz.link', portalUrl: 'https://portal.sv-gruppe.de/?a=1&b=<2>' };
        const app = await buildApp({ config, db: gateway().db, auth: gateway().auth, logger: false });
        try {
          const { idToken } = await createSignedInUser(gateway().auth, 'basis@sv-gruppe.de');
          const made = await app.inject({
            method: 'POST',
            url: '/v1/short-links',
            headers: bearer(idToken),
            payload: { url: 'https://example.org', slug: 'basis' },
          });
          assert.equal(made.json().link.shortUrl, 'https://sz.link/basis');
          assertError(
            await app.inject({
              method: 'POST',
              url: '/v1/short-links',
              headers: bearer(idToken),
              payload: { url: 'https://sz.link/basis' },
            }),
            400,
            'invalid-url',
          );
          const missing = await app.inject({ method: 'GET', url: '/s/fehlt' });
          assert.match(missing.body, /<a href="https:\/\/portal\.sv-gruppe\.de\/\?a=1&amp;b=&lt;2&gt;">/);
        } finally {
          await app.close();
        }
      });
    }
  });
}

const clicksOf = async (db: Database, slug: string) =>
  (await db.select({ clicks: shortLinks.clicks }).from(shortLinks).where(eq(shortLinks.slug, slug)))[0]?.clicks;

describe('the real gateway stopped with SIGTERM', () => {
  let place: DatabasePlace;
  before(async () => {
    place = await databaseTargets[0]!.create();
    const database = await openDatabase(place);
    await database.db.insert(shortLinks).values({ slug: 'beim-stopp', url: 'https://example.org/stopp', ownerUid: 'niemand' });
    await database.close();
  });
  after(() => place.drop());

  test('writes every click it was still gathering before it ends', async () => {
    const running = await startGatewayProcess(place, await freePort());
    const CLICKS = 40;
    const answers = await Promise.all(
      Array.from({ length: CLICKS }, () =>
        fetch(`${running.origin}/s/beim-stopp`, { redirect: 'manual' }).then((response) => response.status),
      ),
    );
    assert.deepEqual(new Set(answers), new Set([302]));
    // At once: clicks wait up to a second before they are written.
    await stopGatewayProcess(running, 'SIGTERM');
    assert.equal(running.child.exitCode, 0, running.stderr());
    const database = await openDatabase(place);
    try {
      assert.equal(await clicksOf(database.db, 'beim-stopp'), CLICKS);
    } finally {
      await database.close();
    }
  });
});
