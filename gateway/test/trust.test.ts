/**
 * Roles and the audit log: who may list and change roles (own tenant only, portal admins all), what
 * each change leaves in the audit log and the token claim, the log's filters and CSV, that no route
 * and no SQL statement can change an entry, and `npm run admin` for the first admins.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { auditLog, userRoles } from '../src/db/schema.ts';
import { openDatabase } from '../src/db/client.ts';
import { runCommand } from './support/commands.ts';
import { databaseTargets } from './support/databases.ts';
import { EMULATOR_HOST, clearUsers, createSignedInUser, decodeToken, signIn } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

type User = { uid: string; idToken: string };

for (const target of databaseTargets) {
  describe(`roles and audit log (${target.name})`, () => {
    let gateway: TestGateway;
    let leader: User; // tenant admin of SV-Gruppe
    let staff: User; // SV-Gruppe, no role
    let partnerAdmin: User; // tenant admin of Partnerverlag Nord
    let partnerStaff: User;
    let portalAdmin: User;

    const as = (user: User) => bearer(user.idToken);
    const get = (user: User, url: string) => gateway.app.inject({ method: 'GET', url, headers: as(user) });
    const grant = (user: User, uid: string, role: string) =>
      gateway.app.inject({ method: 'POST', url: `/v1/admin/users/${uid}/roles`, headers: as(user), payload: { role } });
    const revoke = (user: User, uid: string, role: string) =>
      gateway.app.inject({ method: 'DELETE', url: `/v1/admin/users/${uid}/roles/${role}`, headers: as(user) });

    before(async () => {
      // With ADMIN_TOKEN, so the operators' routes are there too (and checked below).
      gateway = await startGateway(target, { env: { ADMIN_TOKEN: 'admin-token-des-trust-tests-0123456' } });
      await clearUsers();
      const { auth, db } = gateway;
      leader = await createSignedInUser(auth, 'leitung@sv-gruppe.de', { displayName: 'Lea Leitung' });
      staff = await createSignedInUser(auth, 'paul@sv-gruppe.de', { displayName: 'Paul' });
      partnerAdmin = await createSignedInUser(auth, 'chefin@partner-nord.de');
      partnerStaff = await createSignedInUser(auth, 'autor@partner-nord.de');
      portalAdmin = await createSignedInUser(auth, 'betrieb@sv-gruppe.de');
      await db.insert(userRoles).values([
        { uid: leader.uid, role: 'tenant-admin', grantedBy: 'test' },
        { uid: partnerAdmin.uid, role: 'tenant-admin', grantedBy: 'test' },
        { uid: portalAdmin.uid, role: 'portal-admin', grantedBy: 'test' },
      ]);
      // The first /v1/me makes each membership.
      for (const user of [leader, staff, partnerAdmin, partnerStaff, portalAdmin])
        assert.equal((await get(user, '/v1/me')).statusCode, 200);
    });
    after(() => gateway.close());

    test('/v1/me names the roles and writes them into the token claim', async () => {
      const me = await get(leader, '/v1/me');
      assert.deepEqual(me.json().user.roles, ['tenant-admin']);
      assert.deepEqual((await gateway.auth.getUser(leader.uid)).customClaims?.roles, ['tenant-admin']);
      assert.deepEqual(decodeToken(await signIn('leitung@sv-gruppe.de')).roles, ['tenant-admin']);
      assert.deepEqual((await get(staff, '/v1/me')).json().user.roles, []);
    });

    test("a tenant admin lists their own tenant's members with roles, never another tenant's", async () => {
      const list = await get(leader, '/v1/admin/users');
      assert.equal(list.statusCode, 200);
      const body = list.json();
      assert.equal(body.tenant, 'SV-Gruppe');
      assert.deepEqual(body.tenants, ['SV-Gruppe']);
      assert.deepEqual(body.grantable, ['style-editor', 'tenant-admin']);
      assert.deepEqual(body.users.map((user: { email: string; roles: string[] }) => [user.email, user.roles]).sort(), [
        ['betrieb@sv-gruppe.de', ['portal-admin']],
        ['leitung@sv-gruppe.de', ['tenant-admin']],
        ['paul@sv-gruppe.de', []],
      ]);
      assertError(await get(leader, '/v1/admin/users?tenant=Partnerverlag%20Nord'), 403, 'role-missing');
      const partner = (await get(partnerAdmin, '/v1/admin/users')).json();
      assert.deepEqual(partner.users.map((user: { email: string }) => user.email).sort(), [
        'autor@partner-nord.de',
        'chefin@partner-nord.de',
      ]);
    });

    test('a portal admin sees every tenant', async () => {
      const list = (await get(portalAdmin, '/v1/admin/users?tenant=Partnerverlag%20Nord')).json();
      assert.equal(list.tenant, 'Partnerverlag Nord');
      assert.ok(list.tenants.includes('SV-Gruppe') && list.tenants.includes('Partnerverlag Nord'));
      assert.deepEqual(list.grantable, ['style-editor', 'tenant-admin', 'portal-admin', 'developer']);
      assertError(await get(portalAdmin, '/v1/admin/users?tenant=Gibt%20es%20nicht'), 404, 'not-found');
    });

    test('granting and revoking: the table, the claim and the audit log agree', async () => {
      const granted = await grant(leader, staff.uid, 'style-editor');
      assert.equal(granted.statusCode, 200, granted.body);
      assert.deepEqual(granted.json(), { uid: staff.uid, roles: ['style-editor'] });
      assert.deepEqual((await gateway.auth.getUser(staff.uid)).customClaims?.roles, ['style-editor']);
      assert.deepEqual((await get(staff, '/v1/me')).json().user.roles, ['style-editor']);
      // Twice is once: no second row, no second log entry.
      assert.equal((await grant(leader, staff.uid, 'style-editor')).statusCode, 200);

      assert.deepEqual((await revoke(leader, staff.uid, 'style-editor')).json(), { uid: staff.uid, roles: [] });
      const entries = await gateway.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.target} like 'paul@sv-gruppe.de:%'`)
        .orderBy(auditLog.id);
      assert.deepEqual(
        entries.map(({ action, actorUid, actorEmail, tenant, target }) => ({ action, actorUid, actorEmail, tenant, target })),
        [
          {
            action: 'role.grant',
            actorUid: leader.uid,
            actorEmail: 'leitung@sv-gruppe.de',
            tenant: 'SV-Gruppe',
            target: 'paul@sv-gruppe.de: style-editor',
          },
          {
            action: 'role.revoke',
            actorUid: leader.uid,
            actorEmail: 'leitung@sv-gruppe.de',
            tenant: 'SV-Gruppe',
            target: 'paul@sv-gruppe.de: style-editor',
          },
        ],
      );
      assert.ok(
        entries.every(({ requestId }) => typeof requestId === 'string' && requestId.length > 0),
        'each entry names its request',
      );
    });

    test('what a tenant admin may not do: other tenants, portal-wide roles, their own admin role', async () => {
      assertError(await grant(leader, partnerStaff.uid, 'style-editor'), 404, 'not-found');
      assertError(await revoke(partnerAdmin, leader.uid, 'tenant-admin'), 404, 'not-found');
      assertError(await grant(leader, staff.uid, 'portal-admin'), 403, 'role-missing');
      assertError(await grant(leader, staff.uid, 'developer'), 403, 'role-missing');
      assertError(await revoke(leader, leader.uid, 'tenant-admin'), 409, 'own-admin-role');
      assertError(await grant(leader, staff.uid, 'chefredaktion'), 400, 'validation-failed');
      assertError(await grant(staff, staff.uid, 'tenant-admin'), 403, 'role-missing');
      assert.deepEqual((await get(partnerStaff, '/v1/me')).json().user.roles, []);
    });

    test('a user id no Firebase account can have (control characters, e.g. NUL) is 404, not a database error', async () => {
      // Found by the fuzz suite (seed -1687328103): PostgreSQL and PGlite refuse a NUL in text → 500.
      for (const uid of ['%00', 'a%00b', '%1F', '%7F']) {
        assertError(await grant(portalAdmin, uid, 'style-editor'), 404, 'not-found');
        assertError(await revoke(portalAdmin, uid, 'style-editor'), 404, 'not-found');
      }
    });

    test('a revoked admin loses the admin routes at once', async () => {
      const deputy = await createSignedInUser(gateway.auth, 'vertretung@sv-gruppe.de');
      assert.equal((await get(deputy, '/v1/me')).statusCode, 200);
      assert.equal((await grant(leader, deputy.uid, 'tenant-admin')).statusCode, 200);
      assert.equal((await get(deputy, '/v1/admin/users')).statusCode, 200);
      assert.equal((await revoke(leader, deputy.uid, 'tenant-admin')).statusCode, 200);
      assertError(await get(deputy, '/v1/admin/users'), 403, 'role-missing');
    });

    test("the audit log: a tenant admin reads their tenant's entries, a portal admin all; filters and CSV", async () => {
      await gateway.db.insert(auditLog).values([
        { action: 'dashboards.import', actorEmail: 'Kommandozeile', target: 'infonline: 6 Zeilen' },
        {
          action: 'role.grant',
          actorEmail: 'chefin@partner-nord.de',
          tenant: 'Partnerverlag Nord',
          target: 'autor@partner-nord.de: style-editor',
        },
      ]);
      const own = (await get(leader, '/v1/admin/audit')).json();
      assert.equal(own.tenant, 'SV-Gruppe');
      assert.ok(own.entries.length > 0 && own.entries.every((entry: { tenant: string }) => entry.tenant === 'SV-Gruppe'));
      assert.ok(
        own.entries.every((entry: { at: string }, index: number, all: { at: string }[]) => index === 0 || all[index - 1]!.at >= entry.at),
        'newest first',
      );
      assertError(await get(leader, '/v1/admin/audit?tenant=Partnerverlag%20Nord'), 403, 'role-missing');

      const all = (await get(portalAdmin, '/v1/admin/audit')).json();
      assert.equal(all.tenant, null);
      assert.ok(all.entries.some((entry: { tenant: string | null }) => entry.tenant === null));
      assert.ok(all.entries.some((entry: { tenant: string | null }) => entry.tenant === 'Partnerverlag Nord'));

      const grants = (await get(leader, '/v1/admin/audit?action=role.grant')).json();
      assert.ok(grants.total > 0 && grants.entries.every((entry: { action: string }) => entry.action === 'role.grant'));
      const today = new Date().toISOString().slice(0, 10);
      assert.equal((await get(leader, `/v1/admin/audit?from=${today}&to=${today}`)).json().total, own.total);
      assert.equal((await get(leader, '/v1/admin/audit?from=2020-01-01&to=2020-12-31')).json().total, 0);
      assertError(await get(leader, `/v1/admin/audit?from=${today}&to=2020-01-01`), 400, 'invalid-date-range');
      assertError(await get(leader, '/v1/admin/audit?from=gestern'), 400, 'invalid-date-range');
      assertError(await get(leader, '/v1/admin/audit?action=drop-table'), 400, 'validation-failed');

      const csv = await get(leader, '/v1/admin/audit.csv?action=role.grant');
      assert.equal(csv.statusCode, 200);
      assert.match(String(csv.headers['content-type']), /^text\/csv/);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      assert.equal(lines[0], '"id","zeit","akteur","akteur_uid","mandant","aktion","ziel","anfrage"');
      assert.equal(lines.length - 1, grants.total);
      assert.ok(lines.slice(1).every((line) => line.includes(',"SV-Gruppe","role.grant",')));
    });

    test('the audit CSV quotes every text and guards a formula after a „;“, for German Excel', async () => {
      const rule = {
        title: 'Regel;=1+1',
        explanation: 'Formel im Titel.',
        category: 'Schreibweisen',
        kind: 'term',
        find: 'Formel',
        replace: 'Formula',
        examplesFlagged: ['Die Formel stimmt.'],
        examplesUntouched: ['Die Rechnung stimmt.'],
      };
      const created = await gateway.app.inject({ method: 'POST', url: '/v1/house-style/rules', headers: as(leader), payload: rule });
      assert.equal(created.statusCode, 201, created.body);

      const csv = await get(leader, '/v1/admin/audit.csv?action=style-rule.create');
      assert.equal(csv.statusCode, 200);
      const [header, line, ...rest] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
      assert.equal(header, '"id","zeit","akteur","akteur_uid","mandant","aktion","ziel","anfrage"');
      assert.deepEqual(rest, ['']);
      // Comma-separated, but German Excel splits on „;“: the cell that starts there is text, too.
      assert.match(line!, /^\d+,"[^"]+","leitung@sv-gruppe\.de","[^"]+","SV-Gruppe","style-rule\.create","Regel;'=1\+1","[^"]*"$/);
      for (const cell of line!.split(/[;,]/)) assert.doesNotMatch(cell.replace(/^\s*"?\s*/, ''), /^[=+\-@]/, cell);
    });

    test("the operators' append refuses a NUL in the entry (the database cannot store one) with 400, not a 500", async () => {
      // Found by the fuzz suite (seed -1734306888).
      for (const target of ['\u0000', 'Hallo\u0000Welt']) {
        const response = await gateway.app.inject({
          method: 'POST',
          url: '/internal/audit',
          headers: { 'x-admin-token': 'admin-token-des-trust-tests-0123456' },
          payload: { action: 'announcement.send', target },
        });
        assertError(response, 400, 'validation-failed');
      }
    });

    test('no route and no SQL statement changes or removes an entry', async () => {
      const [entry] = await gateway.db.select().from(auditLog).limit(1);
      assert.ok(entry);
      // No route but reading (and the operators' append) touches the log.
      const touching = gateway.app.routeSummaries.filter(({ url }) => url.includes('audit'));
      assert.deepEqual(touching.map(({ method, url }) => `${method} ${url}`).sort(), [
        'GET /v1/admin/audit',
        'GET /v1/admin/audit.csv',
        'HEAD /v1/admin/audit',
        'HEAD /v1/admin/audit.csv',
        'POST /internal/audit',
      ]);
      for (const method of ['DELETE', 'PUT', 'PATCH', 'POST'] as const) {
        const response = await gateway.app.inject({ method, url: `/v1/admin/audit`, headers: as(portalAdmin), payload: {} });
        assert.equal(response.statusCode, 404, `${method} /v1/admin/audit`);
      }
      // The table itself refuses, whoever asks (drizzle wraps the database's error as `cause`).
      const appendOnly = (error: unknown) => /append-only/.test(String((error as { cause?: Error }).cause?.message ?? error));
      await assert.rejects(gateway.db.execute(sql`update audit_log set action = 'role.revoke' where id = ${entry.id}`), appendOnly);
      await assert.rejects(gateway.db.execute(sql`delete from audit_log where id = ${entry.id}`), appendOnly);
      await assert.rejects(gateway.db.execute(sql`truncate audit_log`), appendOnly);
      const [still] = await gateway.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.id} = ${entry.id}`);
      assert.deepEqual(still, entry);
    });

    // Last: the command needs the database for itself (PGlite admits one process).
    test('npm run admin grants and revokes by e-mail address, and the audit log names the command line', async () => {
      const place = { databaseUrl: gateway.config.databaseUrl, dataDir: gateway.config.dataDir };
      await gateway.closeDatabase();
      const env = { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, ALLOW_AUTH_EMULATOR: 'true', FIREBASE_PROJECT_ID: 'demo-ki-portal' };

      const granted = await runCommand('admin.ts', ['grant', 'paul@sv-gruppe.de', 'tenant-admin'], place, undefined, env);
      assert.equal(granted.code, 0, granted.stderr);
      assert.match(granted.stdout, /paul@sv-gruppe\.de \(SV-Gruppe\): Rolle vergeben – tenant-admin\./);
      assert.deepEqual((await gateway.auth.getUser(staff.uid)).customClaims?.roles, ['tenant-admin']);

      const unknown = await runCommand('admin.ts', ['grant', 'niemand@sv-gruppe.de', 'tenant-admin'], place, undefined, env);
      assert.equal(unknown.code, 1);
      assert.match(unknown.stderr, /Es gibt kein Konto mit der Adresse niemand@sv-gruppe\.de\./);
      const usage = await runCommand('admin.ts', ['grant', 'paul@sv-gruppe.de', 'chef'], place, undefined, env);
      assert.equal(usage.code, 2);
      assert.match(usage.stderr, /Unbekannte Rolle „chef“/);

      assert.equal((await runCommand('admin.ts', ['revoke', 'paul@sv-gruppe.de', 'tenant-admin'], place, undefined, env)).code, 0);
      const database = await openDatabase(place);
      try {
        const rows = await database.db
          .select()
          .from(auditLog)
          .where(sql`${auditLog.target} = 'paul@sv-gruppe.de: tenant-admin'`)
          .orderBy(auditLog.id);
        assert.deepEqual(
          rows.map(({ action, actorUid, actorEmail, tenant }) => ({ action, actorUid, actorEmail, tenant })),
          [
            { action: 'role.grant', actorUid: null, actorEmail: 'Kommandozeile (npm run admin)', tenant: 'SV-Gruppe' },
            { action: 'role.revoke', actorUid: null, actorEmail: 'Kommandozeile (npm run admin)', tenant: 'SV-Gruppe' },
          ],
        );
      } finally {
        await database.close();
      }
    });
  });
}
