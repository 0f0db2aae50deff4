/**
 * Arbitrary input never makes the gateway fail (5xx): every POST route gets random JSON (also with
 * the route's own field names and nearly-right values), raw garbage, and the path and query
 * parameters get random text. Each answer is a catalogue error or a success.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { isMessageCode } from '../../shared-ui/src/messages/catalogue.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { bearer, nextAddress, startGateway, type TestGateway } from './support/testGateway.ts';

const RUNS = 50;
const OWN_EMAIL = 'zufall@sv-gruppe.de';

const anyJson = fc.jsonValue({ stringUnit: 'binary', maxDepth: 3 });
const text = fc.string({ unit: 'binary', maxLength: 80 });

type Fields = Record<string, fc.Arbitrary<unknown>>;
/** Per route: values that are (nearly) right, and values that are plausible but often wrong. */
type RouteFields = { valid: Fields; noise: Fields };

/** A body shaped like the route's own: its keys (each may be missing), each value right, wrong or random. */
function shaped({ valid, noise }: RouteFields): fc.Arbitrary<unknown> {
  const mixed = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, fc.oneof(value, noise[key] ?? anyJson, anyJson)]));
  return fc.record(mixed, { requiredKeys: [] });
}

type Body = { json: unknown } | { raw: string };
/** Many right bodies, so handlers and database are reached, not only the validation. */
const bodies = (fields: RouteFields): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.record(fields.valid).map((json) => ({ json })) },
    { weight: 3, arbitrary: shaped(fields).map((json) => ({ json })) },
    { weight: 1, arbitrary: anyJson.map((json) => ({ json })) },
    { weight: 1, arbitrary: text.map((raw) => ({ raw })) },
  );

const newsletterFields: RouteFields = {
  valid: { email: fc.constantFrom(OWN_EMAIL, OWN_EMAIL.toUpperCase()), list_id: fc.constantFrom(896, '896') },
  noise: {
    email: fc.oneof(fc.constantFrom('fremd@sv-gruppe.de', '', ' '), fc.emailAddress()),
    list_id: fc.oneof(fc.integer(), fc.double(), fc.constantFrom('0896', '8 96', 896.5)),
  },
};
const ROUTES: Record<string, RouteFields> = {
  '/v1/check-newsletter-subscription': newsletterFields,
  '/v1/subscribe-to-newsletter': newsletterFields,
  '/v1/unsubscribe-from-newsletter': newsletterFields,
  '/v1/feedback': {
    valid: {
      category: fc.constantFrom('praise', 'bug', 'idea', 'question', 'other'),
      message: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }),
      rating: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(null)),
    },
    noise: {
      category: fc.constantFrom('lob', 'Bug', ''),
      message: fc.oneof(text, fc.string({ unit: 'grapheme', minLength: 4990, maxLength: 5010 })),
      rating: fc.oneof(fc.integer(), fc.double(), fc.constant('3')),
    },
  },
  '/v1/short-links': {
    valid: {
      url: fc.webUrl({ withQueryParameters: true, withFragments: true }),
      slug: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{3,64}$/), fc.constantFrom('', null)),
    },
    noise: {
      url: fc.oneof(text.map((path) => `https://example.org/${path}`), text, fc.constantFrom('javascript:alert(1)', 'https://a:b@c.de')),
      slug: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{0,70}$/), text),
    },
  },
  '/v1/sign-up': {
    valid: {
      email: fc.stringMatching(/^[a-z][a-z0-9.]{0,15}$/).map((local) => `${local}@sv-gruppe.de`),
      password: fc.string({ minLength: 6, maxLength: 30 }),
      displayName: fc.string({ unit: 'grapheme', maxLength: 40 }),
    },
    noise: { email: fc.oneof(fc.emailAddress(), text), password: text, displayName: text },
  },
};

function assertNoFailure(response: LightMyRequestResponse, context: string): void {
  assert.ok(response.statusCode < 500, `${context} → ${response.statusCode} ${response.body}`);
  if (response.statusCode >= 400 && /^application\/json/.test(String(response.headers['content-type']))) {
    assert.ok(isMessageCode(response.json().error?.code), `${context} → ${response.body}`);
  }
}

for (const target of databaseTargets) {
  describe(`fuzzed input (${target.name})`, () => {
    let gateway: TestGateway;
    let idToken: string;
    before(async () => {
      const generous = { perMinute: 1_000_000, signUpPerMinute: 1_000_000, shortLinksPerMinute: 1_000_000 };
      gateway = await startGateway(target, { rateLimits: generous });
      await clearUsers();
      ({ idToken } = await createSignedInUser(gateway.auth, OWN_EMAIL));
    });
    after(() => gateway.close());

    for (const [url, fields] of Object.entries(ROUTES)) {
      test(`POST ${url} never fails`, async () => {
        await fc.assert(
          fc.asyncProperty(bodies(fields), async (body) => {
            const response = await gateway.app.inject({
              method: 'POST',
              url,
              headers: { ...bearer(idToken), 'content-type': 'application/json' },
              payload: 'raw' in body ? body.raw : JSON.stringify(body.json),
              remoteAddress: nextAddress(),
            });
            assertNoFailure(response, `${url} ${JSON.stringify(body)}`);
          }),
          { numRuns: RUNS },
        );
      });
    }

    test('path and query parameters never fail', async () => {
      const paths = fc.oneof(
        fc.tuple(text, text).map(([from, to]) => `/v1/infonline-data?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
        fc.tuple(fc.date({ min: new Date('0001-01-01'), max: new Date('9998-12-31'), noInvalidDate: true }), fc.integer({ min: -400, max: 400 })).map(([date, days]) => {
          const from = date.toISOString().slice(0, 10);
          const to = new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
          return `/v1/top30-data?from=${from}&to=${to}`;
        }),
        text.map((slug) => `DELETE /v1/short-links/${encodeURIComponent(slug)}`),
        text.map((slug) => `/s/${encodeURIComponent(slug)}`),
      );
      await fc.assert(
        fc.asyncProperty(paths, async (path) => {
          const [method, url] = path.startsWith('DELETE ') ? (['DELETE', path.slice(7)] as const) : (['GET', path] as const);
          const response = await gateway.app.inject({ method, url, headers: bearer(idToken) });
          assertNoFailure(response, path);
        }),
        { numRuns: RUNS * 4 },
      );
    });
  });
}
