/** GET /v1/me and tenant resolution, on every database target. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { accountMembers, accounts, auditLog } from '../src/db/schema.ts';
import { resolveTenant } from '../src/tenancy/resolveTenant.ts';
import { databaseTargets } from './support/databases.ts';
import { createSignedInUser, decodeToken, signIn } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer, gatewayPerSuite, startGateway } from './support/testGateway.ts';

for (const target of databaseTargets) {
  describe(`tenant resolution (${target.name})`, () => {
    const gateway = gatewayPerSuite(target);

    const getMe = (idToken: string) => gateway().app.inject({ method: 'GET', url: '/v1/me', headers: bearer(idToken) });

    async function memberships(uid: string) {
      return gateway()
        .db.select({ account: accounts.name })
        .from(accountMembers)
        .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
        .where(eq(accountMembers.uid, uid));
    }

    /** The audit log's actions about one address. */
    async function auditActions(target: string): Promise<string[]> {
      return (await gateway().db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, target))).map(
        ({ action }) => action,
      );
    }

    async function accountId(name: string): Promise<number> {
      const [account] = await gateway().db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
      assert.ok(account, `account ${name} is seeded`);
      return account.id;
    }

    test('a new user joins the tenant of the e-mail domain, and the tenant becomes a claim', async () => {
      const { uid, idToken } = await createSignedInUser(gateway().auth, 'neu@sv-gruppe.de', { displayName: 'Nina Neu' });

      const response = await getMe(idToken);

      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), {
        user: {
          uid,
          email: 'neu@sv-gruppe.de',
          displayName: 'Nina Neu',
          emailVerified: true,
          photoURL: null,
          tenant: 'SV-Gruppe',
          groupTenant: true,
          provider: 'password',
          roles: [],
        },
        claimsUpdated: true,
      });
      assert.deepEqual(await memberships(uid), [{ account: 'SV-Gruppe' }]);
      assert.equal((await gateway().auth.getUser(uid)).customClaims?.tenant, 'SV-Gruppe');

      const refreshed = await signIn('neu@sv-gruppe.de');
      assert.equal(decodeToken(refreshed).tenant, 'SV-Gruppe');
      assert.equal((await getMe(refreshed)).json().claimsUpdated, false);
    });

    test('the second domain of a tenant and a partner domain resolve to their tenants', async () => {
      const group = await createSignedInUser(gateway().auth, 'reporterin@sz.de');
      const partner = await createSignedInUser(gateway().auth, 'autor@partner-nord.de');

      assert.equal((await getMe(group.idToken)).json().user.tenant, 'SV-Gruppe');
      assert.equal((await getMe(partner.idToken)).json().user.tenant, 'Partnerverlag Nord');
    });

    test('upper-case e-mail addresses match lower-case domains', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'Gross.Schreibung@SV-Gruppe.DE');
      assert.equal((await getMe(idToken)).json().user.tenant, 'SV-Gruppe');

      // Firebase lower-cases addresses itself; the resolver must not rely on that.
      assert.deepEqual(await resolveTenant(gateway().db, { uid: 'upper-case-uid', email: 'Jemand@SZ.DE' }), {
        id: await accountId('SV-Gruppe'),
        name: 'SV-Gruppe',
      });
    });

    test('an existing membership wins over the e-mail domain', async () => {
      const { uid, idToken } = await createSignedInUser(gateway().auth, 'wechsel@sv-gruppe.de');
      await gateway()
        .db.insert(accountMembers)
        .values({ uid, accountId: await accountId('Partnerverlag Nord') });

      const response = await getMe(idToken);

      assert.equal(response.json().user.tenant, 'Partnerverlag Nord');
      assert.deepEqual(await memberships(uid), [{ account: 'Partnerverlag Nord' }]);
    });

    test('when two tenants accept a domain, the first one (lowest id) wins', async () => {
      await gateway()
        .db.insert(accounts)
        .values({ name: 'Spätverlag', domains: ['sv-gruppe.de'] })
        .onConflictDoNothing();
      const { idToken } = await createSignedInUser(gateway().auth, 'doppelt@sv-gruppe.de');

      assert.equal((await getMe(idToken)).json().user.tenant, 'SV-Gruppe');
    });

    test('a user whose domain belongs to no tenant gets 403 registration-failed and no membership', async () => {
      const { uid, idToken } = await createSignedInUser(gateway().auth, 'fremd@example.com');

      const response = await getMe(idToken);

      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), {
        error: { code: 'registration-failed', message: 'Bei der Registrierung ist ein Fehler aufgetreten.' },
      });
      assert.deepEqual(await memberships(uid), []);
      assert.equal((await gateway().auth.getUser(uid)).customClaims?.tenant, undefined);
    });

    test('a look-alike domain is not the tenant domain', async () => {
      const { idToken } = await createSignedInUser(gateway().auth, 'trick@evil-sv-gruppe.de');
      assert.equal((await getMe(idToken)).statusCode, 403);
    });

    test('an unverified address gets no tenant and no access until it is confirmed; then no second login', async () => {
      // Anyone can sign up the editor-in-chief's address: without the mailbox it must give nothing.
      const { uid, idToken } = await createSignedInUser(gateway().auth, 'chefredaktion@sv-gruppe.de', { emailVerified: false });
      for (const url of ['/v1/me', '/v1/short-links', '/v1/get-dashboards']) {
        assertError(await gateway().app.inject({ method: 'GET', url, headers: bearer(idToken) }), 403, 'email-not-verified', url);
      }
      assert.deepEqual(await memberships(uid), [], 'no membership before the address is confirmed');
      assert.deepEqual(await auditActions('chefredaktion@sv-gruppe.de'), []);

      // The owner opens the link; the browser reloads the user and takes a fresh token.
      await gateway().auth.updateUser(uid, { emailVerified: true });
      assertError(await getMe(idToken), 403, 'email-not-verified', 'the old token still says unverified');
      const fresh = await signIn('chefredaktion@sv-gruppe.de');
      const response = await getMe(fresh);
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().user.tenant, 'SV-Gruppe');
      assert.deepEqual(await memberships(uid), [{ account: 'SV-Gruppe' }]);
      assert.deepEqual(await auditActions('chefredaktion@sv-gruppe.de'), ['tenant.join']);
    });

    test('an existing membership does not let an unverified address in either', async () => {
      const { uid, idToken } = await createSignedInUser(gateway().auth, 'mitglied@partner-nord.de', { emailVerified: false });
      await gateway()
        .db.insert(accountMembers)
        .values({ uid, accountId: await accountId('Partnerverlag Nord') });
      assertError(await getMe(idToken), 403, 'email-not-verified');
    });

    test('concurrent first sign-ins of one user leave exactly one membership', async () => {
      const { uid, idToken } = await createSignedInUser(gateway().auth, 'gleichzeitig@sv-gruppe.de');

      const responses = await Promise.all(Array.from({ length: 5 }, () => getMe(idToken)));

      assert.deepEqual(
        responses.map((response) => [response.statusCode, response.json().user.tenant]),
        Array.from({ length: 5 }, () => [200, 'SV-Gruppe']),
      );
      assert.equal((await memberships(uid)).length, 1);
    });

    test('concurrent resolutions straight against the database never duplicate a membership', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () => resolveTenant(gateway().db, { uid: 'race-uid', email: 'race@partner-nord.de' })),
      );

      assert.ok(results.every((tenant) => tenant?.name === 'Partnerverlag Nord'));
      assert.equal((await memberships('race-uid')).length, 1);
    });

    test('two users of one domain both join the tenant', async () => {
      const first = await createSignedInUser(gateway().auth, 'eins@partner-nord.de');
      const second = await createSignedInUser(gateway().auth, 'zwei@partner-nord.de');

      const [one, two] = await Promise.all([getMe(first.idToken), getMe(second.idToken)]);

      assert.equal(one.json().user.tenant, 'Partnerverlag Nord');
      assert.equal(two.json().user.tenant, 'Partnerverlag Nord');
      assert.deepEqual(await memberships(first.uid), [{ account: 'Partnerverlag Nord' }]);
      assert.deepEqual(await memberships(second.uid), [{ account: 'Partnerverlag Nord' }]);
    });

    test('other custom claims survive when the tenant claim is written', async () => {
      const { uid } = await createSignedInUser(gateway().auth, 'rolle@sv-gruppe.de');
      await gateway().auth.setCustomUserClaims(uid, { role: 'chefredaktion' });

      await getMe(await signIn('rolle@sv-gruppe.de'));

      assert.deepEqual((await gateway().auth.getUser(uid)).customClaims, { role: 'chefredaktion', tenant: 'SV-Gruppe', roles: [] });
    });
  });
}

