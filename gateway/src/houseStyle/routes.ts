/**
 * The house style's rules: every member of a tenant reads them (list, history, export, desks) and
 * counts its accept/reject decisions; style editors and admins of the tenant create, change, delete
 * and import them (`app.requireRole`, known to the route-classification test). A rule whose own
 * examples fail is refused with the failing example named; every change is in the audit log and in
 * the rule's history. Another tenant's rule is 404, as if it did not exist.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { hasAnyRole, slugify, STYLE_EDITOR_ROLES } from 'portal-contract';
import {
  STYLE_IMPORT_MAX_LENGTH,
  styleDesksReplySchema,
  styleExportJsonSchema,
  styleImportBodySchema,
  styleImportReplySchema,
  styleRuleBodySchema,
  styleRuleDecisionsBodySchema,
  styleRuleHistoryReplySchema,
  styleRuleParamsSchema,
  styleRulePreviewBodySchema,
  styleRulePreviewReplySchema,
  styleRuleReplySchema,
  styleRulesReplySchema,
} from 'portal-contract/schemas';
import { auditRequest, type AuditAction } from '../audit/auditLog.ts';
import type { Database } from '../db/client.ts';
import type { styleRules } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { currentTenant, currentUser } from '../plugins/auth.ts';
import { applyHouseStyle, checkRuleExamples, type StyleRule as EngineRule } from './engine.ts';
import { countDecisions } from './stats.ts';
import {
  createRule,
  deleteRule,
  desksOf,
  findRule,
  importRules,
  readRuleHistory,
  recordRuleChange,
  ruleValuesOf,
  rulesOf,
  rulesWithStatsOf,
  toStyleRule,
  updateRule,
  valuesOfRow,
  type RuleValues,
} from './store.ts';
import { checkImport, exportCsv, exportJson, parseFile } from './transfer.ts';

type Row = typeof styleRules.$inferSelect;

/** The stored values of a body whose examples hold; else 400 with the failing example named. */
function checked(body: Parameters<typeof ruleValuesOf>[0]): RuleValues {
  const result = ruleValuesOf(body);
  if ('problem' in result) throw new ApiError(400, 'style-rule-invalid', { reason: result.problem });
  return result.values;
}

