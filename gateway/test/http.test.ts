/** The HTTP frame: CORS, security headers, error shape for unknown routes and crashes, health. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { messages } from 'portal-contract';
import { startGateway, type TestGateway } from './support/testGateway.ts';

describe('http frame', () => {
  let gateway: TestGateway;
  before(async () => {
    gateway = await startGateway();
    gateway.app.get('/test/crash', async () => {
      throw new Error('geheime interne Details');
    });
  });
  after(() => gateway.close());

  const preflight = (origin: string) =>
    gateway.app.inject({
      method: 'OPTIONS',
      url: '/v1/me',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  test('a portal origin may call the gateway with a token', async () => {
    const response = await preflight('http://localhost:3000');

    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.match(String(response.headers['access-control-allow-headers']), /Authorization/);
    assert.equal(response.headers['access-control-allow-methods'], 'GET, POST, PUT, DELETE');
  });

  test('a foreign origin gets no CORS permission', async () => {
    const response = await preflight('https://evil.example');
    const simple = await gateway.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });

    assert.equal(response.headers['access-control-allow-origin'], undefined);
    assert.equal(simple.headers['access-control-allow-origin'], undefined);
  });

  test('security headers are set', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/healthz' });

    assert.deepEqual(response.json(), { status: 'ok' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    assert.equal(response.headers['x-frame-options'], 'DENY');
    assert.match(String(response.headers['strict-transport-security']), /^max-age=\d+/);
    assert.equal(response.headers['cache-control'], 'no-store');
    // A JSON answer is never shown as a page: none of the document headers.
    assert.equal(response.headers['x-xss-protection'], undefined);
    assert.equal(response.headers['cross-origin-opener-policy'], undefined);
  });

  test('an HTML page gets helmet’s headers for documents', async () => {
    const page = await gateway.app.inject({ method: 'GET', url: '/s/gibt-es-nicht-hier' });

    assert.equal(page.statusCode, 404);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(String(page.headers['content-security-policy']), /default-src 'self'/);
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
    assert.equal(page.headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(page.headers['referrer-policy'], 'no-referrer');
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['cache-control'], 'no-store');
  });

  test('unknown routes are 404 not-found as JSON', async () => {
    for (const [method, url] of [
      ['GET', '/gibt-es-nicht'],
      ['POST', '/v1/gibt-es-nicht'],
      ['DELETE', '/v1/me'],
    ] as const) {
      const response = await gateway.app.inject({ method, url });
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.match(String(response.headers['content-type']), /^application\/json/);
      assert.deepEqual(response.json(), { error: { code: 'not-found', message: messages['not-found'] } });
    }
  });

  test('a crash is 500 internal-error without details', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/test/crash' });

    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { error: { code: 'internal-error', message: messages['internal-error'] } });
    assert.doesNotMatch(response.body, /geheime|at |stack/);
  });
});
