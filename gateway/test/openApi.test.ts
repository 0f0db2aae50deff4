/** GET /v1/openapi.json and /v1/reference: the API describes itself, and the description is checked. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { toolEndpoints } from 'portal-contract';
import openApi from '../src/plugins/openApi.ts';
import { databaseTargets } from './support/databases.ts';
import { checkAnswersAgainstOpenApi } from './support/openApiCheck.ts';
import { gatewayPerSuite } from './support/testGateway.ts';

type Description = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { 'x-access'?: string; security?: unknown; requestBody?: unknown; responses: Record<string, unknown> }>
  >;
  'x-error-catalogue': Record<string, string>;
};

describe('the OpenAPI description', () => {
  const gateway = gatewayPerSuite(databaseTargets[0]!);

  test('is public, OpenAPI 3.1, and lists every route of the browser API with its access', async () => {
    const response = await gateway().app.inject({ method: 'GET', url: '/v1/openapi.json' });
    assert.equal(response.statusCode, 200);
    const description = response.json() as Description;
    assert.equal(description.openapi, '3.1.0');

    const documented = Object.entries(description.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const browserRoutes = gateway()
      // HEAD answers like its GET and is not listed separately.
      .app.routeSummaries.filter(
        ({ method, url }) =>
          method !== 'OPTIONS' && method !== 'HEAD' && !url.startsWith('/internal') && !['/v1/openapi.json', '/v1/reference'].includes(url),
      )
      .map(({ method, url }) => `${method} ${url}`);
    assert.deepEqual(
      browserRoutes.filter((route) => !documented.includes(route)),
      [],
      'undocumented routes',
    );
    assert.ok(!documented.some((route) => route.includes('/internal')), 'operator routes stay out');

    const summarize = description.paths['/v1/tools/summarize']!.post!;
    assert.equal(summarize['x-access'], 'token');
    assert.deepEqual(summarize.security, [{ firebaseIdToken: [] }]);
    assert.ok(JSON.stringify(summarize.requestBody).includes('"length"'), 'the body schema comes from the contract');
    assert.ok('4XX' in summarize.responses, 'error answers are documented');
    assert.equal(description.paths['/healthz']!.get!['x-access'], 'public');
    // The browser's map of tool endpoints names only routes the gateway has, with their method.
    for (const [path, endpoint] of Object.entries(toolEndpoints)) {
      assert.ok(documented.includes(`${endpoint.method} ${path}`), `toolEndpoints: ${endpoint.method} ${path} is a gateway route`);
    }
    assert.equal(description['x-error-catalogue']['tenant-not-allowed'], 'Diese Funktion ist für deinen Mandanten nicht freigeschaltet.');
  });

  test('has a reference page for feature teams, without scripts', async () => {
    const response = await gateway().app.inject({ method: 'GET', url: '/v1/reference' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.match(response.body, /<code>GET \/v1\/me<\/code>/);
    assert.match(response.body, /Fehlerkatalog/);
    assert.doesNotMatch(response.body, /<script/i);
  });
});

describe('the answer check of the test gateway', () => {
  test('fails a call whose JSON answer the description does not document', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(openApi);
    app.get('/v1/undocumented', async () => ({ surprise: true }));
    await app.ready();
    checkAnswersAgainstOpenApi(app);
    await assert.rejects(app.inject({ method: 'GET', url: '/v1/undocumented' }), /documents no JSON answer/);
    await app.close();
  });
});
