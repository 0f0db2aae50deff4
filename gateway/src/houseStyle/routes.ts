/**
 * The house style's rules: every member of a tenant reads them, style editors and admins of the
 * tenant create, change and delete them (`app.requireRole`, known to the route-classification test).
 * A rule whose own examples fail is refused with the failing example named; every change is in the
 * audit log. Another tenant's rule is 404, as if it did not exist.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { hasAnyRole, STYLE_EDITOR_ROLES } from 'portal-contract';
import {
  styleRuleBodySchema,
  styleRuleParamsSchema,
  styleRulePreviewBodySchema,
  styleRulePreviewReplySchema,
  styleRuleReplySchema,
  styleRulesReplySchema,
  type StyleRule,
  type StyleRuleBody,
} from 'portal-contract/schemas';
import { recordAudit, type AuditAction } from '../audit/auditLog.ts';
import type { Database } from '../db/client.ts';
import { styleRules } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { currentTenant, currentUser } from '../plugins/auth.ts';
import { applyHouseStyle, checkRuleExamples, type StyleRule as EngineRule } from './engine.ts';

type Row = typeof styleRules.$inferSelect;

export const toStyleRule = (row: Row): StyleRule => ({
  id: String(row.id),
  title: row.title,
  explanation: row.explanation,
  category: row.category as StyleRule['category'],
  kind: row.kind as StyleRule['kind'],
  find: row.find,
  replace: row.replace,
  desk: row.desk,
  enabled: row.enabled,
  wholeWords: row.wholeWords,
  examplesFlagged: row.examplesFlagged,
  examplesUntouched: row.examplesUntouched,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** The rule's examples must hold before it is stored; the reply names the first that does not. */
function checked(body: StyleRuleBody & { enabled: boolean; wholeWords: boolean }) {
  const reason = checkRuleExamples(
    {
      id: 'neu',
      title: body.title,
      explanation: body.explanation,
      kind: body.kind,
      find: body.find,
      replace: body.replace,
      wholeWords: body.wholeWords,
    },
    { flagged: body.examplesFlagged, untouched: body.examplesUntouched },
  );
  if (reason) throw new ApiError(400, 'style-rule-invalid', { reason });
  return {
    title: body.title,
    explanation: body.explanation,
    category: body.category,
    kind: body.kind,
    find: body.find,
    replace: body.replace,
    desk: body.desk ?? null,
    enabled: body.enabled,
    wholeWords: body.wholeWords,
    examplesFlagged: body.examplesFlagged,
    examplesUntouched: body.examplesUntouched,
  };
}

const houseStyle: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const editorsOnly = { onRequest: app.requireRole(...STYLE_EDITOR_ROLES), config: { roles: [...STYLE_EDITOR_ROLES] } };

  async function audit(request: FastifyRequest, action: AuditAction, title: string) {
    const user = currentUser(request);
    await recordAudit(db, {
      action,
      actorUid: user.uid,
      actorEmail: user.email ?? null,
      tenant: currentTenant(request).name,
      target: title,
      requestId: request.id,
    });
  }

  /** The rule with this id in the caller's tenant, or 404. */
  async function ownRule(request: FastifyRequest, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(styleRules)
      .where(and(eq(styleRules.id, Number(id)), eq(styleRules.accountId, currentTenant(request).id)));
    if (!row) throw new ApiError(404, 'not-found');
    return row;
  }

  app.get('/house-style/rules', { schema: { response: { 200: styleRulesReplySchema } } }, async (request) => {
    const rows = await db
      .select()
      .from(styleRules)
      .where(eq(styleRules.accountId, currentTenant(request).id))
      .orderBy(asc(styleRules.category), asc(styleRules.title), asc(styleRules.id));
    return { rules: rows.map(toStyleRule), canEdit: hasAnyRole(await app.rolesOfRequest(request), STYLE_EDITOR_ROLES) };
  });

  app.post(
    '/house-style/rules',
    { ...editorsOnly, schema: { body: styleRuleBodySchema, response: { 201: styleRuleReplySchema } } },
    async (request, reply) => {
      const values = checked(request.body);
      const [row] = await db
        .insert(styleRules)
        .values({ ...values, accountId: currentTenant(request).id, updatedBy: currentUser(request).email ?? null })
        .returning();
      await audit(request, 'style-rule.create', values.title);
      return reply.code(201).send({ rule: toStyleRule(row!) });
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
      const [row] = await db
        .update(styleRules)
        .set({ ...values, updatedAt: new Date(), updatedBy: currentUser(request).email ?? null })
        .where(eq(styleRules.id, existing.id))
        .returning();
      await audit(request, 'style-rule.update', values.title);
      return { rule: toStyleRule(row!) };
    },
  );

  app.delete('/house-style/rules/:id', { ...editorsOnly, schema: { params: styleRuleParamsSchema } }, async (request, reply) => {
    const existing = await ownRule(request, request.params.id);
    await db.delete(styleRules).where(eq(styleRules.id, existing.id));
    await audit(request, 'style-rule.delete', existing.title);
    return reply.code(204).send();
  });
};

export default houseStyle;
