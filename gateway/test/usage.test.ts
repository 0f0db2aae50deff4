/**
 * Usage and quotas over HTTP: every run is counted per day × tenant × user × tool without its text;
 * a tenant over its monthly quota gets 429 `quota-exceeded` on the generative tools while the offline
 * analyses and the other tenant keep working; runs started together overshoot by at most one run each.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { QuotaReply, UsageReport } from 'portal-contract/schemas';
import { accounts, auditLog, resultRatings, usageDaily, userRoles } from '../src/db/schema.ts';
import { parseSse } from './support/openaiStandIn.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

type User = { uid: string; idToken: string };

const ARTICLE =
  'Der Stadtrat hat am Dienstag den Ausbau der Straßenbahn nach Freiham beschlossen. Die neue Linie soll ab 2029 fahren. Kritiker bemängeln die Kosten von 120 Millionen Euro.';

for (const target of databaseTargets) {
  describe(`usage and quotas (${target.name})`, () => {
    let gateway: TestGateway;
    let staff: User;
    let admin: User;
    let partner: User;

    const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      gateway.app.inject({ method, url, headers: bearer(user.idToken), ...(payload ? { payload } : {}) });
    const summarize = (user: User) => call(user, 'POST', '/v1/tools/summarize', { text: ARTICLE, length: 'sentences' });
    const quotaOf = async (user: User) => (await call(user, 'GET', '/v1/quota')).json() as QuotaReply;

    before(async () => {
      gateway = await startGateway(target, { rateLimits: { perMinute: 10_000 }, env: { AI_RATE_LIMIT_PER_MINUTE: '10000' } });
      await clearUsers();
      staff = await createSignedInUser(gateway.auth, 'nutzerin@sv-gruppe.de');
      admin = await createSignedInUser(gateway.auth, 'chef@sv-gruppe.de');
      partner = await createSignedInUser(gateway.auth, 'autor@partner-nord.de');
      await gateway.db.insert(userRoles).values({ uid: admin.uid, role: 'tenant-admin', grantedBy: 'test' });
      for (const user of [staff, admin, partner]) assert.equal((await call(user, 'GET', '/v1/me')).statusCode, 200);
    });
    after(() => gateway.close());

    test('each run is counted per day, tenant, user and tool, with characters and outcome, never its text', async () => {
      assert.equal((await summarize(staff)).statusCode, 200);
      assert.equal((await call(staff, 'POST', '/v1/tools/keywords', { text: ARTICLE, max: 5 })).statusCode, 200);
      await gateway.recorded();
      const rows = await gateway.db.select().from(usageDaily).where(eq(usageDaily.uid, staff.uid));
      assert.deepEqual(rows.map(({ tool, runs, done }) => [tool, runs, done]).sort(), [
        ['keyword-extraction', 1, 1],
        ['summarize', 1, 1],
      ]);
      const summary = rows.find(({ tool }) => tool === 'summarize')!;
      assert.equal(summary.charsIn, ARTICLE.length);
      assert.ok(summary.charsOut > 0 && summary.charsOut < ARTICLE.length, String(summary.charsOut));
      assert.equal(summary.day, new Date().toISOString().slice(0, 10));
      assert.doesNotMatch(JSON.stringify(rows), /Stadtrat/);
      const quota = await quotaOf(staff);
      assert.deepEqual([quota.limitChars, quota.share], [null, 0]);
      assert.ok(quota.usedChars >= ARTICLE.length * 2);
    });

    test('over the quota the generative tools are refused, the offline analyses and the other tenant work', async () => {
      assertError(await call(staff, 'PUT', '/v1/admin/quota', { limitChars: 5000 }), 403, 'role-missing');
      const set = await call(admin, 'PUT', '/v1/admin/quota', { limitChars: 1000 });
      assert.equal(set.statusCode, 200, set.body);
      let refused = 0;
      for (let run = 0; run < 10 && refused === 0; run += 1) {
        const response = await summarize(staff);
        if (response.statusCode === 429) refused += 1;
        else assert.equal(response.statusCode, 200, response.body);
      }
      assert.equal(refused, 1, 'refused once the quota was used up');
      assertError(await summarize(staff), 429, 'quota-exceeded');
      assertError(await call(staff, 'POST', '/v1/tools/redact', { text: ARTICLE, mode: 'korrigieren' }), 429, 'quota-exceeded');
      assert.equal((await call(staff, 'POST', '/v1/tools/keywords', { text: ARTICLE, max: 5 })).statusCode, 200, 'offline analysis works');
      assert.equal((await summarize(partner)).statusCode, 200, 'the other tenant works');
      const quota = await quotaOf(staff);
      assert.equal(quota.share, 1);
      assert.ok(quota.usedChars >= 1000);
      await gateway.recorded();
      const [refusals] = await gateway.db.select({ refused: usageDaily.refused }).from(usageDaily).where(eq(usageDaily.tool, 'summarize'));
      assert.ok((refusals?.refused ?? 0) >= 2);
      const [entry] = await gateway.db.select().from(auditLog).where(eq(auditLog.action, 'quota.change'));
      assert.deepEqual([entry?.tenant, entry?.target], ['SV-Gruppe', '1000 Zeichen im Monat']);
    });

    test('thumbs on a result are stored with tool, provider and the kept entry; admins see them per tool, staff cannot', async () => {
      await call(admin, 'PUT', '/v1/admin/quota', { limitChars: null });
      const response = await summarize(staff);
      const result = parseSse(response.body).events.at(-1)?.data as { historyId?: string };
      assert.match(result.historyId ?? '', /^\d+$/);
      const rate = (user: User, body: object) => call(user, 'POST', '/v1/results/rating', body);
      assert.equal(
        (
          await rate(staff, {
            tool: 'summarize',
            helpful: false,
            reason: 'too-long',
            comment: 'Zu ausführlich.',
            historyId: result.historyId,
          })
        ).statusCode,
        204,
      );
      assert.equal((await rate(staff, { tool: 'summarize', helpful: true })).statusCode, 204);
      // Another user's entry id is not linked to the partner's rating.
      assert.equal((await rate(partner, { tool: 'summarize', helpful: false, historyId: result.historyId })).statusCode, 204);
      assertError(await rate(staff, { tool: 'chat', helpful: true }), 400, 'validation-failed');
      assertError(await call(staff, 'GET', '/v1/admin/result-ratings'), 403, 'role-missing');
      const seen = (await call(admin, 'GET', '/v1/admin/result-ratings')).json() as { tools: unknown[] };
      assert.deepEqual(seen.tools, [{ tool: 'summarize', up: 1, down: 1, reasons: { 'too-long': 1 } }]);
      const stored = await gateway.db.select().from(resultRatings);
      const down = stored.filter(({ helpful }) => !helpful);
      assert.deepEqual(
        down.map(({ uid, provider, historyEntryId }) => [uid === staff.uid ? 'staff' : 'partner', provider, historyEntryId !== null]),
        [
          ['staff', 'local', true],
          ['partner', 'local', false],
        ],
      );
    });

    test('runs started together overshoot the quota by at most one run each', async () => {
      const [sv] = await gateway.db.select().from(accounts).where(eq(accounts.name, 'SV-Gruppe'));
      const used = (await quotaOf(staff)).usedChars;
      await gateway.db
        .update(accounts)
        .set({ quotaMonthlyChars: used + 1 })
        .where(eq(accounts.id, sv!.id));
      const answers = await Promise.all(Array.from({ length: 4 }, () => summarize(staff)));
      const passed = answers.filter(({ statusCode }) => statusCode === 200).length;
      assert.ok(passed <= 4);
      const after = (await quotaOf(staff)).usedChars;
      const runSize = 2 * ARTICLE.length;
      assert.ok(after - used <= passed * runSize, `${after - used} > ${passed} × ${runSize}`);
      assertError(await summarize(staff), 429, 'quota-exceeded');
      // No quota: everything runs again.
      assert.equal((await call(admin, 'PUT', '/v1/admin/quota', { limitChars: null })).statusCode, 200);
      assert.equal((await summarize(staff)).statusCode, 200);
    });
    test('the usage report: per day and tool, users by e-mail to their own admins only, thumbs, CSV; staff refused', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const period = `from=2020-01-01&to=${today}`;
      assertError(await call(staff, 'GET', `/v1/admin/usage?${period}`), 403, 'role-missing');
      assertError(await call(staff, 'GET', `/v1/admin/usage.csv?${period}`), 403, 'role-missing');
      assertError(await call(admin, 'GET', `/v1/admin/usage?from=${today}&to=2020-01-01`), 400, 'invalid-date-range');
      assertError(await call(admin, 'GET', '/v1/admin/usage?from=gestern&to=heute'), 400, 'invalid-date-range');
      assertError(await call(admin, 'GET', `/v1/admin/usage?${period}&tenant=Partnerverlag%20Nord`), 403, 'role-missing');

      const response = await call(admin, 'GET', `/v1/admin/usage?${period}`);
      assert.equal(response.statusCode, 200, response.body);
      const report = response.json() as UsageReport;
      assert.equal(report.tenant, 'SV-Gruppe');
      const summaries = report.tools.find(({ tool }) => tool === 'summarize')!;
      await gateway.recorded();
      const [counted] = await gateway.db
        .select()
        .from(usageDaily)
        .where(eq(usageDaily.uid, staff.uid))
        .then((rows) => rows.filter(({ tool }) => tool === 'summarize'));
      assert.equal(summaries.runs, counted!.runs);
      assert.deepEqual([summaries.helpful, summaries.unhelpful], [1, 1], 'the partner’s thumbs are not this tenant’s');
      assert.deepEqual(
        report.days.filter(({ tool }) => tool === 'summarize').map(({ day }) => day),
        [today],
      );
      assert.equal(report.users[0]?.email, 'nutzerin@sv-gruppe.de', 'the heaviest user first, named');
      assert.ok(!JSON.stringify(report).includes('autor@partner-nord.de'), 'no user of another tenant');
      assert.equal(report.quota.limitChars, null);

      // A portal admin sees the other tenant's figures, its users unnamed.
      await gateway.db.insert(userRoles).values({ uid: admin.uid, role: 'portal-admin', grantedBy: 'test' });
      const other = (await call(admin, 'GET', `/v1/admin/usage?${period}&tenant=Partnerverlag%20Nord`)).json() as UsageReport;
      assert.equal(other.tenant, 'Partnerverlag Nord');
      assert.ok(other.users.length > 0);
      assert.ok(other.users.every(({ email, unnamed }) => email === null && unnamed));
      await gateway.db.delete(userRoles).where(eq(userRoles.role, 'portal-admin'));

      const csv = await call(admin, 'GET', `/v1/admin/usage.csv?${period}`);
      assert.equal(csv.statusCode, 200);
      assert.match(String(csv.headers['content-disposition']), /attachment; filename="nutzung-SV-Gruppe-2020-01-01-/);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      assert.equal(
        lines[0],
        '"Tag";"Werkzeug";"Läufe";"Fertig";"Gestoppt";"Fehlgeschlagen";"Abgelehnt";"Zeichen rein";"Zeichen raus";"Tokens";"Kosten (EUR)"',
      );
      assert.ok(
        lines.some((line) => line.startsWith(`"${today}";"Text zusammenfassen";`)),
        lines.join('\n'),
      );
    });
  });
}
