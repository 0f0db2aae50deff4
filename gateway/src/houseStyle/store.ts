/**
 * What the house style's routes share: a rule's stored values from a request body (checked against
 * its own examples), the rule as the pages see it (with its counts), and its history. Every write
 * of a rule records the rule as it is afterwards in `style_rule_changes`, so the page can say who
 * changed what; the audit log gets the same events without the content.
 */
import { and, asc, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import {
  STYLE_RULE_FIELDS,
  styleRuleBodySchema,
  type StyleRule,
  type StyleRuleBody,
  type StyleRuleChangeAction,
  type StyleRuleHistoryReply,
  type StyleRuleCategory,
  type StyleRuleKind,
} from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';
import { styleRuleChanges, styleRules, styleRuleStats } from '../db/schema.ts';
import { applyHouseStyle, checkRuleExamples, type StyleRule as EngineRule } from './engine.ts';

type Row = typeof styleRules.$inferSelect;
type Stats = Pick<typeof styleRuleStats.$inferSelect, 'fired' | 'accepted' | 'rejected'>;

/** A rule's content: what an editor sets, what the history compares. */
export type RuleValues = Omit<Pick<Row, (typeof STYLE_RULE_FIELDS)[number]>, 'kind' | 'category'> & {
  kind: StyleRuleKind;
  category: StyleRuleCategory;
};

export const valuesOfRow = (row: Row): RuleValues => ({
  title: row.title,
  explanation: row.explanation,
  category: row.category as StyleRuleCategory,
  kind: row.kind as StyleRuleKind,
  find: row.find,
  replace: row.replace,
  desk: row.desk,
  enabled: row.enabled,
  wholeWords: row.wholeWords,
  examplesFlagged: row.examplesFlagged,
  examplesUntouched: row.examplesUntouched,
});

export const NO_STATS: Stats = { fired: 0, accepted: 0, rejected: 0 };

/** `updated_by` of a rule the portal's seed wrote (seed.ts); the page says so instead of a name. */
export const SEED_AUTHOR = 'Vorgabe';

/** The rule on its first example (see `styleRuleSchema.example`): what staff see instead of its expression. */
function exampleOf(row: Row): StyleRule['example'] {
  const before = row.examplesFlagged[0];
  if (before === undefined || row.kind === 'instruction') return null;
  const result = applyHouseStyle(before, [{ ...valuesOfRow(row), id: String(row.id) }]);
  return { before, after: result.text, marked: result.hints.map((hint) => hint.passage) };
}

export const toStyleRule = (row: Row, stats: Stats | null = NO_STATS): StyleRule => ({
  id: String(row.id),
  ...valuesOfRow(row),
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy === SEED_AUTHOR ? null : row.updatedBy,
  example: exampleOf(row),
  stats: { fired: stats?.fired ?? 0, accepted: stats?.accepted ?? 0, rejected: stats?.rejected ?? 0 },
});

/** The values to store, or why the rule's own examples (or its expression) do not hold. */
export function ruleValuesOf(body: ReturnType<typeof styleRuleBodySchema.parse>): { values: RuleValues } | { problem: string } {
  const values: RuleValues = {
    title: body.title,
    explanation: body.explanation,
    category: body.category,
    kind: body.kind,
    find: body.find,
    replace: body.replace,
    desk: body.desk || null,
    enabled: body.enabled,
    wholeWords: body.wholeWords,
    examplesFlagged: body.examplesFlagged,
    examplesUntouched: body.examplesUntouched,
  };
  const problem = checkRuleExamples({ id: 'neu', ...values }, { flagged: values.examplesFlagged, untouched: values.examplesUntouched });
  return problem ? { problem } : { values };
}
export type { StyleRuleBody };

export async function recordRuleChange(
  db: Database,
  change: { ruleId: number; accountId: number; actorEmail: string | null; action: StyleRuleChangeAction; rule: RuleValues },
): Promise<void> {
  await db.insert(styleRuleChanges).values(change);
}

type FieldValue = string | boolean | string[] | null;
const same = (a: FieldValue, b: FieldValue) => JSON.stringify(a) === JSON.stringify(b);
const isSet = (value: FieldValue) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Newest first; each entry lists the fields that differ from the entry before it. */
export async function readRuleHistory(db: Database, accountId: number, ruleId: number): Promise<StyleRuleHistoryReply['entries']> {
  const rows = await db
    .select()
    .from(styleRuleChanges)
    .where(and(eq(styleRuleChanges.accountId, accountId), eq(styleRuleChanges.ruleId, ruleId)))
    .orderBy(desc(styleRuleChanges.at), desc(styleRuleChanges.id))
    .limit(100);
  return rows.map((row, index) => {
    const after = row.rule as Record<string, FieldValue>;
    const before = (rows[index + 1]?.rule ?? null) as Record<string, FieldValue> | null;
    const changes =
      row.action === 'delete'
        ? []
        : STYLE_RULE_FIELDS.filter((field) =>
            before ? !same(before[field] ?? null, after[field] ?? null) : isSet(after[field] ?? null),
          ).map((field) => ({ field, before: before?.[field] ?? null, after: after[field] ?? null }));
    return { at: row.at.toISOString(), actorEmail: row.actorEmail, action: row.action as StyleRuleChangeAction, changes };
  });
}

export interface HouseStyle {
  /** Rules that change or flag text, oldest first. */
  rules: EngineRule[];
  /** The sentences of the instruction rules, for a generative provider's prompt. */
  instructions: string[];
  /** When the newest of these rules was last changed (ISO); null without rules. */
  version: string | null;
}

/**
 * The house style of each tool run, kept a short while: loading a tenant's rules is the largest
 * statement of a run (with PGlite, ~2 ms of its one connection), the same for every run of a tenant.
 * A change through this gateway counts at once (`forgetHouseStyle` in every write below); one made
 * through another instance of a cluster within HOUSE_STYLE_KEPT_MS.
 */
export const HOUSE_STYLE_KEPT_MS = 3_000;
const keptStyles = new WeakMap<Database, Map<string, { until: number; style: Promise<HouseStyle> }>>();

function keptOf(db: Database) {
  let kept = keptStyles.get(db);
  if (!kept) {
    kept = new Map();
    keptStyles.set(db, kept);
  }
  return kept;
}

/** After a write of the tenant's rules: its next run loads them again. */
export function forgetHouseStyle(db: Database, accountId: number): void {
  const kept = keptOf(db);
  for (const key of kept.keys()) if (key.startsWith(`${accountId}:`)) kept.delete(key);
}

/** A tenant's enabled rules for all its desks, or for all and one desk (kept for HOUSE_STYLE_KEPT_MS). */
export function loadHouseStyle(db: Database, accountId: number, desk: string | null = null): Promise<HouseStyle> {
  const kept = keptOf(db);
  const key = `${accountId}:${desk ?? ''}`;
  const now = Date.now();
  const known = kept.get(key);
  if (known && known.until > now) return known.style;
  // Bounded by tenants × desks; ended entries go when the map grows.
  if (kept.size > 1_000) for (const [other, entry] of kept) if (entry.until <= now) kept.delete(other);
  const style = readHouseStyle(db, accountId, desk);
  kept.set(key, { until: now + HOUSE_STYLE_KEPT_MS, style });
  // A failed read is not kept: the next run asks again.
  style.catch(() => kept.get(key)?.style === style && kept.delete(key));
  return style;
}

async function readHouseStyle(db: Database, accountId: number, desk: string | null): Promise<HouseStyle> {
  const rows = await db
    .select()
    .from(styleRules)
    .where(
      and(
        eq(styleRules.accountId, accountId),
        eq(styleRules.enabled, true),
        desk ? or(isNull(styleRules.desk), eq(styleRules.desk, desk)) : isNull(styleRules.desk),
      ),
    )
    .orderBy(styleRules.id);
  return {
    rules: rows
      .filter(({ kind }) => kind !== 'instruction')
      .map((row) => ({
        id: String(row.id),
        title: row.title,
        explanation: row.explanation,
        kind: row.kind as EngineRule['kind'],
        find: row.find,
        replace: row.replace,
        wholeWords: row.wholeWords,
      })),
    instructions: rows.filter(({ kind }) => kind === 'instruction').map(({ replace }) => replace),
    // The rules as applied, named by their last change (the provenance label's „Hausstil vom …“).
    version: rows.length === 0 ? null : new Date(Math.max(...rows.map(({ updatedAt }) => updatedAt.getTime()))).toISOString(),
  };
}

/** The rule with this id in the tenant, if there is one. */
export async function findRule(db: Database, accountId: number, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(styleRules)
    .where(and(eq(styleRules.id, id), eq(styleRules.accountId, accountId)));
  return row;
}

const listOrder = [asc(styleRules.category), asc(styleRules.title), asc(styleRules.id)];

/** The tenant's rules, by category and title. */
export const rulesOf = (db: Database, accountId: number) =>
  db
    .select()
    .from(styleRules)
    .where(eq(styleRules.accountId, accountId))
    .orderBy(...listOrder);

/** The tenant's rules with their counts, by category and title. */
export const rulesWithStatsOf = (db: Database, accountId: number) =>
  db
    .select({ rule: styleRules, stats: styleRuleStats })
    .from(styleRules)
    .leftJoin(styleRuleStats, eq(styleRuleStats.ruleId, styleRules.id))
    .where(eq(styleRules.accountId, accountId))
    .orderBy(...listOrder);

/** The desks with enabled rules of their own, for the desk choice of the text tools. */
export async function desksOf(db: Database, accountId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ desk: styleRules.desk })
    .from(styleRules)
    .where(and(eq(styleRules.accountId, accountId), eq(styleRules.enabled, true), isNotNull(styleRules.desk)))
    .orderBy(asc(styleRules.desk));
  return rows.flatMap(({ desk }) => (desk ? [desk] : []));
}

