/** The environment check at start: defaults, and a clear refusal that names the bad variable. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, REPO_ROOT, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  test('defaults fit the local stack', () => {
    const config = loadConfig({});
    assert.deepEqual(config, {
      nodeEnv: 'development',
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'info',
      // No proxy is believed unless TRUST_PROXY names how many stand in front.
      trustProxyHops: 0,
      authFailuresPerMinute: 30,
      authUserCacheMs: 30_000,
      databaseUrl: undefined,
      dataDir: resolve(REPO_ROOT, '.data', 'db'),
      releasesDir: resolve(REPO_ROOT, 'releases'),
      portalConfigFile: resolve(REPO_ROOT, '.data', 'run', 'portal.config.json'),
      // A new release whose loads fail half the time or more (5 loads at least) within 15 minutes goes back.
      autoRollback: { failureRate: 0.5, minLoads: 5, windowMinutes: 15 },
      firebaseProjectId: 'demo-ki-portal',
      firebaseAuthEmulatorHost: undefined,
      portalOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      // No preview origin unless PREVIEW_ORIGINS lists one (npm start sets localhost for the local stack).
      previewOrigins: [],
      groupTenant: 'SV-Gruppe',
      // Without MICROSOFT_TENANT_ID a Microsoft sign-in counts like any provider.
      microsoft: undefined,
      seedDemo: false,
      newsletterListId: 896,
      shortLinkBaseUrl: 'http://localhost:8080/s',
      shortLinkRedirectsPerMinute: 600,
      portalUrl: 'http://localhost:3000',
      // The AI settings have their own tests (openaiConfig.test.ts); the default is the local provider.
      ai: config.ai,
      // Realtime is off without PUSHER_SECRET, /internal/… without ADMIN_TOKEN (realtime.test.ts).
      productSlug: 'ki-portal',
      realtime: undefined,
      adminToken: undefined,
    });
    assert.equal(config.ai.provider, 'local');
  });

  test('SHORT_LINK_REDIRECTS_PER_MINUTE is a positive whole number', () => {
    assert.equal(loadConfig({ SHORT_LINK_REDIRECTS_PER_MINUTE: '1200' }).shortLinkRedirectsPerMinute, 1200);
    assert.throws(() => loadConfig({ SHORT_LINK_REDIRECTS_PER_MINUTE: '0' }), /SHORT_LINK_REDIRECTS_PER_MINUTE: muss größer als 0 sein/);
  });

  test('the automatic rollback rule is read and checked', () => {
    const rule = loadConfig({ AUTO_ROLLBACK_FAILURE_RATE: '0.2', AUTO_ROLLBACK_MIN_LOADS: '3', AUTO_ROLLBACK_WINDOW_MINUTES: '0' });
    assert.deepEqual(rule.autoRollback, { failureRate: 0.2, minLoads: 3, windowMinutes: 0 });
    assert.throws(() => loadConfig({ AUTO_ROLLBACK_FAILURE_RATE: '50' }), /AUTO_ROLLBACK_FAILURE_RATE: erwartet eine Zahl von 0,01 bis 1/);
    assert.throws(() => loadConfig({ AUTO_ROLLBACK_MIN_LOADS: '2.5' }), /AUTO_ROLLBACK_MIN_LOADS: erwartet eine ganze Zahl/);
  });

  test('MICROSOFT_TENANT_ID needs MICROSOFT_CLIENT_ID; both are GUIDs', () => {
    const tenantId = '11111111-2222-3333-4444-555555555555';
    const clientId = 'AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE';
    assert.deepEqual(loadConfig({ MICROSOFT_TENANT_ID: tenantId, MICROSOFT_CLIENT_ID: clientId }).microsoft, {
      tenantId,
      clientId: clientId.toLowerCase(),
      authorityUrl: 'https://login.microsoftonline.com',
    });
    assert.throws(() => loadConfig({ MICROSOFT_TENANT_ID: tenantId }), /MICROSOFT_CLIENT_ID: fehlt/);
    assert.throws(
      () => loadConfig({ MICROSOFT_TENANT_ID: 'sv-gruppe', MICROSOFT_CLIENT_ID: clientId }),
      /MICROSOFT_TENANT_ID: erwartet die Verzeichnis-ID/,
    );
    assert.equal(loadConfig({ MICROSOFT_TENANT_ID: '' }).microsoft, undefined);
  });

  test('demo seeds are on by default with the emulator, and can be switched off', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ALLOW_AUTH_EMULATOR: 'true' };
    assert.equal(loadConfig(emulator).seedDemo, true);
    assert.equal(loadConfig({ ...emulator, SEED_DEMO: 'false' }).seedDemo, false);
  });

  describe('the Auth emulator (it accepts unsigned tokens) is trusted only when asked to, on this machine', () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        assert.ok(error instanceof ConfigError);
        return error.message;
      }
      return assert.fail(`accepted: ${JSON.stringify(env)}`);
    };

    test('an emulator host without ALLOW_AUTH_EMULATOR=true stops the start, naming both variables', () => {
      for (const allow of [undefined, '', 'false', '0']) {
        const message = refusal({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ALLOW_AUTH_EMULATOR: allow });
        assert.match(message, /FIREBASE_AUTH_EMULATOR_HOST: ist gesetzt, aber ALLOW_AUTH_EMULATOR=true fehlt/);
        assert.match(message, /unsignierte Tokens/);
      }
    });

    test('with the opt-in, an emulator elsewhere than on this machine stops the start', () => {
      for (const host of [
        '10.0.0.5:9099',
        'emulator.example:9099',
        '192.168.1.20:9099',
        '0.0.0.0:9099',
        '128.0.0.1:9099',
        '127.0.0.1.nip.io:9099',
        'localhost.example:9099',
        '127.0.0.256:9099',
        '[::2]:9099',
        '[::ffff:10.0.0.5]:9099',
      ]) {
        const message = refusal({ FIREBASE_AUTH_EMULATOR_HOST: host, ALLOW_AUTH_EMULATOR: 'true' });
        assert.match(message, /FIREBASE_AUTH_EMULATOR_HOST: ".+" ist nicht dieser Rechner/, host);
        assert.ok(message.includes(host), host);
      }
    });

    test('with the opt-in, an emulator on loopback is used', () => {
      for (const host of ['127.0.0.1:9099', 'localhost:9099', 'LOCALHOST:9099', '[::1]:9099', '127.1.2.3:9099']) {
        const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: host, ALLOW_AUTH_EMULATOR: 'true' });
        assert.equal(config.firebaseAuthEmulatorHost, host);
      }
      // The opt-in alone changes nothing: without a host, tokens are checked against Google's keys.
      assert.equal(loadConfig({ ALLOW_AUTH_EMULATOR: 'true' }).firebaseAuthEmulatorHost, undefined);
    });

    test('never in production, opt-in or not', () => {
      const both = refusal({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ALLOW_AUTH_EMULATOR: 'true' });
      assert.match(both, /FIREBASE_AUTH_EMULATOR_HOST: darf in Produktion nicht gesetzt sein/);
      assert.match(both, /ALLOW_AUTH_EMULATOR: darf in Produktion nicht gesetzt sein/);
      assert.match(refusal({ NODE_ENV: 'production', ALLOW_AUTH_EMULATOR: 'true' }), /ALLOW_AUTH_EMULATOR: darf in Produktion/);
      assert.match(
        refusal({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
        /FIREBASE_AUTH_EMULATOR_HOST: darf in Produktion/,
      );
    });

    test('the gateway exits with code 1 on an emulator host without the opt-in', () => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '..', 'src', 'main.ts')], {
        // Set even when empty, so that a developer's .env cannot add the opt-in.
        env: { PATH: process.env.PATH, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ALLOW_AUTH_EMULATOR: '' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      assert.equal(result.status, 1, result.stderr);
      assert.match(
        result.stderr,
        /Ungültige Konfiguration des Gateways:\n\s+FIREBASE_AUTH_EMULATOR_HOST: ist gesetzt, aber ALLOW_AUTH_EMULATOR=true fehlt/,
      );
    });
  });

  test('values are parsed', () => {
    const config = loadConfig({
      PORT: '9000',
      PORTAL_ORIGINS: ' https://portal.sv-gruppe.de , http://localhost:3000',
      DATABASE_URL: 'postgres://gateway:geheim@db:5432/portal',
      TRUST_PROXY: 'true',
      AUTH_USER_CACHE_SECONDS: '0',
      NEWSLETTER_LIST_ID: '1234',
      SHORT_LINK_BASE_URL: 'https://sz.link/',
      PORTAL_URL: 'https://portal.sv-gruppe.de',
    });
    assert.equal(config.port, 9000);
    assert.deepEqual(config.portalOrigins, ['https://portal.sv-gruppe.de', 'http://localhost:3000']);
    assert.equal(config.databaseUrl, 'postgres://gateway:geheim@db:5432/portal');
    assert.equal(config.trustProxyHops, 1);
    assert.equal(config.authUserCacheMs, 0);
    assert.equal(config.newsletterListId, 1234);
    assert.equal(config.shortLinkBaseUrl, 'https://sz.link', 'without the trailing slash');
    assert.equal(config.portalUrl, 'https://portal.sv-gruppe.de');
  });

  test('TRUST_PROXY is a number of proxies; the old flag still works, true meaning one', () => {
    const hops = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxyHops;
    assert.deepEqual([hops(undefined), hops(''), hops('false'), hops('0')], [0, 0, 0, 0]);
    assert.deepEqual([hops('true'), hops('1'), hops('2'), hops('10')], [1, 1, 2, 10]);
    assert.equal(loadConfig({ AUTH_FAILURES_PER_MINUTE: '5' }).authFailuresPerMinute, 5);
  });

  test("realtime: off without a secret; hosted Pusher by cluster, soketi by host; the product slug like the browser's", () => {
    assert.equal(loadConfig({ PUSHER_KEY: 'schluessel' }).realtime, undefined);
    assert.deepEqual(loadConfig({ PUSHER_SECRET: 'geheim', PUSHER_APP_ID: '1234567', PUSHER_KEY: 'abc123' }).realtime, {
      appId: '1234567',
      key: 'abc123',
      secret: 'geheim',
      cluster: 'eu',
      host: undefined,
      port: undefined,
      useTLS: true,
    });
    assert.deepEqual(loadConfig({ PUSHER_SECRET: 'geheim', PUSHER_HOST: '127.0.0.1' }).realtime, {
      appId: 'ki-portal',
      key: 'ki-portal-key',
      secret: 'geheim',
      cluster: 'eu',
      host: '127.0.0.1',
      port: 6001,
      useTLS: false,
    });
    const tls = loadConfig({
      PUSHER_SECRET: 'geheim',
      PUSHER_HOST: 'realtime.sv-gruppe.de',
      PUSHER_PORT: '443',
      PUSHER_TLS: 'true',
    }).realtime;
    assert.deepEqual([tls?.port, tls?.useTLS], [443, true]);
    assert.equal(loadConfig({ PRODUCT_NAME: 'Süddeutsche KI-Werkstatt' }).productSlug, 'suddeutsche-ki-werkstatt');
    assert.equal(loadConfig({ PRODUCT_NAME: 'Süddeutsche KI-Werkstatt', PRODUCT_SLUG: 'sz-ki' }).productSlug, 'sz-ki');
    assert.equal(loadConfig({ ADMIN_TOKEN: 'a'.repeat(24) }).adminToken, 'a'.repeat(24));
  });

  test('a refused secret is named, never shown', () => {
    const token = 'zu kurz und geheim';
    assert.throws(
      () => loadConfig({ ADMIN_TOKEN: token }),
      (error: unknown) => error instanceof ConfigError && error.message.includes('ADMIN_TOKEN') && !error.message.includes(token),
    );
  });

  const refusals: [string, NodeJS.ProcessEnv, string][] = [
    ['a port that is no number', { PORT: 'achtzig' }, 'PORT'],
    ['a port out of range', { PORT: '70000' }, 'PORT'],
    ['an origin with a path', { PORTAL_ORIGINS: 'http://localhost:3000/app' }, 'PORTAL_ORIGINS'],
    ['a database URL that is not PostgreSQL', { DATABASE_URL: 'mysql://db/portal' }, 'DATABASE_URL'],
    [
      'an emulator host without port',
      { FIREBASE_AUTH_EMULATOR_HOST: 'localhost', ALLOW_AUTH_EMULATOR: 'true' },
      'FIREBASE_AUTH_EMULATOR_HOST',
    ],
    [
      'an emulator host with a scheme',
      { FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099', ALLOW_AUTH_EMULATOR: 'true' },
      'FIREBASE_AUTH_EMULATOR_HOST',
    ],
    ['an opt-in that is no flag', { ALLOW_AUTH_EMULATOR: 'ja' }, 'ALLOW_AUTH_EMULATOR'],
    [
      'the emulator in production',
      { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      'FIREBASE_AUTH_EMULATOR_HOST',
    ],
    ['demo seeds without the emulator', { SEED_DEMO: 'true' }, 'SEED_DEMO'],
    ['a proxy count that is neither a number nor a flag', { TRUST_PROXY: 'vielleicht' }, 'TRUST_PROXY'],
    ['more than ten proxies', { TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    ['no failed token checks at all', { AUTH_FAILURES_PER_MINUTE: '0' }, 'AUTH_FAILURES_PER_MINUTE'],
    ['a session cache longer than five minutes', { AUTH_USER_CACHE_SECONDS: '3600' }, 'AUTH_USER_CACHE_SECONDS'],
    ['a list id that is no number', { NEWSLETTER_LIST_ID: 'neunhundert' }, 'NEWSLETTER_LIST_ID'],
    ['a short-link base that is not http(s)', { SHORT_LINK_BASE_URL: 'ftp://sz.link' }, 'SHORT_LINK_BASE_URL'],
    ['a portal URL that is no URL', { PORTAL_URL: 'portal' }, 'PORTAL_URL'],
    ['an admin token shorter than 24 characters', { ADMIN_TOKEN: 'kurz' }, 'ADMIN_TOKEN'],
    ['a Pusher port without host', { PUSHER_PORT: '6001' }, 'PUSHER_PORT'],
    ['a Pusher host with a scheme', { PUSHER_HOST: 'http://127.0.0.1' }, 'PUSHER_HOST'],
    ['a product slug that is a private channel', { PRODUCT_SLUG: 'private-user-x' }, 'PRODUCT_SLUG'],
    ['a product name without letters or digits', { PRODUCT_NAME: '***' }, 'PRODUCT_NAME'],
  ];
  for (const [name, env, variable] of refusals) {
    test(`refuses ${name}, naming ${variable}`, () => {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) => error instanceof ConfigError && error.message.includes(variable),
      );
    });
  }

  test('the gateway exits with code 1 and names the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '..', 'src', 'main.ts')], {
      env: { PATH: process.env.PATH, PORT: 'achtzig' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /Ungültige Konfiguration des Gateways:\n\s+PORT:/);
  });
});