const houseStyle: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const editorsOnly = { onRequest: app.requireRole(...STYLE_EDITOR_ROLES), config: { roles: [...STYLE_EDITOR_ROLES] } };

  const audit = (request: FastifyRequest, action: AuditAction, target: string) => auditRequest(db, request, action, target);

  /** The rule with this id in the caller's tenant, or 404. */
  async function ownRule(request: FastifyRequest, id: string): Promise<Row> {
    const row = await findRule(db, currentTenant(request).id, Number(id));
    if (!row) throw new ApiError(404, 'not-found');
    return row;
  }

  const tenantRules = (request: FastifyRequest) => rulesOf(db, currentTenant(request).id);

  const change = (request: FastifyRequest, ruleId: number, action: 'create' | 'update' | 'delete' | 'import', rule: RuleValues) =>
    recordRuleChange(db, { ruleId, accountId: currentTenant(request).id, actorEmail: currentUser(request).email ?? null, action, rule });

  app.get('/house-style/rules', { schema: { response: { 200: styleRulesReplySchema } } }, async (request) => {
    const rows = await rulesWithStatsOf(db, currentTenant(request).id);
    return {
      rules: rows.map(({ rule, stats }) => toStyleRule(rule, stats)),
      canEdit: hasAnyRole(await app.rolesOfRequest(request), STYLE_EDITOR_ROLES),
    };
  });

  // The desks with rules of their own, for the desk choice of the text tools.
  app.get('/house-style/desks', { schema: { response: { 200: styleDesksReplySchema } } }, async (request) => {
    return { desks: await desksOf(db, currentTenant(request).id) };
  });

  app.post(
    '/house-style/rules',
    { ...editorsOnly, schema: { body: styleRuleBodySchema, response: { 201: styleRuleReplySchema } } },
    async (request, reply) => {
      const values = checked(request.body);
      const row = await createRule(db, currentTenant(request).id, values, currentUser(request).email ?? null);
      await audit(request, 'style-rule.create', values.title);
      return reply.code(201).send({ rule: toStyleRule(row) });
    },
  );

  // The editor's live preview: the rule on a sample text, and why it cannot be saved yet.
  app.post(
    '/house-style/preview',
    { ...editorsOnly, schema: { body: styleRulePreviewBodySchema, response: { 200: styleRulePreviewReplySchema } } },
    async (request) => {
      const { rule: input, text } = request.body;
      const rule: EngineRule = { id: 'vorschau', ...input };
      const problem = checkRuleExamples(rule, { flagged: input.examplesFlagged, untouched: input.examplesUntouched });
      if (problem?.startsWith('Der reguläre Ausdruck')) return { text, changes: [], hints: [], problem };
      const applied = applyHouseStyle(text, [rule]);
      return {
        text: applied.text,
        changes: applied.changes.map(({ original, replacement }) => ({ original, replacement })),
        hints: applied.hints.map(({ passage }) => passage),
        problem,
      };
    },
  );

  app.put(
    '/house-style/rules/:id',
    { ...editorsOnly, schema: { params: styleRuleParamsSchema, body: styleRuleBodySchema, response: { 200: styleRuleReplySchema } } },
    async (request) => {
      const existing = await ownRule(request, request.params.id);
      const values = checked(request.body);
      const { row, stats } = await updateRule(db, existing.id, values, currentUser(request).email ?? null);
      await change(request, existing.id, 'update', values);
      await audit(request, 'style-rule.update', values.title);
      return { rule: toStyleRule(row, stats) };
    },
  );

  app.delete('/house-style/rules/:id', { ...editorsOnly, schema: { params: styleRuleParamsSchema } }, async (request, reply) => {
    const existing = await ownRule(request, request.params.id);
    await deleteRule(db, existing.id);
    await change(request, existing.id, 'delete', valuesOfRow(existing));
    await audit(request, 'style-rule.delete', existing.title);
    return reply.code(204).send();
  });

  app.get(
    '/house-style/rules/:id/history',
    { schema: { params: styleRuleParamsSchema, response: { 200: styleRuleHistoryReplySchema } } },
    async (request) => {
      const rule = await ownRule(request, request.params.id);
      return { entries: await readRuleHistory(db, rule.accountId, rule.id) };
    },
  );

  // Accept and reject clicks on house-style changes in the redact diff: counts per rule, no text.
  app.post('/house-style/decisions', { schema: { body: styleRuleDecisionsBodySchema } }, async (request, reply) => {
    await countDecisions(db, currentTenant(request).id, request.body.decisions);
    return reply.code(204).send();
  });

  const fileName = (request: FastifyRequest, at: Date, extension: string) =>
    `attachment; filename="hausstil-${slugify(currentTenant(request).name)}-${at.toISOString().slice(0, 10)}.${extension}"`;

  app.get('/house-style/export.csv', async (request, reply) => {
    const content = exportCsv((await tenantRules(request)).map(valuesOfRow));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', fileName(request, new Date(), 'csv'))
      .send(content);
  });

  app.get('/house-style/export.json', { schema: { response: { 200: styleExportJsonSchema } } }, async (request, reply) => {
    const at = new Date();
    const rules = (await tenantRules(request)).map(valuesOfRow);
    return reply
      .header('content-disposition', fileName(request, at, 'json'))
      .send(exportJson(rules, { tenant: currentTenant(request).name, at }));
  });

  app.post(
    '/house-style/import',
    {
      ...editorsOnly,
      // JSON escapes can make the file up to six times longer in the request body.
      bodyLimit: STYLE_IMPORT_MAX_LENGTH * 6 + 1024,
      schema: { body: styleImportBodySchema, response: { 200: styleImportReplySchema } },
    },
    async (request) => {
      const { format, content } = request.body;
      if (content.length > STYLE_IMPORT_MAX_LENGTH) throw new ApiError(413, 'file-too-large', { max: '1 MB' });
      const { rules, problems } = checkImport(parseFile(format, content));
      if (problems.length > 0) throw new ApiError(400, 'style-import-invalid', undefined, { problems: problems.slice(0, 200) });
      const accountId = currentTenant(request).id;
      const actorEmail = currentUser(request).email ?? null;
      const counts = await importRules(db, accountId, actorEmail, rules);
      await audit(request, 'style-rule.import', `${counts.created} neu, ${counts.updated} geändert`);
      return counts;
    },
  );
};

export default houseStyle;
