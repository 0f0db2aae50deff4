/**
 * The history („Verlauf“) over HTTP: a user's finished runs are kept and found by a word of their
 * result (German stemming, on PGlite and PostgreSQL), nobody else — an admin of the same tenant
 * included — can list, read or delete them, switching the history off keeps nothing, and the
 * tenant's retention deletes old entries.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { HistoryEntry, HistoryListReply } from 'portal-contract/schemas';
import { accounts, auditLog, historyEntries, userRoles } from '../src/db/schema.ts';
import { purgeExpiredHistory } from '../src/history/store.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseSse, pieces, startOpenAiStandIn, type OpenAiStandIn } from './support/openaiStandIn.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

type User = { uid: string; idToken: string };

const ARTICLE =
  'Der Stadtrat hat am Dienstag den Ausbau der Straßenbahn nach Freiham beschlossen. Die neue Linie soll ab 2029 fahren. Kritiker bemängeln die Kosten von 120 Millionen Euro.';

for (const target of databaseTargets) {
  describe(`history (${target.name})`, () => {
    let gateway: TestGateway;
    let author: User;
    let colleague: User;
    let admin: User; // tenant admin of the same tenant
    let partner: User;

    const call = (user: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      gateway.app.inject({ method, url, headers: bearer(user.idToken), ...(payload ? { payload } : {}) });
    const listOf = async (user: User, query = '') => {
      const response = await call(user, 'GET', `/v1/history${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as HistoryListReply;
    };
    const summarize = async (user: User, text = ARTICLE) => {
      const response = await call(user, 'POST', '/v1/tools/summarize', { text, length: 'sentences' });
      assert.equal(response.statusCode, 200, response.body);
      return parseSse(response.body).events.at(-1)?.data as { summary: string };
    };

    before(async () => {
      gateway = await startGateway(target);
      await clearUsers();
      author = await createSignedInUser(gateway.auth, 'autorin@sv-gruppe.de');
      colleague = await createSignedInUser(gateway.auth, 'kollege@sv-gruppe.de');
      admin = await createSignedInUser(gateway.auth, 'admin@sv-gruppe.de');
      partner = await createSignedInUser(gateway.auth, 'autor@partner-nord.de');
      await gateway.db.insert(userRoles).values({ uid: admin.uid, role: 'tenant-admin', grantedBy: 'test' });
      for (const user of [author, colleague, admin, partner]) assert.equal((await call(user, 'GET', '/v1/me')).statusCode, 200);
    });
    after(() => gateway.close());

    test('a finished run is kept for its user and found by a word of its result; nobody else sees it', async () => {
      const { summary } = await summarize(author);
      await call(author, 'POST', '/v1/tools/keywords', { text: ARTICLE, max: 5 });
      const list = await listOf(author);
      assert.deepEqual(
        list.entries.map(({ tool, status }) => [tool, status]),
        [
          ['keyword-extraction', 'done'],
          ['summarize', 'done'],
        ],
      );
      // „Straßenbahnen“ finds „Straßenbahn“ (German stemming); a word that is nowhere finds nothing.
      const found = await listOf(author, `?q=${encodeURIComponent('Straßenbahnen')}&tool=summarize`);
      assert.equal(found.total, 1);
      assert.equal((await listOf(author, '?q=Fahrradweg')).total, 0);

      const id = found.entries[0]!.id;
      const entry = (await call(author, 'GET', `/v1/history/${id}`)).json() as { entry: HistoryEntry };
      assert.deepEqual(
        [entry.entry.tool, entry.entry.input, entry.entry.resultText, entry.entry.options, entry.entry.provider],
        ['summarize', ARTICLE, summary, { length: 'sentences' }, 'local'],
      );

      for (const other of [colleague, admin, partner]) {
        assert.equal((await listOf(other)).total, 0);
        assertError(await call(other, 'GET', `/v1/history/${id}`), 404, 'not-found');
        assertError(await call(other, 'DELETE', `/v1/history/${id}`), 404, 'not-found');
      }
      assert.equal((await call(author, 'GET', `/v1/history/${id}`)).statusCode, 200, 'still there after the others tried');
    });

    test('with „Verlauf speichern“ off nothing is kept; on again, runs are kept again', async () => {
      assert.deepEqual((await call(colleague, 'GET', '/v1/me/settings')).json(), { historyEnabled: true });
      assert.deepEqual((await call(colleague, 'PUT', '/v1/me/settings', { historyEnabled: false })).json(), { historyEnabled: false });
      await summarize(colleague);
      assert.equal((await listOf(colleague)).total, 0);
      await call(colleague, 'PUT', '/v1/me/settings', { historyEnabled: true });
      await summarize(colleague);
      assert.equal((await listOf(colleague)).total, 1);
      assertError(await call(colleague, 'PUT', '/v1/me/settings', { historyEnabled: 'ja' }), 400, 'validation-failed');
    });

    test('one entry or all can be deleted; a bad query is refused', async () => {
      const before = await listOf(author);
      assert.equal((await call(author, 'DELETE', `/v1/history/${before.entries[0]!.id}`)).statusCode, 204);
      assert.equal((await listOf(author)).total, before.total - 1);
      assert.equal((await call(author, 'DELETE', '/v1/history')).statusCode, 204);
      assert.equal((await listOf(author)).total, 0);
      assert.equal((await listOf(colleague)).total, 1, "the colleague's entry stays");
      assertError(await call(author, 'GET', '/v1/history?page=0'), 400, 'validation-failed');
      assertError(await call(author, 'GET', '/v1/history?tool=chat'), 400, 'validation-failed');
      assertError(await call(author, 'GET', `/v1/history?q=${'x'.repeat(201)}`), 400, 'validation-failed');
      assertError(await call(author, 'GET', '/v1/history/abc'), 404, 'not-found');
    });

    test('„Meine Daten“ holds the caller’s own history and settings, nobody else’s', async () => {
      await summarize(author);
      const response = await call(author, 'GET', '/v1/me/export');
      assert.equal(response.statusCode, 200, response.body);
      assert.match(String(response.headers['content-disposition']), /^attachment; filename="meine-daten-\d{4}-\d{2}-\d{2}\.json"$/);
      const data = response.json() as { user: { email: string }; settings: unknown; history: { input: string }[]; usage: unknown[] };
      assert.equal(data.user.email, 'autorin@sv-gruppe.de');
      assert.deepEqual(data.settings, { historyEnabled: true });
      assert.ok(data.history.length >= 1 && data.history.every(({ input }) => input === ARTICLE));
      assert.ok(data.usage.length >= 1);
      assert.doesNotMatch(response.body, new RegExp(colleague.uid));
    });

    test("the tenant's retention deletes old entries; tenant admins set it, staff cannot", async () => {
      await summarize(author);
      const [sv] = await gateway.db.select().from(accounts).where(eq(accounts.name, 'SV-Gruppe'));
      const [nord] = await gateway.db.select().from(accounts).where(eq(accounts.name, 'Partnerverlag Nord'));
      const old = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
      const oldEntry = { options: {}, input: 'alt', result: {}, resultText: 'alt', status: 'done', provider: 'local', tool: 'summarize' };
      await gateway.db.insert(historyEntries).values([
        { ...oldEntry, uid: author.uid, accountId: sv!.id, createdAt: old(40) },
        { ...oldEntry, uid: partner.uid, accountId: nord!.id, createdAt: old(40) },
      ]);
      const authorsBefore = (await listOf(author)).total;
      assertError(await call(colleague, 'PUT', '/v1/admin/history-retention', { days: 30 }), 403, 'role-missing');
      assertError(await call(admin, 'PUT', '/v1/admin/history-retention', { days: 0 }), 400, 'validation-failed');
      assert.deepEqual((await call(admin, 'PUT', '/v1/admin/history-retention', { days: 30 })).json(), { days: 30 });
      assert.deepEqual((await call(admin, 'GET', '/v1/admin/history-retention')).json(), { days: 30 });

      assert.equal(await purgeExpiredHistory(gateway.db), 1, 'only the SV-Gruppe entry is older than 30 days');
      assert.equal((await listOf(author)).total, authorsBefore - 1, "only the old entry went; today's stay");
      assert.equal((await listOf(partner)).total, 1, 'the partner keeps 90 days');
      const [entry] = await gateway.db.select().from(auditLog).where(eq(auditLog.action, 'history.retention'));
      assert.deepEqual([entry?.tenant, entry?.target], ['SV-Gruppe', '30 Tage']);
    });
  });
}

describe('a stopped run', () => {
  let standIn: OpenAiStandIn;
  let gateway: TestGateway;
  let user: User;
  before(async () => {
    standIn = await startOpenAiStandIn();
    gateway = await startGateway(databaseTargets[0], {
      env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: standIn.baseUrl, OPENAI_API_KEY: 'sk-verlauf', AI_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    await clearUsers();
    user = await createSignedInUser(gateway.auth, 'stopperin@sv-gruppe.de');
    assert.equal((await gateway.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(user.idToken) })).statusCode, 200);
  });
  after(async () => {
    await gateway.close();
    await standIn.close();
  });

  test('is kept with what had streamed when the user stopped it, marked as stopped', async () => {
    standIn.enqueue({ stream: pieces('Der Stadtrat baut die Straßenbahn'), end: 'hang' });
    const { port } = gateway.app.server.address() as AddressInfo;
    // A plain request whose socket is destroyed, as a browser tab does when the user presses stop.
    await new Promise<void>((resolve, reject) => {
      const call = request(`http://127.0.0.1:${port}/v1/tools/summarize`, {
        method: 'POST',
        headers: { ...bearer(user.idToken), 'content-type': 'application/json' },
      });
      call.on('response', (response) => {
        let seen = '';
        response.on('data', (chunk: Buffer) => {
          seen += chunk.toString('utf8');
          if (seen.includes('Straßenbahn')) {
            call.destroy();
            resolve();
          }
        });
      });
      call.on('error', (error) => (call.destroyed ? undefined : reject(error)));
      call.end(JSON.stringify({ text: ARTICLE, length: 'paragraph' }));
    });
    let entries: HistoryListReply['entries'] = [];
    for (let attempt = 0; attempt < 50 && entries.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      entries = (
        (await gateway.app.inject({ method: 'GET', url: '/v1/history', headers: bearer(user.idToken) })).json() as HistoryListReply
      ).entries;
    }
    assert.deepEqual(
      entries.map(({ tool, status, resultPreview }) => [tool, status, resultPreview]),
      [['summarize', 'stopped', 'Der Stadtrat baut die Straßenbahn']],
    );
  });
});
