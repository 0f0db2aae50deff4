/**
 * The house style's rules over HTTP: staff read their tenant's rules, style editors and admins keep
 * them, a rule whose examples fail is refused with the example named, another tenant's rules are
 * invisible, and every change is in the audit log.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { StyleRule, StyleRuleBody } from 'portal-contract/schemas';
import { accounts, auditLog, styleRules, userRoles } from '../src/db/schema.ts';
import { readHouseStyleSeed, seedHouseStyle } from '../src/houseStyle/seed.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';
import { parseSse } from './support/openaiStandIn.ts';
import { createOfflinePool, type OfflineEngine } from '../src/ai/local/pool/offlinePool.ts';
import { ApiError } from '../src/errors.ts';

type User = { uid: string; idToken: string };

const email: StyleRuleBody = {
  title: 'E-Mail',
  explanation: 'Wir schreiben „E-Mail“ mit Bindestrich und großem M.',
  category: 'Schreibweisen',
  kind: 'term',
  find: 'Email',
  replace: 'E-Mail',
  examplesFlagged: ['Schick eine Email.'],
  examplesUntouched: ['Schick eine E-Mail.'],
};

const onlineAusgabe: StyleRuleBody = {
  ...email,
  title: 'Onlineausgabe',
  find: 'online Ausgabe',
  replace: 'Online-Ausgabe',
  examplesFlagged: ['die online Ausgabe'],
  examplesUntouched: ['die Online-Ausgabe'],
};

const percent: StyleRuleBody = {
  ...email,
  title: 'Prozent ausschreiben',
  kind: 'pattern',
  find: '(\\d+) ?%',
  replace: '$1 Prozent',
  wholeWords: false,
  examplesFlagged: ['40% mehr'],
  examplesUntouched: ['40 Prozent mehr'],
};

for (const target of databaseTargets) {
  describe(`house-style rules (${target.name})`, () => {
    let gateway: TestGateway;
    let editor: User; // style editor of SV-Gruppe
    let staff: User; // SV-Gruppe, no role
    let partnerAdmin: User; // tenant admin of Partnerverlag Nord

    const call = (user: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      gateway.app.inject({ method, url, headers: bearer(user.idToken), ...(payload ? { payload } : {}) });
    const rulesOf = async (user: User) =>
      (await call(user, 'GET', '/v1/house-style/rules')).json() as { rules: StyleRule[]; canEdit: boolean };

    before(async () => {
      gateway = await startGateway(target);
      await clearUsers();
      editor = await createSignedInUser(gateway.auth, 'hausstil@sv-gruppe.de');
      staff = await createSignedInUser(gateway.auth, 'redakteur@sv-gruppe.de');
      partnerAdmin = await createSignedInUser(gateway.auth, 'chefin@partner-nord.de');
      await gateway.db.insert(userRoles).values([
        { uid: editor.uid, role: 'style-editor', grantedBy: 'test' },
        { uid: partnerAdmin.uid, role: 'tenant-admin', grantedBy: 'test' },
      ]);
      for (const user of [editor, staff, partnerAdmin]) assert.equal((await call(user, 'GET', '/v1/me')).statusCode, 200);
    });
    after(() => gateway.close());

    test('an editor adds a rule; staff of the tenant read it, the other tenant does not see it', async () => {
      const created = await call(editor, 'POST', '/v1/house-style/rules', email);
      assert.equal(created.statusCode, 201, created.body);
      const { rule } = created.json() as { rule: StyleRule };
      assert.equal(rule.updatedBy, 'hausstil@sv-gruppe.de');
      assert.equal(rule.enabled, true);
      assert.deepEqual(rule.example, { before: 'Schick eine Email.', after: 'Schick eine E-Mail.', marked: [] });

      const forStaff = await rulesOf(staff);
      assert.equal(forStaff.canEdit, false);
      assert.deepEqual(
        forStaff.rules.map(({ id, title }) => [id, title]),
        [[rule.id, 'E-Mail']],
      );
      assert.equal((await rulesOf(editor)).canEdit, true);
      const forPartner = await rulesOf(partnerAdmin);
      assert.equal(forPartner.canEdit, true);
      assert.ok(!forPartner.rules.some(({ id }) => id === rule.id));
    });

    test('staff cannot change rules (403); another tenant cannot touch one (404)', async () => {
      assertError(await call(staff, 'POST', '/v1/house-style/rules', email), 403, 'role-missing');
      const [rule] = (await rulesOf(editor)).rules;
      assert.ok(rule);
      assertError(await call(staff, 'PUT', `/v1/house-style/rules/${rule.id}`, email), 403, 'role-missing');
      assertError(await call(staff, 'DELETE', `/v1/house-style/rules/${rule.id}`), 403, 'role-missing');
      assertError(await call(partnerAdmin, 'PUT', `/v1/house-style/rules/${rule.id}`, email), 404, 'not-found');
      assertError(await call(partnerAdmin, 'DELETE', `/v1/house-style/rules/${rule.id}`), 404, 'not-found');
      assertError(await call(editor, 'DELETE', '/v1/house-style/rules/999999999'), 404, 'not-found');
      assertError(await call(editor, 'DELETE', '/v1/house-style/rules/abc'), 404, 'not-found');
    });

    test('a rule whose own examples fail is not saved, and the reply names the example', async () => {
      const before = (await rulesOf(editor)).rules.length;
      assertError(
        await call(editor, 'POST', '/v1/house-style/rules', { ...email, examplesFlagged: ['Schick eine Mail.'] }),
        400,
        'style-rule-invalid',
        '',
        { reason: 'Das Beispiel „Schick eine Mail.“ wird von der Regel nicht erkannt.' },
      );
      assertError(
        await call(editor, 'POST', '/v1/house-style/rules', {
          ...email,
          kind: 'pattern',
          find: '(?<=a)b',
          replace: 'c',
        }),
        400,
        'style-rule-invalid',
        '',
        { reason: 'Der reguläre Ausdruck ist ungültig: error parsing regexp: invalid named capture: `(?<=a)b`' },
      );
      // Without examples, or with an empty find, the form is incomplete.
      assertError(await call(editor, 'POST', '/v1/house-style/rules', { ...email, examplesUntouched: [] }), 400, 'validation-failed');
      assertError(await call(editor, 'POST', '/v1/house-style/rules', { ...email, find: '' }), 400, 'validation-failed');
      assert.equal((await rulesOf(editor)).rules.length, before);
    });

    test("the next redact run of a colleague shows the rule's change with its explanation; the other tenant does not get it", async () => {
      const rule = (await call(editor, 'POST', '/v1/house-style/rules', onlineAusgabe)).json() as { rule: StyleRule };
      const text = 'Die online Ausgabe erscheint ab Montag.';
      const resultOf = async (user: User, url: string, payload: object) => {
        const response = await call(user, 'POST', url, payload);
        assert.equal(response.statusCode, 200, response.body);
        return parseSse(response.body).events.find(({ event }) => event === 'result')?.data as Record<string, unknown>;
      };
      const forStaff = (await resultOf(staff, '/v1/tools/redact', { text, mode: 'korrigieren' })) as {
        corrected: string;
        changes: { reason: string; explanation?: string }[];
      };
      assert.equal(forStaff.corrected, 'Die Online-Ausgabe erscheint ab Montag.');
      assert.deepEqual(
        forStaff.changes.filter(({ reason }) => reason.startsWith('Hausstil')),
        [
          {
            original: 'online Ausgabe',
            replacement: 'Online-Ausgabe',
            reason: 'Hausstil: Onlineausgabe',
            explanation: email.explanation,
            ruleId: rule.rule.id,
          },
        ],
      );
      const forPartner = (await resultOf(partnerAdmin, '/v1/tools/redact', { text, mode: 'korrigieren' })) as { corrected: string };
      assert.equal(forPartner.corrected, text);

      // A summary passes through the same rules and says how many changes they made.
      const summary = (await resultOf(staff, '/v1/tools/summarize', { text, length: 'sentences' })) as {
        summary: string;
        houseStyle?: { changes: unknown[] };
      };
      assert.match(summary.summary, /Online-Ausgabe/);
      assert.equal(summary.houseStyle?.changes.length, 1);

      // Disabled, the rule changes nothing.
      await call(editor, 'PUT', `/v1/house-style/rules/${rule.rule.id}`, { ...onlineAusgabe, enabled: false });
      assert.equal(((await resultOf(staff, '/v1/tools/redact', { text, mode: 'korrigieren' })) as { corrected: string }).corrected, text);
    });

    test('the live preview shows the rule on a sample text and why it cannot be saved yet; staff cannot use it', async () => {
      const preview = (rule: object, text: string) => call(editor, 'POST', '/v1/house-style/preview', { rule, text });
      const good = await preview(email, 'Eine Email an alle.');
      assert.equal(good.statusCode, 200, good.body);
      assert.deepEqual(good.json(), {
        text: 'Eine E-Mail an alle.',
        changes: [{ original: 'Email', replacement: 'E-Mail' }],
        hints: [],
        problem: null,
      });
      const failing = (await preview({ ...email, examplesFlagged: ['Keine Mail.'] }, 'Eine Email.')).json() as {
        problem: string;
        text: string;
      };
      assert.equal(failing.problem, 'Das Beispiel „Keine Mail.“ wird von der Regel nicht erkannt.');
      assert.equal(failing.text, 'Eine E-Mail.');
      const invalid = (await preview({ ...email, kind: 'pattern', find: '(' }, 'Text')).json() as { problem: string };
      assert.match(invalid.problem, /^Der reguläre Ausdruck ist ungültig/);
      assertError(await call(staff, 'POST', '/v1/house-style/preview', { rule: email, text: 'x' }), 403, 'role-missing');
    });

    test('change and delete: the rule follows, and the audit log names each step with the rule', async () => {
      const created = (await call(editor, 'POST', '/v1/house-style/rules', { ...percent, title: 'Prozent' })).json() as { rule: StyleRule };
      const changed = await call(editor, 'PUT', `/v1/house-style/rules/${created.rule.id}`, {
        ...percent,
        desk: 'Wirtschaft',
        enabled: false,
      });
      assert.equal(changed.statusCode, 200, changed.body);
      const { rule } = changed.json() as { rule: StyleRule };
      assert.deepEqual([rule.title, rule.desk, rule.enabled], ['Prozent ausschreiben', 'Wirtschaft', false]);

      assert.equal((await call(editor, 'DELETE', `/v1/house-style/rules/${rule.id}`)).statusCode, 204);
      assert.ok(!(await rulesOf(editor)).rules.some(({ id }) => id === rule.id));

      const entries = await gateway.db
        .select({ action: auditLog.action, target: auditLog.target, tenant: auditLog.tenant, actorEmail: auditLog.actorEmail })
        .from(auditLog)
        .where(and(eq(auditLog.actorUid, editor.uid)));
      const steps = entries.filter(({ action }) => action.startsWith('style-rule.')).map(({ action, target }) => [action, target]);
      assert.deepEqual(steps.slice(-3), [
        ['style-rule.create', 'Prozent'],
        ['style-rule.update', 'Prozent ausschreiben'],
        ['style-rule.delete', 'Prozent ausschreiben'],
      ]);
      assert.ok(entries.every(({ tenant, actorEmail }) => tenant === 'SV-Gruppe' && actorEmail === 'hausstil@sv-gruppe.de'));
    });
  });
}

for (const target of databaseTargets) {
  describe(`the house style a tenant starts with (${target.name})`, () => {
    let gateway: TestGateway;
    let staff: User;
    let partner: User;
    const post = async (user: User, url: string, payload: object) => {
      const response = await gateway.app.inject({ method: 'POST', url, headers: bearer(user.idToken), payload });
      assert.equal(response.statusCode, 200, response.body);
      return parseSse(response.body).events.find(({ event }) => event === 'result')?.data as Record<string, unknown>;
    };

    before(async () => {
      gateway = await startGateway(target);
      await seedHouseStyle(gateway.db);
      await clearUsers();
      staff = await createSignedInUser(gateway.auth, 'volontaer@sv-gruppe.de');
      partner = await createSignedInUser(gateway.auth, 'autor@partner-nord.de');
      for (const user of [staff, partner]) {
        const me = await gateway.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(user.idToken) });
        assert.equal(me.statusCode, 200);
      }
    });
    after(() => gateway.close());

    test('every seeded rule holds its own examples; the group has at least 40, the partner its own few', async () => {
      const seed = readHouseStyleSeed();
      const sizes = Object.fromEntries(seed.map(({ tenant, rules }) => [tenant, rules.length]));
      assert.ok(sizes['SV-Gruppe']! >= 40, JSON.stringify(sizes));
      assert.ok(sizes['Partnerverlag Nord']! >= 3, JSON.stringify(sizes));
      const listed = async (user: User) =>
        (
          (await gateway.app.inject({ method: 'GET', url: '/v1/house-style/rules', headers: bearer(user.idToken) })).json() as {
            rules: StyleRule[];
          }
        ).rules;
      assert.equal((await listed(staff)).length, sizes['SV-Gruppe']);
      assert.equal((await listed(partner)).length, sizes['Partnerverlag Nord']);
      // A second start adds nothing.
      await seedHouseStyle(gateway.db);
      assert.equal((await listed(staff)).length, sizes['SV-Gruppe']);
    });

    test('staff get each seeded rule as an example before and after, and no author for the seed', async () => {
      const response = await gateway.app.inject({ method: 'GET', url: '/v1/house-style/rules', headers: bearer(staff.idToken) });
      const { rules } = response.json() as { rules: StyleRule[] };
      const named = (title: string) => rules.find((rule) => rule.title === title);
      assert.deepEqual(named('das heißt')?.example, {
        before: 'Die Bahn streikt, d. h. kein Zug fährt.',
        after: 'Die Bahn streikt, das heißt kein Zug fährt.',
        marked: [],
      });
      assert.deepEqual(named('Mitarbeitende')?.example, {
        before: 'Die Mitarbeiter streiken.',
        after: 'Die Mitarbeiter streiken.',
        marked: ['Mitarbeiter'],
      });
      assert.equal(named('Aktiv und kurze Sätze')?.example, null);
      assert.ok(rules.every((rule) => rule.updatedBy === null));
    });

    test('a summary and a social post of a text that breaks seeded rules come back with them applied and counted; tenants differ', async () => {
      const text = 'Die Preise stiegen um 12% seit der Coronapandemie, sagte der Sprecher am Dienstag.';
      const summary = (await post(staff, '/v1/tools/summarize', { text, length: 'sentences' })) as {
        summary: string;
        houseStyle?: { changes: { reason: string }[] };
      };
      assert.match(summary.summary, /12 Prozent seit der Corona-Pandemie/);
      assert.deepEqual(
        summary.houseStyle?.changes.map(({ reason }) => reason),
        ['Hausstil: Prozent ausschreiben', 'Hausstil: Corona-Pandemie'],
      );
      const social = (await post(staff, '/v1/tools/social-media', { text, platforms: ['facebook'] })) as {
        posts: { text: string }[];
        houseStyle?: { changes: unknown[] };
      };
      assert.match(social.posts[0]!.text, /12 Prozent/);
      assert.ok((social.houseStyle?.changes.length ?? 0) >= 1);
      // The partner writes „12 %“ and has no rule for the pandemic.
      const partnerSummary = (await post(partner, '/v1/tools/summarize', { text, length: 'sentences' })) as { summary: string };
      assert.match(partnerSummary.summary, /12 % seit der Coronapandemie/);
    });

    test('numbers up to twelve are written in words before any counted noun, with adjectives between; measures stay digits', async () => {
      const text = 'Die Stadt baut 3 neue Linien und 7 Haltestellen, die 2 Euro kosten, ab 8 Uhr.';
      const redacted = (await post(staff, '/v1/tools/text-redact', { text, mode: 'korrigieren' })) as {
        corrected: string;
        changes: { reason: string; original: string; replacement: string }[];
      };
      assert.equal(redacted.corrected, 'Die Stadt baut drei neue Linien und sieben Haltestellen, die 2 Euro kosten, ab 8 Uhr.');
      assert.deepEqual(
        redacted.changes.filter(({ reason }) => reason === 'Hausstil: Zahlen bis zwölf in Worten').map(({ replacement }) => replacement),
        ['drei', 'sieben'],
      );
      // An editor may save a rule of this kind of their own (no expression to write), checked by its examples.
      const editor = await createSignedInUser(gateway.auth, 'zahlen@sv-gruppe.de');
      await gateway.db.insert(userRoles).values({ uid: editor.uid, role: 'style-editor', grantedBy: 'test' });
      assert.equal((await gateway.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(editor.idToken) })).statusCode, 200);
      const body: StyleRuleBody = {
        title: 'Zahlen im Sport',
        explanation: 'Auch im Sport bis zwölf in Worten.',
        category: 'Zahlen',
        kind: 'numbers',
        find: '',
        replace: '',
        desk: 'Sport',
        examplesFlagged: ['Sie gewann 4 Medaillen.'],
        examplesUntouched: ['Sie lief 4 Kilometer.'],
      };
      const saved = await gateway.app.inject({
        method: 'POST',
        url: '/v1/house-style/rules',
        headers: bearer(editor.idToken),
        payload: body,
      });
      assert.equal(saved.statusCode, 201, saved.body);
      const refused = await gateway.app.inject({
        method: 'POST',
        url: '/v1/house-style/rules',
        headers: bearer(editor.idToken),
        payload: { ...body, examplesUntouched: ['Sie gewann 4 Medaillen.'] },
      });
      assert.equal(refused.statusCode, 400, refused.body);
    });

    test('a tenant whose editors changed their rules is not seeded again, even with none left', async () => {
      const [account] = await gateway.db.select().from(accounts).where(eq(accounts.name, 'Partnerverlag Nord'));
      await gateway.db.delete(styleRules).where(eq(styleRules.accountId, account!.id));
      await gateway.db.insert(auditLog).values({ action: 'style-rule.delete', tenant: 'Partnerverlag Nord', target: 'alle' });
      await seedHouseStyle(gateway.db);
      const rows = await gateway.db.select().from(styleRules).where(eq(styleRules.accountId, account!.id));
      assert.equal(rows.length, 0);
    });
  });
}

describe('the house style off the event loop', () => {
  test('a result is styled in the offline pool; when the pool refuses, on the loop, with the same result', async () => {
    const pool = createOfflinePool({ threads: 1, taskBudgetMs: 5_000, workerMemoryMb: 256, queueMax: 8 });
    const tasks: string[] = [];
    let refuse = false;
    const recording: OfflineEngine = {
      ...pool,
      run: (task, input, signal) => {
        tasks.push(task);
        if (refuse && task === 'houseStyle') return Promise.reject(new ApiError(503, 'offline-busy'));
        return pool.run(task, input, signal);
      },
    };
    const gateway = await startGateway(databaseTargets[0], { offline: recording });
    try {
      await seedHouseStyle(gateway.db);
      await clearUsers();
      const staff = await createSignedInUser(gateway.auth, 'pool@sv-gruppe.de');
      assert.equal((await gateway.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(staff.idToken) })).statusCode, 200);
      const summary = async () => {
        const payload = { text: 'Die Preise stiegen um 12% seit der Coronapandemie, sagte der Sprecher.', length: 'sentences' };
        const response = await gateway.app.inject({ method: 'POST', url: '/v1/tools/summarize', headers: bearer(staff.idToken), payload });
        assert.equal(response.statusCode, 200, response.body);
        const result = parseSse(response.body).events.find(({ event }) => event === 'result')?.data as {
          summary: string;
          historyId?: string;
        };
        // Each run is its own history entry; everything else must be the same.
        delete result.historyId;
        return result;
      };
      const inPool = await summary();
      assert.match(inPool.summary, /12 Prozent seit der Corona-Pandemie/);
      assert.ok(tasks.includes('houseStyle'), tasks.join(', '));
      refuse = true;
      assert.deepEqual(await summary(), inPool);
    } finally {
      await gateway.close();
      await pool.close();
    }
  });
});
