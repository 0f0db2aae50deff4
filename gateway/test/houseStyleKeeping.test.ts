/**
 * Keeping the house style beyond the form: import and export (a bad file imports nothing and names
 * each bad row), a rule's history, the counts of fired, accepted and rejected changes, a desk's own
 * rules in the tools, and instruction rules in a generative provider's prompt.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { messageFor } from 'portal-contract';
import type { StyleRule, StyleRuleBody, StyleRuleHistoryReply } from 'portal-contract/schemas';
import { auditLog, userRoles } from '../src/db/schema.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { chatMessages, parseSse, startOpenAiStandIn, type OpenAiStandIn } from './support/openaiStandIn.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

type User = { uid: string; idToken: string };

const email: StyleRuleBody = {
  title: 'E-Mail',
  explanation: 'Mit Bindestrich.',
  category: 'Schreibweisen',
  kind: 'term',
  find: 'Email',
  replace: 'E-Mail',
  examplesFlagged: ['Schick eine Email.'],
  examplesUntouched: ['Schick eine E-Mail.'],
};

const CSV_HEADER =
  'Titel;Erklärung;Kategorie;Art;Suchen;Ersetzen;Ressort;Aktiv;Nur ganze Wörter;Beispiele mit Treffer;Beispiele ohne Treffer';

/** Two good rules; the second has two examples in one cell, one per line. */
const goodCsv = [
  CSV_HEADER,
  'Homepage;Wir schreiben Website.;Schreibweisen;Begriff;Homepage;Website;;ja;ja;Auf der Homepage;Auf der Website',
  'Eishockey-Tore;Tore in Ziffern.;Zahlen;Muster;(\\d+) Treffer;$1 Tore;Sport;ja;ja;"3 Treffer\n10 Treffer";drei Tore',
].join('\r\n');

