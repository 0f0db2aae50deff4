/**
 * Which tenant a user belongs to (docs/product.md, "Tenants, users, roles"): the account that lists the uid
 * as a member; else the first account whose domains hold the e-mail's domain, which the user then
 * joins; else none. Only the server decides this — nothing the browser sends is trusted.
 */
import { arrayContains, asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit/auditLog.ts';
import type { Database } from '../db/client.ts';
import { accountMembers, accounts } from '../db/schema.ts';

export type { Tenant } from './tenant.ts';
import type { Tenant } from './tenant.ts';

/** The lower-cased part after the last "@", or undefined when there is none. */
export function emailDomain(email: string | null | undefined): string | undefined {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 0) return undefined;
  return (
    email
      .slice(at + 1)
      .trim()
      .toLowerCase() || undefined
  );
}

/** The first account (lowest id) that accepts the domain: a fixed order makes overlaps predictable. */
export async function findAccountByDomain(db: Database, domain: string): Promise<Tenant | undefined> {
  const [account] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(arrayContains(accounts.domains, [domain]))
    .orderBy(asc(accounts.id))
    .limit(1);
  return account;
}

async function findMembership(db: Database, uid: string): Promise<Tenant | undefined> {
  const [tenant] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accountMembers)
    .innerJoin(accounts, eq(accountMembers.accountId, accounts.id))
    .where(eq(accountMembers.uid, uid))
    .limit(1);
  return tenant;
}

/** The tenants of many members at once (renewing the kept ones, sessionCache.ts): uid → tenant, non-members missing. */
export async function membershipsOf(db: Database, uids: readonly string[]): Promise<Map<string, Tenant>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .select({ uid: accountMembers.uid, id: accounts.id, name: accounts.name })
    .from(accountMembers)
    .innerJoin(accounts, eq(accountMembers.accountId, accounts.id))
    .where(inArray(accountMembers.uid, [...uids]));
  return new Map(rows.map(({ uid, id, name }) => [uid, { id, name }]));
}

/** Only call for a verified identity (plugins/auth.ts): a domain join trusts the e-mail address. */
export async function resolveTenant(
  db: Database,
  user: { uid: string; email?: string | null | undefined },
  context: { requestId?: string } = {},
): Promise<Tenant | undefined> {
  const member = await findMembership(db, user.uid);
  if (member) return member;

  const domain = emailDomain(user.email);
  const account = domain ? await findAccountByDomain(db, domain) : undefined;
  if (!account) return undefined;

  // uid is the primary key: of two concurrent first sign-ins one insert wins, the other does nothing,
  // and both read back the row that exists.
  const joined = await db
    .insert(accountMembers)
    .values({ uid: user.uid, accountId: account.id })
    .onConflictDoNothing({ target: accountMembers.uid })
    .returning();
  if (joined.length > 0) {
    await recordAudit(db, {
      action: 'tenant.join',
      actorUid: user.uid,
      actorEmail: user.email ?? null,
      tenant: account.name,
      target: user.email ?? user.uid,
      requestId: context.requestId,
    });
  }
  return findMembership(db, user.uid);
}
