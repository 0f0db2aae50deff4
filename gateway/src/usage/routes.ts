/**
 * The tenant's AI quota and usage: every member reads the quota (the shell's banner at 80 %), tenant
 * and portal admins set it for their own tenant (audit `quota.change`) and read the usage dashboard
 * (portal admins of any tenant, whose users they see unnamed).
 */
import { usersByUid } from '../account/users.ts';
import { eq } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES, features, toCsv } from 'portal-contract';
import { quotaBodySchema, quotaReplySchema, usageReportQuerySchema, usageReportSchema, type UsageReport } from 'portal-contract/schemas';
import { actingTenant } from '../admin/actingTenant.ts';
import { auditRequest } from '../audit/auditLog.ts';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { currentTenant } from '../plugins/auth.ts';
import { flushUsage } from './count.ts';
import { flushSourceChecks } from './sourceChecks.ts';
import { quotaOf } from './quota.ts';
import { usageFigures } from './report.ts';

const usage: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (app, { db, auth }) => {
  const adminsOnly = { onRequest: app.requireRole(...ADMIN_ROLES), config: { roles: [...ADMIN_ROLES] } };

  app.get('/quota', { schema: { response: { 200: quotaReplySchema } } }, async (request) => quotaOf(db, currentTenant(request).id));

  app.put('/admin/quota', { ...adminsOnly, schema: { body: quotaBodySchema, response: { 200: quotaReplySchema } } }, async (request) => {
    const tenant = currentTenant(request);
    const { limitChars } = request.body;
    await db.update(accounts).set({ quotaMonthlyChars: limitChars }).where(eq(accounts.id, tenant.id));
    await auditRequest(db, request, 'quota.change', limitChars === null ? 'kein Kontingent' : `${limitChars} Zeichen im Monat`);
    return quotaOf(db, tenant.id);
  });

  /** The report of the tenant the caller may see; users by e-mail only for their own tenant. */
  async function report(request: FastifyRequest, query: { from: string; to: string; tenant?: string | undefined }): Promise<UsageReport> {
    if (query.from > query.to) throw new ApiError(400, 'invalid-date-range');
    const tenant = await actingTenant(app, db, request, query.tenant);
    await Promise.all([flushUsage(db), flushSourceChecks(db)]); // the counts of the last second too
    const [figures, quota] = await Promise.all([usageFigures(db, tenant.id, query.from, query.to), quotaOf(db, tenant.id)]);
    const emails = tenant.own ? await emailsOf(figures.users.map((user) => user.uid)) : new Map<string, string>();
    const users = figures.users.map(({ uid, runs, chars }) => ({ email: emails.get(uid) ?? null, unnamed: !tenant.own, runs, chars }));
    return { ...figures, tenant: tenant.name, users, quota };
  }

  async function emailsOf(uids: string[]): Promise<Map<string, string>> {
    const users = await usersByUid(auth, uids);
    return new Map([...users.values()].flatMap((user) => (user.email ? [[user.uid, user.email] as const] : [])));
  }

  app.get(
    '/admin/usage',
    { ...adminsOnly, schema: { querystring: usageReportQuerySchema, response: { 200: usageReportSchema } } },
    (request) => report(request, request.query),
  );

  app.get('/admin/usage.csv', { ...adminsOnly, schema: { querystring: usageReportQuerySchema } }, async (request, reply) => {
    const { days, tenant } = await report(request, request.query);
    const header = [
      'Tag',
      'Werkzeug',
      'Läufe',
      'Fertig',
      'Gestoppt',
      'Fehlgeschlagen',
      'Abgelehnt',
      'Zeichen rein',
      'Zeichen raus',
      'Tokens',
      'Kosten (EUR)',
    ];
    const rows = days.map((row) => [
      row.day,
      features.find((feature) => feature.id === row.tool)?.name ?? row.tool,
      row.runs,
      row.done,
      row.stopped,
      row.failed,
      row.refused,
      row.charsIn,
      row.charsOut,
      row.tokens,
      row.costEuro.toFixed(4),
    ]);
    const name = `nutzung-${tenant}-${request.query.from}-${request.query.to}.csv`.replace(/[^\w.-]+/g, '-');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(toCsv(header, rows, ';'));
  });
};

export default usage;