for (const target of databaseTargets) {
  describe(`keeping the house style (${target.name})`, () => {
    let gateway: TestGateway;
    let editor: User;
    let staff: User;
    let partner: User;

    const call = (user: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      gateway.app.inject({ method, url, headers: bearer(user.idToken), ...(payload ? { payload } : {}) });
    const rulesOf = async (user: User) => ((await call(user, 'GET', '/v1/house-style/rules')).json() as { rules: StyleRule[] }).rules;
    const ruleNamed = async (title: string) => (await rulesOf(editor)).find((rule) => rule.title === title);
    const resultOf = async (user: User, url: string, payload: object) => {
      const response = await call(user, 'POST', url, payload);
      assert.equal(response.statusCode, 200, response.body);
      return parseSse(response.body).events.find(({ event }) => event === 'result')?.data as Record<string, unknown>;
    };

    before(async () => {
      gateway = await startGateway(target);
      await clearUsers();
      editor = await createSignedInUser(gateway.auth, 'stil@sv-gruppe.de');
      staff = await createSignedInUser(gateway.auth, 'reporter@sv-gruppe.de');
      partner = await createSignedInUser(gateway.auth, 'stil@partner-nord.de');
      await gateway.db.insert(userRoles).values([
        { uid: editor.uid, role: 'style-editor', grantedBy: 'test' },
        { uid: partner.uid, role: 'style-editor', grantedBy: 'test' },
      ]);
      for (const user of [editor, staff, partner]) assert.equal((await call(user, 'GET', '/v1/me')).statusCode, 200);
    });
    after(() => gateway.close());

    test('a CSV as Excel writes it imports every rule; importing it again changes nothing', async () => {
      const imported = await call(editor, 'POST', '/v1/house-style/import', { format: 'csv', content: `\uFEFF${goodCsv}` });
      assert.equal(imported.statusCode, 200, imported.body);
      assert.deepEqual(imported.json(), { created: 2, updated: 0 });
      const goals = await ruleNamed('Eishockey-Tore');
      assert.deepEqual(
        [goals?.kind, goals?.desk, goals?.examplesFlagged, goals?.wholeWords, goals?.updatedBy],
        ['pattern', 'Sport', ['3 Treffer', '10 Treffer'], true, 'stil@sv-gruppe.de'],
      );
      assert.deepEqual((await call(editor, 'POST', '/v1/house-style/import', { format: 'csv', content: goodCsv })).json(), {
        created: 0,
        updated: 0,
      });
      const [entry] = await gateway.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'style-rule.import'), eq(auditLog.actorUid, editor.uid)));
      assert.equal(entry?.target, '2 neu, 0 geändert');
    });

    test('a bad file imports nothing and names each bad row with its reason', async () => {
      const before = await rulesOf(editor);
      const bad = [
        CSV_HEADER,
        'Gut;;Schreibweisen;Begriff;Fon;Telefon;;ja;ja;Das Fon;Das Telefon',
        'Unbekannt;;Wetter;Begriff;Regen;Niederschlag;;ja;ja;Regen;Sonne',
        'Falsches Beispiel;;Schreibweisen;Begriff;Handy;Mobiltelefon;;ja;ja;Das Smartphone;Das Mobiltelefon',
        'Homepage;;Schreibweisen;Begriff;Webseite;Website;;vielleicht;ja;Die Webseite;Die Website',
      ].join('\n');
      const response = await call(editor, 'POST', '/v1/house-style/import', { format: 'csv', content: bad });
      assert.equal(response.statusCode, 400, response.body);
      const { error } = response.json() as {
        error: { code: string; message: string; details: { problems: { row: string; reason: string }[] } };
      };
      assert.equal(error.code, 'style-import-invalid');
      assert.equal(error.message, messageFor('style-import-invalid'));
      assert.deepEqual(
        error.details.problems.map(({ row }) => row),
        ['Zeile 3 („Unbekannt“)', 'Zeile 4 („Falsches Beispiel“)', 'Zeile 5 („Homepage“)'],
      );
      assert.match(error.details.problems[0]!.reason, /^Die Kategorie „Wetter“ gibt es nicht/);
      assert.equal(error.details.problems[1]!.reason, 'Das Beispiel „Das Smartphone“ wird von der Regel nicht erkannt.');
      assert.equal(error.details.problems[2]!.reason, '„Aktiv“ muss „ja“ oder „nein“ sein.');
      assert.deepEqual(await rulesOf(editor), before);

      const problemsOf = async (format: 'csv' | 'json', content: string) =>
        (
          (await call(editor, 'POST', '/v1/house-style/import', { format, content })).json() as {
            error: { details: { problems: unknown } };
          }
        ).error.details.problems;
      assert.deepEqual(await problemsOf('json', '{ "rules": [ '), [{ row: 'Datei', reason: 'Die Datei ist kein gültiges JSON.' }]);
      assert.deepEqual(await problemsOf('csv', 'Titel;Farbe\nA;rot'), [
        {
          row: 'Zeile 1',
          reason:
            'Die Spalte „Farbe“ gibt es nicht (erwartet: Titel, Erklärung, Kategorie, Art, Suchen, Ersetzen, Ressort, Aktiv, Nur ganze Wörter, Beispiele mit Treffer, Beispiele ohne Treffer).',
        },
        { row: 'Zeile 1', reason: 'Die Spalte „Kategorie“ fehlt.' },
        { row: 'Zeile 1', reason: 'Die Spalte „Art“ fehlt.' },
      ]);
      assert.deepEqual(await problemsOf('csv', `${CSV_HEADER}\n`), [{ row: 'Datei', reason: 'Die Datei enthält keine Regel.' }]);
      assert.deepEqual(await problemsOf('json', JSON.stringify([email, { ...email, title: 'e-mail' }])), [
        { row: 'Regel 2 („e-mail“)', reason: 'Der Titel steht schon in Regel 1; jeder Titel darf nur einmal vorkommen.' },
      ]);
      assertError(await call(staff, 'POST', '/v1/house-style/import', { format: 'csv', content: goodCsv }), 403, 'role-missing');
      assertError(
        await call(editor, 'POST', '/v1/house-style/import', { format: 'csv', content: 'x'.repeat(1_000_001) }),
        413,
        'file-too-large',
        '',
        { max: '1 MB' },
      );
    });

    test('staff export CSV and JSON; either imported again changes nothing, and the other tenant gets its own', async () => {
      for (const format of ['csv', 'json'] as const) {
        const exported = await call(staff, 'GET', `/v1/house-style/export.${format}`);
        assert.equal(exported.statusCode, 200, exported.body);
        assert.match(
          String(exported.headers['content-disposition']),
          new RegExp(`^attachment; filename="hausstil-sv-gruppe-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`),
        );
        const again = await call(editor, 'POST', '/v1/house-style/import', { format, content: exported.body });
        assert.deepEqual(again.json(), { created: 0, updated: 0 }, format);
      }
      const csv = (await call(staff, 'GET', '/v1/house-style/export.csv')).body;
      const quotedHeader = CSV_HEADER.split(';').map((name) => `"${name}"`);
      assert.ok(csv.startsWith(`\uFEFF${quotedHeader.join(';')}\r\n`));
      assert.match(csv, /"3 Treffer\n10 Treffer"/);
      const partnerJson = JSON.parse((await call(partner, 'GET', '/v1/house-style/export.json')).body) as {
        tenant: string;
        rules: unknown[];
      };
      assert.deepEqual([partnerJson.tenant, partnerJson.rules.length], ['Partnerverlag Nord', 0]);
      // An edited export updates the rule with the same title.
      const edited = csv.replace('Wir schreiben Website.', 'Wir schreiben immer Website.');
      assert.deepEqual((await call(editor, 'POST', '/v1/house-style/import', { format: 'csv', content: edited })).json(), {
        created: 0,
        updated: 1,
      });
      assert.equal((await ruleNamed('Homepage'))?.explanation, 'Wir schreiben immer Website.');
    });

    test("a rule's history says who changed which field, newest first; another tenant gets 404", async () => {
      const created = (await call(editor, 'POST', '/v1/house-style/rules', email)).json() as { rule: StyleRule };
      await call(editor, 'PUT', `/v1/house-style/rules/${created.rule.id}`, {
        ...email,
        explanation: 'Immer mit Bindestrich.',
        enabled: false,
      });
      const history = await call(staff, 'GET', `/v1/house-style/rules/${created.rule.id}/history`);
      assert.equal(history.statusCode, 200, history.body);
      const { entries } = history.json() as StyleRuleHistoryReply;
      assert.deepEqual(
        entries.map(({ action, actorEmail }) => [action, actorEmail]),
        [
          ['update', 'stil@sv-gruppe.de'],
          ['create', 'stil@sv-gruppe.de'],
        ],
      );
      assert.deepEqual(entries[0]!.changes, [
        { field: 'explanation', before: 'Mit Bindestrich.', after: 'Immer mit Bindestrich.' },
        { field: 'enabled', before: true, after: false },
      ]);
      assert.ok(entries[1]!.changes.some(({ field, after }) => field === 'find' && after === 'Email'));
      assertError(await call(partner, 'GET', `/v1/house-style/rules/${created.rule.id}/history`), 404, 'not-found');
    });

    test('each change a rule makes is counted, and the redact page counts accept and reject per rule (not another tenant’s)', async () => {
      const homepage = (await ruleNamed('Homepage'))!;
      const result = (await resultOf(staff, '/v1/tools/redact', { text: 'Die Homepage und die Homepage.', mode: 'korrigieren' })) as {
        changes: { ruleId?: string }[];
      };
      assert.deepEqual(
        result.changes.filter(({ ruleId }) => ruleId).map(({ ruleId }) => ruleId),
        [homepage.id, homepage.id],
      );
      const decided = await call(staff, 'POST', '/v1/house-style/decisions', {
        decisions: [
          { ruleId: homepage.id, accepted: true },
          { ruleId: homepage.id, accepted: false },
          { ruleId: homepage.id, accepted: true },
        ],
      });
      assert.equal(decided.statusCode, 204, decided.body);
      // The partner cannot count for SV-Gruppe's rule: left out silently.
      assert.equal(
        (await call(partner, 'POST', '/v1/house-style/decisions', { decisions: [{ ruleId: homepage.id, accepted: false }] })).statusCode,
        204,
      );
      assert.deepEqual((await ruleNamed('Homepage'))?.stats, { fired: 2, accepted: 2, rejected: 1 });
      assertError(await call(staff, 'POST', '/v1/house-style/decisions', { decisions: [] }), 400, 'validation-failed');
      assertError(
        await call(staff, 'POST', '/v1/house-style/decisions', { decisions: [{ ruleId: 'x', accepted: true }] }),
        400,
        'validation-failed',
      );
    });

    test("a desk's rules apply only when a tool names that desk; the desks are listed for the tools", async () => {
      assert.deepEqual((await call(staff, 'GET', '/v1/house-style/desks')).json(), { desks: ['Sport'] });
      const text = 'Es fielen 3 Treffer im zweiten Drittel.';
      const plain = (await resultOf(staff, '/v1/tools/summarize', { text, length: 'sentences' })) as { summary: string };
      assert.match(plain.summary, /3 Treffer/);
      const sport = (await resultOf(staff, '/v1/tools/summarize', { text, length: 'sentences', desk: 'Sport' })) as {
        summary: string;
        houseStyle?: { changes: { reason: string }[] };
      };
      assert.match(sport.summary, /3 Tore/);
      assert.deepEqual(
        sport.houseStyle?.changes.map(({ reason }) => reason),
        ['Hausstil: Eishockey-Tore'],
      );
      assertError(
        await call(staff, 'POST', '/v1/tools/summarize', { text, length: 'sentences', desk: 'x'.repeat(61) }),
        400,
        'validation-failed',
      );
    });
  });
}

