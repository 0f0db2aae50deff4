/** The newsletter endpoints: own address only, configured list only, idempotent, pluggable provider. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildApp } from '../src/app.ts';
import { newsletterSubscriptions } from '../src/db/schema.ts';
import type { NewsletterProvider } from '../src/newsletter/provider.ts';
import { databaseTargets } from './support/databases.ts';
import { createSignedInUser } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer, gatewayPerSuite } from './support/testGateway.ts';

const CHECK = '/v1/check-newsletter-subscription';
const SUBSCRIBE = '/v1/subscribe-to-newsletter';
const UNSUBSCRIBE = '/v1/unsubscribe-from-newsletter';

for (const target of databaseTargets) {
  describe(`newsletter (${target.name})`, () => {
    const gateway = gatewayPerSuite(target, { clear: [newsletterSubscriptions] });

    const post = (url: string, idToken: string, payload: unknown) =>
      gateway().app.inject({ method: 'POST', url, headers: bearer(idToken), payload: payload as object });
    const hasSubscribed = async (idToken: string, email: string) => {
      const response = await post(CHECK, idToken, { email, list_id: 896 });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().hasSubscribed as boolean;
    };

    test('subscribe and unsubscribe flip the state, each idempotent', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'leserin@sv-gruppe.de');
      const body = { email: 'leserin@sv-gruppe.de', list_id: 896 };

      assert.equal(await hasSubscribed(idToken, body.email), false);
      for (let i = 0; i < 2; i += 1) {
        const response = await post(SUBSCRIBE, idToken, body);
        assert.deepEqual([response.statusCode, response.json()], [200, { response: { listId: 896, subscribed: true } }]);
      }
      assert.equal(await hasSubscribed(idToken, body.email), true);
      assert.equal((await gateway().db.select().from(newsletterSubscriptions)).length, 1);

      for (let i = 0; i < 2; i += 1) {
        const response = await post(UNSUBSCRIBE, idToken, body);
        assert.deepEqual([response.statusCode, response.json()], [200, { response: { listId: 896, subscribed: false } }]);
      }
      assert.equal(await hasSubscribed(idToken, body.email), false);
      assert.equal((await gateway().db.select().from(newsletterSubscriptions)).length, 0);
    });

    test('the address is compared case-insensitively and stored lower-case, with the uid', async () => {
      const { uid, idToken } = await createSignedInUser(gateway().auth, 'gross@sv-gruppe.de');

      assert.equal((await post(SUBSCRIBE, idToken, { email: ' Gross@SV-Gruppe.DE ', list_id: 896 })).statusCode, 200);

      assert.equal(await hasSubscribed(idToken, 'GROSS@sv-gruppe.de'), true);
      const rows = await gateway().db.select().from(newsletterSubscriptions);
      assert.deepEqual(
        rows.map(({ listId, email, uid: owner }) => ({ listId, email, uid: owner })),
        [{ listId: 896, email: 'gross@sv-gruppe.de', uid }],
      );
    });

    test("nobody reads or changes another user's subscription", async () => {
      const anna = await createSignedInUser(gateway().auth, 'anna@sv-gruppe.de');
      const ben = await createSignedInUser(gateway().auth, 'ben@partner-nord.de');
      assert.equal((await post(SUBSCRIBE, anna.idToken, { email: 'anna@sv-gruppe.de', list_id: 896 })).statusCode, 200);

      for (const url of [CHECK, SUBSCRIBE, UNSUBSCRIBE]) {
        assertError(await post(url, ben.idToken, { email: 'anna@sv-gruppe.de', list_id: 896 }), 403, 'forbidden', url);
        assertError(await post(url, ben.idToken, { email: 'ANNA@SV-GRUPPE.DE', list_id: 896 }), 403, 'forbidden', url);
        assertError(await post(url, ben.idToken, { email: 'carla@sv-gruppe.de', list_id: 896 }), 403, 'forbidden', url);
      }
      assert.equal(await hasSubscribed(anna.idToken, 'anna@sv-gruppe.de'), true);
      assert.equal(await hasSubscribed(ben.idToken, 'ben@partner-nord.de'), false);
    });

    test('another list is 404 not-found and changes nothing', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'liste@sv-gruppe.de');
      for (const url of [CHECK, SUBSCRIBE, UNSUBSCRIBE]) {
        for (const listId of [1, 897, 0, -896]) {
          assertError(await post(url, idToken, { email: 'liste@sv-gruppe.de', list_id: listId }), 404, 'not-found', `${url} ${listId}`);
        }
      }
      assert.equal((await gateway().db.select().from(newsletterSubscriptions)).length, 0);
    });

    test('a numeric string is accepted as list id', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'text@sv-gruppe.de');
      const response = await post(SUBSCRIBE, idToken, { email: 'text@sv-gruppe.de', list_id: '896' });
      assert.deepEqual(response.json(), { response: { listId: 896, subscribed: true } });
    });

    test('malformed bodies are 400 validation-failed', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'kaputt@sv-gruppe.de');
      const email = 'kaputt@sv-gruppe.de';
      const bodies: unknown[] = [
        undefined,
        {},
        [],
        { email },
        { list_id: 896 },
        { email: '', list_id: 896 },
        { email: 42, list_id: 896 },
        { email, list_id: 'abc' },
        { email, list_id: 896.5 },
        { email, list_id: null },
        { email, list_id: [896] },
        { email: 'x'.repeat(321), list_id: 896 },
      ];
      for (const url of [CHECK, SUBSCRIBE, UNSUBSCRIBE]) {
        for (const body of bodies) assertError(await post(url, idToken, body), 400, 'validation-failed', `${url} ${JSON.stringify(body)}`);
      }
    });

    if (target === databaseTargets[0]) {
      test('a mailing service plugs in through buildApp and receives the lower-cased address', async () => {
        const calls: string[] = [];
        const subscribed = new Set<string>();
        const service: NewsletterProvider = {
          isSubscribed: async (listId, email) => (calls.push(`is ${listId} ${email}`), subscribed.has(email)),
          subscribe: async (listId, { email }) => void (calls.push(`sub ${listId} ${email}`), subscribed.add(email)),
          unsubscribe: async (listId, email) => void (calls.push(`unsub ${listId} ${email}`), subscribed.delete(email)),
        };
        const app = await buildApp({
          config: { ...gateway().config, newsletterListId: 42 },
          db: gateway().db,
          auth: gateway().auth,
          logger: false,
          newsletter: service,
        });
        try {
          const { idToken } = await createSignedInUser(gateway().auth, 'dienst@sv-gruppe.de');
          const post = (url: string, listId: number) =>
            app.inject({ method: 'POST', url, headers: bearer(idToken), payload: { email: 'Dienst@sv-gruppe.de', list_id: listId } });

          assertError(await post(SUBSCRIBE, 896), 404, 'not-found');
          assert.deepEqual((await post(SUBSCRIBE, 42)).json(), { response: { listId: 42, subscribed: true } });
          assert.deepEqual((await post(CHECK, 42)).json(), { hasSubscribed: true });
          assert.deepEqual((await post(UNSUBSCRIBE, 42)).json(), { response: { listId: 42, subscribed: false } });

          assert.deepEqual(calls, ['sub 42 dienst@sv-gruppe.de', 'is 42 dienst@sv-gruppe.de', 'unsub 42 dienst@sv-gruppe.de']);
          assert.equal((await gateway().db.select().from(newsletterSubscriptions)).length, 0);
        } finally {
          await app.close();
        }
      });
    }
  });
}
