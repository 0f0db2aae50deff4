/**
 * A tenant's AI policy (docs/personal-data.md): what happens to texts with personal data for an
 * external provider, whether office holders stay named, whether copied results carry the AI label.
 * Read once per tool run that goes to a provider; set by its admins (routes.ts, audited).
 */
import { eq, sql } from 'drizzle-orm';
import type { PersonalDataPolicy } from 'portal-contract/ai-policy';
import type { AiPolicy } from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';
import { preparedPer } from '../db/prepared.ts';
import { accounts } from '../db/schema.ts';

/** What a tenant without a row gets. */
export const DEFAULT_POLICY: AiPolicy = { personalData: 'pseudonymise', keepOfficeHolders: false, aiLabel: false };

/** The policy as stored: the column holds one of the policy's names. */
export const policyOf = (row: { personalData: string; keepOfficeHolders: boolean; aiLabel: boolean }): AiPolicy => ({
  ...row,
  personalData: row.personalData as PersonalDataPolicy,
});

const policyRow = preparedPer((db) =>
  db
    .select({ personalData: accounts.personalDataPolicy, keepOfficeHolders: accounts.keepOfficeHolders, aiLabel: accounts.aiLabel })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('ai_policy_of'),
);

export async function aiPolicyOf(db: Database, accountId: number): Promise<AiPolicy> {
  const [row] = await policyRow(db).execute({ accountId });
  return row ? policyOf(row) : DEFAULT_POLICY;
}

export async function setAiPolicy(db: Database, accountId: number, policy: AiPolicy): Promise<void> {
  await db
    .update(accounts)
    .set({ personalDataPolicy: policy.personalData, keepOfficeHolders: policy.keepOfficeHolders, aiLabel: policy.aiLabel })
    .where(eq(accounts.id, accountId));
}
