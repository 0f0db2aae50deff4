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

  test('everything else is refused', () => {
    for (const input of [
      '',
      '   ',
      'kein link',
      'www.sueddeutsche.de',
      '//sueddeutsche.de',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.org/datei',
      'file:///etc/passwd',
      'mailto:redaktion@sz.de',
      'https://nutzer:passwort@example.org/',
      'https://nutzer@example.org/',
      'https://:geheim@example.org/',
      'http://',
      'https://exa mple.org',
      `https://e.de/${'a'.repeat(MAX_URL_LENGTH)}`,
      // 2 000 characters typed, over 2 048 once "ä" is percent-encoded
      `https://e.de/${'ä'.repeat(1000)}`,
      `${BASE}/abcdefg`,
    ]) {
      assert.equal(normaliseTargetUrl(input, BASE), undefined, input);
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

      assert.deepEqual((await list(anna.idToken)).map(({ slug }) => slug), ['anna-drei', 'anna-zwei', 'anna-eins']);
      assert.deepEqual((await list(ben.idToken)).map(({ slug }) => slug), ['ben-eins']);

      assertError(await remove(ben.idToken, 'anna-eins'), 404, 'not-found');
      assert.equal((await list(anna.idToken)).length, 3, "Anna's link survives Ben's attempt");

      const deleted = await remove(anna.idToken, 'anna-eins');
      assert.equal(deleted.statusCode, 204);
      assert.equal(deleted.body, '');
      assertError(await remove(anna.idToken, 'anna-eins'), 404, 'not-found');
      assertError(await remove(anna.idToken, 'gibt-es-nicht'), 404, 'not-found');
      assertError(await remove(anna.idToken, 'a\u0000b'), 404, 'not-found');
      assert.deepEqual((await list(anna.idToken)).map(({ slug }) => slug), ['anna-drei', 'anna-zwei']);
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
        const app = await buildApp({ config: gateway().config, db: gateway().db, auth: gateway().auth, logger: false, rateLimits: { shortLinksPerMinute: 3 } });
        try {
          const busy = await createSignedInUser(gateway().auth, 'eilig@sv-gruppe.de');
          const colleague = await createSignedInUser(gateway().auth, 'kollege@sv-gruppe.de');
          const post = (idToken: string, payload: object) => app.inject({ method: 'POST', url: '/v1/short-links', headers: bearer(idToken), payload });

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
          const made = await app.inject({ method: 'POST', url: '/v1/short-links', headers: bearer(idToken), payload: { url: 'https://example.org', slug: 'basis' } });
          assert.equal(made.json().link.shortUrl, 'https://sz.link/basis');
          assertError(
            await app.inject({ method: 'POST', url: '/v1/short-links', headers: bearer(idToken), payload: { url: 'https://sz.link/basis' } }),
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