/** A new rule and its first history entry, together. */
export function createRule(db: Database, accountId: number, values: RuleValues, actorEmail: string | null): Promise<Row> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(styleRules)
      .values({ ...values, accountId, updatedBy: actorEmail })
      .returning();
    await recordRuleChange(tx, { ruleId: inserted!.id, accountId, actorEmail, action: 'create', rule: values });
    forgetHouseStyle(db, accountId);
    return inserted!;
  });
}

/** The rule changed, with its counts. */
export async function updateRule(
  db: Database,
  id: number,
  values: RuleValues,
  actorEmail: string | null,
): Promise<{ row: Row; stats: Stats | null }> {
  const [row] = await db
    .update(styleRules)
    .set({ ...values, updatedAt: new Date(), updatedBy: actorEmail })
    .where(eq(styleRules.id, id))
    .returning();
  forgetHouseStyle(db, row!.accountId);
  const [stats] = await db.select().from(styleRuleStats).where(eq(styleRuleStats.ruleId, id));
  return { row: row!, stats: stats ?? null };
}

export async function deleteRule(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(styleRules).where(eq(styleRules.id, id)).returning({ accountId: styleRules.accountId });
  for (const { accountId } of deleted) forgetHouseStyle(db, accountId);
}

/** An import: rules matched by title are changed where they differ, the others created; all or nothing. */
export function importRules(
  db: Database,
  accountId: number,
  actorEmail: string | null,
  rules: readonly RuleValues[],
): Promise<{ created: number; updated: number }> {
  return db.transaction(async (tx) => {
    const existing = await tx.select().from(styleRules).where(eq(styleRules.accountId, accountId));
    const byTitle = new Map(existing.map((row) => [row.title.toLowerCase(), row]));
    let created = 0;
    let updated = 0;
    for (const values of rules) {
      const known = byTitle.get(values.title.toLowerCase());
      if (known && JSON.stringify(valuesOfRow(known)) === JSON.stringify(values)) continue;
      const [row] = known
        ? await tx
            .update(styleRules)
            .set({ ...values, updatedAt: new Date(), updatedBy: actorEmail })
            .where(eq(styleRules.id, known.id))
            .returning()
        : await tx
            .insert(styleRules)
            .values({ ...values, accountId, updatedBy: actorEmail })
            .returning();
      await recordRuleChange(tx, { ruleId: row!.id, accountId, actorEmail, action: 'import', rule: values });
      if (known) updated += 1;
      else created += 1;
    }
    forgetHouseStyle(db, accountId);
    return { created, updated };
  });
}
