/** POST /v1/sign-up: validation matrix, tenant domains, existing users, rate limit. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { messages } from 'portal-contract';
import { databaseTargets } from './support/databases.ts';
import { auditLog } from '../src/db/schema.ts';
import { openVerificationLink, sendVerificationMail, signIn } from './support/emulator.ts';
import { assertError as assertReply } from './support/replies.ts';
import { bearer, nextAddress, gatewayPerSuite } from './support/testGateway.ts';

for (const target of databaseTargets) {
  describe(`sign-up (${target.name})`, () => {
    const gateway = gatewayPerSuite(target);

    const signUp = (payload: unknown, remoteAddress = nextAddress()) =>
      gateway().app.inject({ method: 'POST', url: '/v1/sign-up', payload: payload as object, remoteAddress });

    async function assertError(payload: unknown, statusCode: number, code: keyof typeof messages) {
      const response = await signUp(payload);
      assert.equal(response.statusCode, statusCode, JSON.stringify(payload));
      assert.deepEqual(response.json(), { error: { code, message: messages[code] } }, JSON.stringify(payload));
    }

    test('creates an unverified user for a tenant domain; the tenant comes once the link in the mail is opened', async () => {
      const response = await signUp({ email: 'neu@sv-gruppe.de', password: 'geheim1', displayName: '  Nora Neu ' });

      assert.equal(response.statusCode, 201);
      const { uid } = response.json();
      const user = await gateway().auth.getUser(uid);
      assert.deepEqual([user.email, user.displayName, user.emailVerified], ['neu@sv-gruppe.de', 'Nora Neu', false]);

      const me = (idToken: string) => gateway().app.inject({ method: 'GET', url: '/v1/me', headers: bearer(idToken) });
      const before = await signIn('neu@sv-gruppe.de', 'geheim1');
      await sendVerificationMail(before);
      assertReply(await me(before), 403, 'email-not-verified');

      await openVerificationLink('neu@sv-gruppe.de');
      const after = await me(await signIn('neu@sv-gruppe.de', 'geheim1'));
      assert.equal(after.statusCode, 200);
      assert.equal(after.json().user.tenant, 'SV-Gruppe');
      const actions = await gateway()
        .db.select({ action: auditLog.action, target: auditLog.target, tenant: auditLog.tenant })
        .from(auditLog);
      assert.deepEqual(actions, [
        { action: 'user.sign-up', target: 'neu@sv-gruppe.de', tenant: 'SV-Gruppe' },
        { action: 'tenant.join', target: 'neu@sv-gruppe.de', tenant: 'SV-Gruppe' },
      ]);
    });

    test('accepts upper-case addresses and a missing display name', async () => {
      const response = await signUp({ email: 'Gross@Partner-Nord.DE', password: 'geheim1' });

      assert.equal(response.statusCode, 201);
      const user = await gateway().auth.getUser(response.json().uid);
      assert.equal(user.email, 'gross@partner-nord.de');
      assert.equal(user.displayName, undefined);
    });

    test('invalid e-mail addresses are 400 invalid-email', async () => {
      for (const email of ['kein-at-zeichen', 'a@b', '@sv-gruppe.de', 'zwei@@sv-gruppe.de', '', 42, undefined]) {
        await assertError({ email, password: 'geheim1' }, 400, 'invalid-email');
      }
    });

    test('passwords shorter than 6 characters are 400 weak-password', async () => {
      for (const password of ['', '12345', undefined, 123456]) {
        await assertError({ email: 'kurz@sv-gruppe.de', password }, 400, 'weak-password');
      }
    });

    test('a password of exactly 6 characters is enough', async () => {
      assert.equal((await signUp({ email: 'sechs@sv-gruppe.de', password: '123456' })).statusCode, 201);
    });

    test('other malformed bodies are 400 validation-failed or bad-request', async () => {
      await assertError(undefined, 400, 'validation-failed');
      await assertError({ email: 'name@sv-gruppe.de', password: 'geheim1', displayName: 'x'.repeat(101) }, 400, 'validation-failed');
      const broken = await gateway().app.inject({
        method: 'POST',
        url: '/v1/sign-up',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
        remoteAddress: nextAddress(),
      });
      assert.deepEqual([broken.statusCode, broken.json().error.code], [400, 'bad-request']);
    });

    test('a domain of no tenant is 400 domain-not-available and creates nobody', async () => {
      await assertError({ email: 'jemand@example.com', password: 'geheim1' }, 400, 'domain-not-available');
      await assertError({ email: 'jemand@evil-sv-gruppe.de', password: 'geheim1' }, 400, 'domain-not-available');
      await assert.rejects(gateway().auth.getUserByEmail('jemand@example.com'), { code: 'auth/user-not-found' });
    });

    test('an existing user is 409 email-already-in-use', async () => {
      assert.equal((await signUp({ email: 'doppelt@sv-gruppe.de', password: 'geheim1' })).statusCode, 201);
      await assertError({ email: 'doppelt@sv-gruppe.de', password: 'anderes1' }, 409, 'email-already-in-use');
      await assertError({ email: 'DOPPELT@sv-gruppe.de', password: 'anderes1' }, 409, 'email-already-in-use');
    });

    test('more than 10 attempts a minute from one address are 429, other addresses go on', async () => {
      const address = nextAddress();
      for (let i = 0; i < 10; i += 1) {
        assert.equal((await signUp({ email: 'x', password: 'geheim1' }, address)).statusCode, 400);
      }
      const limited = await signUp({ email: 'spaet@sv-gruppe.de', password: 'geheim1' }, address);

      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), { error: { code: 'too-many-requests', message: messages['too-many-requests'] } });
      assert.equal((await signUp({ email: 'spaet@sv-gruppe.de', password: 'geheim1' })).statusCode, 201);
    });
  });
}
