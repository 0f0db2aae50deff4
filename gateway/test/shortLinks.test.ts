/**
 * Link Shortener: validation, random and custom slugs, ownership, the stricter rate limit, and the
 * public redirect with exact click counting under concurrency.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { shortLinks } from '../src/db/schema.ts';
import { MAX_URL_LENGTH, normaliseTargetUrl } from '../src/shortLinks/rules.ts';
import { databaseTargets } from './support/databases.ts';
import { createSignedInUser } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer, gatewayPerSuite } from './support/testGateway.ts';

const BASE = 'http://localhost:8080/s';

describe('short-link target rules', () => {
  test('http(s) URLs are accepted and normalised', () => {
    assert.equal(normaliseTargetUrl('https://www.sueddeutsche.de/politik', BASE), 'https://www.sueddeutsche.de/politik');
    assert.equal(normaliseTargetUrl('  HTTP://Example.ORG  ', BASE), 'http://example.org/');
    assert.equal(normaliseTargetUrl('https://münchen.de/straße?q=ä ö', BASE), 'https://xn--mnchen-3ya.de/stra%C3%9Fe?q=%C3%A4%20%C3%B6');
    assert.equal(normaliseTargetUrl(`https://e.de/${'a'.repeat(MAX_URL_LENGTH - 'https://e.de/'.length)}`, BASE)?.length, MAX_URL_LENGTH);
  });

  // Each group of the table is one way to smuggle a target past a naive check.
  const REFUSED: Record<string, string[]> = {
    'not a link': ['', '   ', 'kein link', 'www.sueddeutsche.de', '//sueddeutsche.de', 'http://', 'https://exa mple.org'],
    'script and local schemes': [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'file://server/freigabe/datei.txt',
      'blob:https://www.sueddeutsche.de/3f2a8c1e-0000-4000-8000-000000000000',
      'about:blank',
      'ftp://example.org/datei',
      'mailto:redaktion@sz.de',
      'chrome://settings',
    ],
    'obfuscated schemes': [
      'JavaScript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      '\tjavascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\rscript:alert(1)',
      '\u0000javascript:alert(1)',
      '\u0001javascript:alert(1)',
      '\u001fjavascript:alert(1)',
      'javascript\t:alert(1)',
      ' \n\tDaTa:text/html,x',
      'jav&#x09;ascript:alert(1)',
      '%6Aavascript:alert(1)',
    ],
    credentials: [
      'https://nutzer:passwort@example.org/',
      'https://nutzer@example.org/',
      'https://:geheim@example.org/',
      'http://www.sz.de@localhost/',
    ],
    'internal addresses': [
      'http://localhost/',
      'https://LOCALHOST./admin',
      'http://intern.localhost/',
      'http://127.0.0.1/',
      'http://127.255.255.254:9200/',
      'http://0.0.0.0/',
      'http://0/',
      'http://[::1]/',
      'http://[::]/',
      'http://[0:0:0:0:0:0:0:1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://10.255.1.2:8080/intern',
      'http://172.16.0.1/',
      'http://172.31.255.255/',
      'http://192.168.0.1/',
      'http://192.168.178.1/',
      'http://100.64.0.1/',
      'http://[fe80::1]/',
      'http://[fd12:3456::1]/',
      'http://255.255.255.255/',
    ],
    'encoded IPs': [
      'http://2130706433/', // 127.0.0.1 as one decimal number
      'http://0x7f000001/', // … in hex
      'http://0x7f.0x0.0x0.0x1/',
      'http://0177.0.0.1/', // … octal
      'http://127.1/',
      'http://2852039166/', // 169.254.169.254
      'http://0xA9FEA9FE/',
      'http://167772161/', // 10.0.0.1
      'http://3232235521/', // 192.168.0.1
      'http://%31%32%37.0.0.1/',
    ],
    "this gateway's own short links (loops)": [
      `${BASE}/abcdefg`,
      'http://LOCALHOST:8080/s/abcdefg',
      'http://localhost.:8080/s/abcdefg',
      'http://localhost:8080/S/abcdefg',
      'http://localhost:8080//s/abcdefg',
      'http://localhost:8080/s/../s/abcdefg',
      'https://localhost/s/abcdefg',
      'http://localhost:8080/s',
    ],
    'too long': [
      `https://e.de/${'a'.repeat(MAX_URL_LENGTH)}`,
      // 2 000 characters typed, over 2 048 once "ä" is percent-encoded
      `https://e.de/${'ä'.repeat(1000)}`,
    ],
  };

  for (const [group, inputs] of Object.entries(REFUSED)) {
    test(`refused: ${group}`, () => {
      for (const input of inputs) assert.equal(normaliseTargetUrl(input, BASE), undefined, JSON.stringify(input));
    });
  }

  test('the loop check knows a production short-link host in any spelling, and nothing beyond it', () => {
    const base = 'https://sz.link';
    for (const input of [
      'https://sz.link/abc',
      'http://sz.link/abc',
      'https://SZ.LINK/abc',
      'https://sz.link./abc',
      'https://sz.link:443/abc',
      'https://sz.link//abc',
    ]) {
      assert.equal(normaliseTargetUrl(input, base), undefined, input);
    }
    const under = 'https://portal.sv-gruppe.de/s';
    assert.equal(normaliseTargetUrl('https://portal.sv-gruppe.de/s/abc', under), undefined);
    // The portal's other pages on the same host are fine targets.
    assert.equal(normaliseTargetUrl('https://portal.sv-gruppe.de/dashboards', under), 'https://portal.sv-gruppe.de/dashboards');
    assert.equal(normaliseTargetUrl('https://portal.sv-gruppe.de/suche', under), 'https://portal.sv-gruppe.de/suche');
  });

  test("the portal's own origins may be targets even on an internal address", () => {
    const portal = ['http://localhost:3000', 'http://127.0.0.1:3000'];
    assert.equal(
      normaliseTargetUrl('http://localhost:3000/feedback?quelle=kurzlink', BASE, portal),
      'http://localhost:3000/feedback?quelle=kurzlink',
    );
    assert.equal(normaliseTargetUrl('http://127.0.0.1:3000/', BASE, portal), 'http://127.0.0.1:3000/');
    // Only those origins: another port, and the gateway's own short links, stay refused.
    assert.equal(normaliseTargetUrl('http://localhost:3001/', BASE, portal), undefined);
    assert.equal(normaliseTargetUrl('http://localhost:3000/s/abcdefg', BASE, portal), undefined);
  });

  test('public hosts that merely look internal are accepted', () => {
    for (const input of [
      'https://localhost.example.org/',
      'https://10.example.org/',
      'https://www.127.de/',
      'https://192.168.example.com/',
      'https://1.1.1.1/',
      'https://[2001:db8::1]/',
    ]) {
      assert.ok(normaliseTargetUrl(input, BASE), input);
    }
  });
});

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
        'http://169.254.169.254/latest/meta-data/',
        'http://0x7f000001:8080/healthz',
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
      const [row] = await gateway().db.select({ clicks: shortLinks.clicks }).from(shortLinks).where(eq(shortLinks.slug, 'ansturm'));
      assert.equal(row?.clicks, 50);
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
