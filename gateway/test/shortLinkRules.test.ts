/**
 * Link Shortener rules, without a gateway: which targets may be shortened (table-driven over every
 * way to write an internal host), and which names a custom slug may not take.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { features, isReservedShortLinkSlug, portalRoutes, reservedShortLinkSlugs } from 'portal-contract';
import { shortLinkCreateBodySchema } from 'portal-contract/schemas';
import { MAX_URL_LENGTH, checkTargetUrl, normaliseTargetUrl, randomSlug } from '../src/shortLinks/rules.ts';
import { isInternalHost } from '../src/shortLinks/targetHost.ts';

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
      'https://[2606:4700:4700::1111]/',
      'https://[64:ff9b::808:808]/', // NAT64 in front of a public IPv4 address
    ]) {
      assert.ok(normaliseTargetUrl(input, BASE), input);
    }
  });
});

describe('internal hosts', () => {
  // [what is typed, why it is internal]; each goes through the URL parser first, as in the gateway.
  const INTERNAL: [string, string][] = [
    ['http://intranet/', 'single label'],
    ['http://intranet./', 'single label, trailing dot'],
    ['http://localhost', 'single label'],
    ['http://wiki.localhost/', '.localhost'],
    ['http://drucker.local/', '.local (mDNS)'],
    ['http://git.corp.internal/', '.internal'],
    ['http://fritz.box.home.arpa/', '.home.arpa'],
    ['http://nas.lan/', '.lan'],
    ['http://.example.org/', 'empty label'],
    ['http://example..org/', 'empty label'],
    ['http://127.0.0.1/', 'loopback'],
    ['http://127.255.255.254/', 'loopback'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://0.1.2.3/', '"this network"'],
    ['http://10.1.2.3/', 'private'],
    ['http://172.16.0.1/', 'private'],
    ['http://172.31.255.255/', 'private'],
    ['http://192.168.178.1/', 'private'],
    ['http://169.254.169.254/', 'link-local (cloud metadata)'],
    ['http://100.64.0.1/', 'CGNAT'],
    ['http://100.127.255.255/', 'CGNAT'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://239.255.255.250/', 'multicast'],
    ['http://240.0.0.1/', 'reserved'],
    ['http://255.255.255.255/', 'broadcast'],
    ['http://192.0.2.1/', 'documentation'],
    ['http://2130706433/', '127.0.0.1 as one decimal number'],
    ['http://0x7f000001/', '… as hex'],
    ['http://0x7f.1/', '… hex, short form'],
    ['http://017700000001/', '… octal'],
    ['http://0177.0.0.1/', '… octal part'],
    ['http://127.1/', '… short form'],
    ['http://0x7f.0.0.1./', '… hex with trailing dot'],
    ['http://%31%32%37.0.0.1/', '… percent-encoded'],
    ['http://2852039166/', '169.254.169.254 as a number'],
    ['http://3232235521/', '192.168.0.1 as a number'],
    ['http://0/', '0.0.0.0 as a number'],
    ['http://[::1]/', 'IPv6 loopback'],
    ['http://[0:0:0:0:0:0:0:1]/', 'IPv6 loopback, long form'],
    ['http://[::]/', 'IPv6 unspecified'],
    ['http://[fe80::1]/', 'IPv6 link-local'],
    ['http://[fd12:3456::1]/', 'IPv6 unique-local'],
    ['http://[fc00::1]/', 'IPv6 unique-local'],
    ['http://[fec0::1]/', 'IPv6 site-local (deprecated)'],
    ['http://[ff02::1]/', 'IPv6 multicast'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
    ['http://[::ffff:7f00:1]/', 'IPv4-mapped loopback, hex'],
    ['http://[::ffff:a9fe:a9fe]/', 'IPv4-mapped metadata service'],
    ['http://[::ffff:10.0.0.1]/', 'IPv4-mapped private'],
    ['http://[::ffff:0:127.0.0.1]/', 'IPv4-translated (RFC 6145) loopback'],
    ['http://[::127.0.0.1]/', 'IPv4-compatible loopback'],
    ['http://[::8.8.8.8]/', 'IPv4-compatible: deprecated, never a real host'],
    ['http://[64:ff9b::127.0.0.1]/', 'NAT64 to loopback'],
    ['http://[64:ff9b::a00:1]/', 'NAT64 to private'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'NAT64 to the metadata service'],
    ['http://[64:ff9b:1::1]/', 'NAT64 local-use prefix'],
    ['http://[2002:7f00:1::]/', '6to4 (its relay decides where it leads)'],
    ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'Teredo'],
    ['http://[2001:db8::1]/', 'IPv6 documentation'],
  ];

  for (const [input, why] of INTERNAL) {
    test(`${input} is internal (${why}) and refused as target-not-allowed`, () => {
      assert.equal(isInternalHost(new URL(input).hostname), true);
      assert.deepEqual(checkTargetUrl(input, BASE), { refused: 'target-not-allowed' });
    });
  }

  const PUBLIC = [
    'https://www.sueddeutsche.de/',
    'https://sz.de./',
    'https://xn--mnchen-3ya.de/',
    'https://localhost.example.org/',
    'https://local.example.org/',
    'https://internal.example.org/',
    'https://example.internal.org/',
    'https://1.1.1.1/',
    'https://8.8.8.8/',
    'https://100.128.0.1/',
    'https://172.32.0.1/',
    'https://[2606:4700:4700::1111]/',
    'https://[::ffff:8.8.8.8]/',
    'https://[64:ff9b::8.8.8.8]/',
  ];
  test('public names and addresses are not internal', () => {
    for (const input of PUBLIC) {
      assert.equal(isInternalHost(new URL(input).hostname), false, input);
      assert.ok('url' in checkTargetUrl(input, BASE), input);
    }
  });

  test('a host the URL parser could not have produced counts as internal', () => {
    for (const hostname of ['[not-an-address]', '[]', '']) assert.equal(isInternalHost(hostname), true, hostname);
  });

  test('not a URL, another scheme, credentials and loops stay invalid-url', () => {
    for (const input of ['kein link', 'javascript:alert(1)', 'https://ich@example.org/', `${BASE}/abcdefg`]) {
      assert.deepEqual(checkTargetUrl(input, BASE), { refused: 'invalid-url' }, input);
    }
  });
});

describe('reserved slugs', () => {
  test("the gateway's names and every path segment and feature of the catalogue are reserved, in any case", () => {
    for (const slug of [
      'login',
      'LOGOUT',
      'Admin',
      'api',
      'v1',
      's',
      'status',
      'healthz',
      'internal',
      'summarize',
      'short-link',
      'Dashboards',
      'user',
      'feedback',
      'sign-up',
      'audit',
      'chat',
    ]) {
      assert.equal(isReservedShortLinkSlug(slug), true, slug);
    }
    for (const route of portalRoutes) {
      for (const segment of route.path.split('/').filter(Boolean)) assert.ok(reservedShortLinkSlugs.has(segment.toLowerCase()), segment);
    }
    for (const feature of features) assert.ok(isReservedShortLinkSlug(feature.id.toUpperCase()), feature.id);
  });

  test('other slugs, also ones that merely contain a reserved name, are free', () => {
    for (const slug of ['wiesn-2026', 'login2', 'my-admin', 'summarize-it', 'statuses', 'Wahl-2025_live']) {
      assert.equal(isReservedShortLinkSlug(slug), false, slug);
    }
  });

  test('the contract refuses a reserved slug with slug-reserved, a malformed one with invalid-slug first', () => {
    const issues = (slug: string) =>
      shortLinkCreateBodySchema.safeParse({ url: 'https://example.org', slug }).error?.issues.map((issue) => issue.message);
    assert.deepEqual(issues('Login'), ['slug-reserved']);
    assert.deepEqual(issues('dashboards'), ['slug-reserved']);
    assert.equal(issues('s')?.[0], 'invalid-slug');
    assert.equal(issues('eigenes-kuerzel'), undefined);
  });

  test('random slugs are never reserved', () => {
    for (let i = 0; i < 200; i += 1) assert.equal(isReservedShortLinkSlug(randomSlug()), false);
  });
});