describe('the group tenant comes from configuration (GROUP_TENANT)', () => {
  test('/v1/me says whether the user belongs to the configured group tenant', async () => {
    const standard = await startGateway(databaseTargets[0]);
    try {
      const group = await createSignedInUser(standard.auth, 'gruppe@sv-gruppe.de');
      const partner = await createSignedInUser(standard.auth, 'partner@partner-nord.de');
      const me = (idToken: string) => standard.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(idToken) });
      assert.equal((await me(group.idToken)).json().user.groupTenant, true);
      assert.equal((await me(partner.idToken)).json().user.groupTenant, false);
    } finally {
      await standard.close();
    }

    // Another newsroom names another tenant its group: the flag and the group-only routes follow.
    const renamed = await startGateway(databaseTargets[0], { env: { GROUP_TENANT: 'Partnerverlag Nord' } });
    try {
      const partner = await createSignedInUser(renamed.auth, 'partner2@partner-nord.de');
      const group = await createSignedInUser(renamed.auth, 'gruppe2@sv-gruppe.de');
      const me = (idToken: string) => renamed.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(idToken) });
      assert.equal((await me(partner.idToken)).json().user.groupTenant, true);
      assert.equal((await me(group.idToken)).json().user.groupTenant, false);
      const voices = (idToken: string) => renamed.app.inject({ method: 'GET', url: '/v1/tools/tts/voices', headers: bearer(idToken) });
      assert.equal((await voices(await signIn('partner2@partner-nord.de'))).statusCode, 200);
      assertError(await voices(await signIn('gruppe2@sv-gruppe.de')), 403, 'tenant-not-allowed');
    } finally {
      await renamed.close();
    }
  });
});