describe('instruction rules reach a generative provider’s prompt', () => {
  let standIn: OpenAiStandIn;
  let gateway: TestGateway;
  let editor: User;
  let partner: User;
  before(async () => {
    standIn = await startOpenAiStandIn();
    gateway = await startGateway(databaseTargets[0], {
      env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: standIn.baseUrl, OPENAI_API_KEY: 'sk-hausstil', AI_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    await clearUsers();
    editor = await createSignedInUser(gateway.auth, 'stil@sv-gruppe.de');
    partner = await createSignedInUser(gateway.auth, 'autor@partner-nord.de');
    await gateway.db.insert(userRoles).values({ uid: editor.uid, role: 'style-editor', grantedBy: 'test' });
    for (const user of [editor, partner])
      assert.equal((await gateway.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(user.idToken) })).statusCode, 200);
  });
  after(async () => {
    await gateway.close();
    await standIn.close();
  });

  test("the tenant's instructions are in the system prompt, the other tenant's prompt has none", async () => {
    const instruction = 'Nenne Personen beim ersten Auftreten mit Vor- und Nachnamen.';
    const created = await gateway.app.inject({
      method: 'POST',
      url: '/v1/house-style/rules',
      headers: bearer(editor.idToken),
      payload: {
        ...email,
        title: 'Namen',
        kind: 'instruction',
        find: '',
        replace: instruction,
        examplesFlagged: [],
        examplesUntouched: [],
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    for (const user of [editor, partner]) {
      standIn.enqueue({ stream: ['Eine kurze Zusammenfassung.'] });
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/v1/tools/summarize',
        headers: bearer(user.idToken),
        payload: { text: 'Der Rat hat getagt.', length: 'sentences' },
      });
      assert.equal(response.statusCode, 200, response.body);
    }
    const [own, other] = standIn.requests.map((request) => chatMessages(request).system);
    assert.match(own!, /Hausstil der Redaktion – halte dich beim Schreiben daran:\n- Nenne Personen beim ersten Auftreten/);
    assert.doesNotMatch(other!, /Hausstil/);
  });
});
