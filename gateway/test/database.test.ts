/** Migrations and seeds on every database target: both must be safe to run at every start. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc } from 'drizzle-orm';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseBusyError, openDatabase, type OpenDatabase } from '../src/db/client.ts';
import { seedAccounts, seedDemoUsers } from '../src/db/seed.ts';
import { resolveTenant } from '../src/tenancy/resolveTenant.ts';
import { accounts } from '../src/db/schema.ts';
import { DEMO_USERS } from '../src/demoUsers.ts';
import { openFirebaseAuth, type FirebaseAuth } from '../src/firebase.ts';
import { databaseTargets, type DatabasePlace } from './support/databases.ts';
import { EMULATOR_HOST, clearUsers, signIn } from './support/emulator.ts';

for (const target of databaseTargets) {
  describe(`database (${target.name})`, () => {
    let place: DatabasePlace;
    before(async () => {
      place = await target.create();
    });
    after(() => place.drop());

    async function withDatabase<T>(work: (database: OpenDatabase) => Promise<T>): Promise<T> {
      const database = await openDatabase(place);
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    }

    const tenants = (database: OpenDatabase) =>
      database.db.select({ name: accounts.name, domains: accounts.domains }).from(accounts).orderBy(asc(accounts.id));

    test('migrates a fresh database and seeds the tenants in order', async () => {
      await withDatabase(async (database) => {
        await seedAccounts(database.db);
        assert.deepEqual(await tenants(database), [
          { name: 'SV-Gruppe', domains: ['sv-gruppe.de', 'sz.de'] },
          { name: 'Partnerverlag Nord', domains: ['partner-nord.de'] },
        ]);
        for (const [index, { email, tenant }] of DEMO_USERS.entries()) {
          assert.equal((await resolveTenant(database.db, { uid: `demo-${index}`, email }))?.name, tenant, email);
        }
      });
    });

    test('reopening migrates nothing twice, reseeding duplicates nothing, data survives', async () => {
      await withDatabase(async (database) => {
        await seedAccounts(database.db);
        assert.equal((await tenants(database)).length, 2);
      });
    });

    if (target.name === 'PGlite') {
      test('a PGlite folder in use is refused with a clear message; a stale lock is taken over', async () => {
        await withDatabase(async () => {
          await assert.rejects(
            openDatabase(place),
            (error: unknown) => error instanceof DatabaseBusyError && /wird schon von Prozess/.test(error.message),
          );
        });
        // A gateway that was killed leaves its pid behind; no process has that pid any more.
        await writeFile(join(place.dataDir, 'gateway.lock'), '2147483646');
        await withDatabase(async (database) => assert.equal(database.kind, 'pglite'));
      });
    }

    if (target.name === 'PostgreSQL') {
      test('gateway instances starting at once migrate one after the other', async () => {
        const opened = await Promise.all([openDatabase(place), openDatabase(place), openDatabase(place)]);
        await Promise.all(opened.map((database) => database.close()));
      });
    }
  });
}

describe('demo users', () => {
  let firebase: FirebaseAuth;
  before(async () => {
    firebase = openFirebaseAuth({ firebaseProjectId: 'demo-ki-portal', firebaseAuthEmulatorHost: EMULATOR_HOST });
    await clearUsers();
  });
  after(() => firebase.close());

  test('are created in the emulator, verified, and can sign in — also after a second seed', async () => {
    await seedDemoUsers(firebase.auth, EMULATOR_HOST);
    const [first] = DEMO_USERS;
    assert.ok(first);
    await firebase.auth.updateUser((await firebase.auth.getUserByEmail(first.email)).uid, { password: 'vergessen' });
    await seedDemoUsers(firebase.auth, EMULATOR_HOST);

    for (const { email, password, displayName } of DEMO_USERS) {
      const user = await firebase.auth.getUserByEmail(email);
      assert.deepEqual([user.displayName, user.emailVerified], [displayName, true]);
      assert.ok(await signIn(email, password));
    }
    assert.equal((await firebase.auth.listUsers()).users.length, DEMO_USERS.length);
  });

  test('a second seed keeps their sessions (no password reset while the password works)', async () => {
    await seedDemoUsers(firebase.auth, EMULATOR_HOST);
    const [first] = DEMO_USERS;
    assert.ok(first);
    const before = (await firebase.auth.getUserByEmail(first.email)).tokensValidAfterTime;
    await new Promise((done) => setTimeout(done, 1100));
    await seedDemoUsers(firebase.auth, EMULATOR_HOST);
    assert.equal((await firebase.auth.getUserByEmail(first.email)).tokensValidAfterTime, before);
  });

  test('are never created without the emulator', async () => {
    await assert.rejects(seedDemoUsers(firebase.auth, undefined), /nur im Auth-Emulator/);
  });
});
