import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOCAL_PREVIEW_ORIGINS, portalConfigFromEnv, sitesFromEnv } from '../lib/env.mjs';
import { shellCsp } from '../lib/securityHeaders.mjs';

const scriptSrc = (csp) => csp.split('; ').find((entry) => entry.startsWith('script-src '));

test('defaults describe the local stack on ports 3000–3004', () => {
  const { shell, remotes } = sitesFromEnv({});
  assert.equal(shell.port, 3000);
  assert.deepEqual(
    remotes.map((remote) => remote.port),
    [3001, 3002, 3003, 3004],
  );
  const config = portalConfigFromEnv({});
  assert.equal(config.productName, 'KI-Portal');
  assert.equal(config.productSlug, 'ki-portal');
  assert.equal(config.remotes.mfe_seo, 'http://localhost:3002/mf-manifest.json');
  assert.equal(config.maxTextLength, 20000);
});

test('environment variables override product, ports and manifest URLs', () => {
  const config = portalConfigFromEnv({
    PRODUCT_NAME: 'Redaktions-KI Süd',
    MFE_TEXT_PORT: '4001',
    MFE_SEO_MANIFEST_URL: 'https://cdn.example.org/mfe-seo/1.2.0/mf-manifest.json',
  });
  assert.equal(config.productSlug, 'redaktions-ki-sud');
  assert.equal(config.remotes.mfe_text, 'http://localhost:4001/mf-manifest.json');
  assert.equal(config.remotes.mfe_seo, 'https://cdn.example.org/mfe-seo/1.2.0/mf-manifest.json');
});

test('a bad port is refused with a clear message', () => {
  assert.throws(() => sitesFromEnv({ SHELL_PORT: 'abc' }), /SHELL_PORT muss eine positive ganze Zahl sein/);
});

test('the tag manager is opened in the CSP only when a container is configured, and only its origin', () => {
  const directive = (csp, name) => csp.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';
  const without = shellCsp(portalConfigFromEnv({}));
  assert.doesNotMatch(without, /googletagmanager/);
  assert.equal(portalConfigFromEnv({}).tagManagerId, undefined);

  const config = portalConfigFromEnv({ TAG_MANAGER_ID: 'GTM-AB12CD3' });
  assert.equal(config.tagManagerId, 'GTM-AB12CD3');
  const withContainer = shellCsp(config);
  for (const name of ['script-src', 'img-src', 'connect-src']) {
    assert.ok(directive(withContainer, name).split(' ').includes('https://www.googletagmanager.com'), name);
  }
  // Nothing else changed: the same policy with the one origin removed.
  assert.equal(withContainer.replaceAll(' https://www.googletagmanager.com', ''), without);
  assert.throws(() => portalConfigFromEnv({ TAG_MANAGER_ID: 'GTM-1"><script>' }), /TAG_MANAGER_ID muss eine Container-ID/);
});

test('the config holds no secret', () => {
  const text = JSON.stringify(portalConfigFromEnv({ PUSHER_SECRET: 'geheim', FIREBASE_ADMIN_KEY: 'geheim' }));
  assert.doesNotMatch(text, /geheim/);
});

test("the shell CSP allows scripts from exactly the remote and preview origins (and Google's sign-in loader)", () => {
  const csp = shellCsp(portalConfigFromEnv({ PREVIEW_ORIGINS: LOCAL_PREVIEW_ORIGINS }));
  assert.equal(
    scriptSrc(csp),
    "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:* http://127.0.0.1:* https://apis.google.com",
  );
  // A deployment names its preview hosts; nothing else may serve scripts.
  const deployed = shellCsp(portalConfigFromEnv({ PREVIEW_ORIGINS: 'https://vorschau.sv-gruppe.de' }));
  assert.match(deployed, /script-src [^;]*https:\/\/vorschau\.sv-gruppe\.de/);
  assert.doesNotMatch(deployed, /localhost:\*/);
  assert.match(csp, /object-src 'none'/);
  assert.match(csp, /frame-ancestors 'none'/);
});

test('without PREVIEW_ORIGINS in the environment no development origin is in the CSP; set empty, none either', () => {
  for (const env of [{}, { PREVIEW_ORIGINS: '' }]) {
    const config = portalConfigFromEnv(env);
    assert.deepEqual(config.previewOrigins, []);
    const csp = shellCsp(config);
    assert.equal(
      scriptSrc(csp),
      "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 https://apis.google.com",
    );
    // Neither scripts, nor the manifest, nor the dev server's reload socket from any other port.
    assert.doesNotMatch(csp, /localhost:\*|127\.0\.0\.1:\*|ws:\/\/localhost/);
  }
});
