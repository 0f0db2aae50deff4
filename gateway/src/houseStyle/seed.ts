/**
 * The house style a tenant starts with (data/house-style.json): the group's style guide and a few
 * rules of the partner's own, to show that tenants differ. Written once per tenant — a tenant that
 * has rules, or whose editors ever changed one (audit log), is left as its editors keep it. Each
 * seeded rule's history starts with it (by nobody: the portal's own seed).
 */
import { readFileSync } from 'node:fs';
import { and, count, eq, like } from 'drizzle-orm';
import { styleRuleBodySchema } from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';
import { accounts, auditLog, styleRules } from '../db/schema.ts';
import { forgetHouseStyle, recordRuleChange, ruleValuesOf, SEED_AUTHOR, valuesOfRow } from './store.ts';

const SEED_FILE = new URL('../../data/house-style.json', import.meta.url);

/** The seed's rules per tenant name, each checked like a rule an editor saves; a bad one stops the start. */
export function readHouseStyleSeed(file: URL = SEED_FILE) {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown[]>;
  return Object.entries(raw).map(([tenant, rules]) => ({
    tenant,
    rules: rules.map((input) => {
      const rule = styleRuleBodySchema.parse(input);
      const checked = ruleValuesOf(rule);
      if ('problem' in checked) throw new Error(`Hausstil-Vorgabe „${rule.title}“ (${tenant}): ${checked.problem}`);
      return checked.values;
    }),
  }));
}

export async function seedHouseStyle(db: Database): Promise<void> {
  for (const { tenant, rules } of readHouseStyleSeed()) {
    const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, tenant));
    if (!account) continue;
    const [{ rules: existing }] = (await db.select({ rules: count() }).from(styleRules).where(eq(styleRules.accountId, account.id))) as [
      { rules: number },
    ];
    const [{ changes }] = (await db
      .select({ changes: count() })
      .from(auditLog)
      .where(and(eq(auditLog.tenant, tenant), like(auditLog.action, 'style-rule.%')))) as [{ changes: number }];
    if (existing > 0 || changes > 0) continue;
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(styleRules)
        .values(rules.map((rule) => ({ ...rule, accountId: account.id, updatedBy: SEED_AUTHOR })))
        .returning();
      for (const row of rows)
        await recordRuleChange(tx, { ruleId: row.id, accountId: account.id, actorEmail: null, action: 'create', rule: valuesOfRow(row) });
    });
    forgetHouseStyle(db, account.id);
  }
}
