/**
 * Roles beyond staff, kept in `user_roles`. Changing one writes the audit log and the custom claim
 * `roles` in one go, so the browser's view and the gateway's agree after the next token refresh.
 * The gateway itself never trusts the claim: it reads the table (through the session cache).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import { isRole, type Role } from 'portal-contract';
import { recordAudit, type AuditActor } from '../audit/auditLog.ts';
import type { Database } from '../db/client.ts';
import { accountMembers, accounts, userRoles } from '../db/schema.ts';

export async function rolesOf(db: Database, uid: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.uid, uid)).orderBy(asc(userRoles.role));
  return rows.map(({ role }) => role).filter(isRole);
}

/** Roles of many users at once (the admin list): uid → roles, missing uids have none. */
export async function rolesOfMany(db: Database, uids: readonly string[]): Promise<Map<string, Role[]>> {
  const byUid = new Map<string, Role[]>();
  if (uids.length === 0) return byUid;
  const rows = await db
    .select()
    .from(userRoles)
    .where(inArray(userRoles.uid, [...uids]))
    .orderBy(asc(userRoles.role));
  for (const { uid, role } of rows) if (isRole(role)) byUid.set(uid, [...(byUid.get(uid) ?? []), role]);
  return byUid;
}

/** Writes `roles` (and keeps every other claim, e.g. `tenant`) into the user's token claims. */
export async function writeRolesClaim(auth: Auth, uid: string, roles: readonly Role[]): Promise<void> {
  const record = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, { ...record.customClaims, roles: [...roles] });
}

export type RoleChange = { uid: string; email: string | null; tenant: string | null; role: Role; grant: boolean };

/**
 * Grants or revokes; idempotent (granting a role twice changes nothing and logs nothing).
 * Returns the user's roles afterwards. Who may do it is the caller's check.
 */
export async function changeRole(db: Database, auth: Auth, change: RoleChange, actor: AuditActor & { grantedBy: string }): Promise<Role[]> {
  const changed = change.grant
    ? await db
        .insert(userRoles)
        .values({ uid: change.uid, role: change.role, grantedBy: actor.grantedBy })
        .onConflictDoNothing()
        .returning()
    : await db
        .delete(userRoles)
        .where(and(eq(userRoles.uid, change.uid), eq(userRoles.role, change.role)))
        .returning();
  const roles = await rolesOf(db, change.uid);
  if (changed.length > 0) {
    await recordAudit(db, {
      action: change.grant ? 'role.grant' : 'role.revoke',
      actorUid: actor.actorUid,
      actorEmail: actor.actorEmail,
      tenant: change.tenant,
      target: `${change.email ?? change.uid}: ${change.role}`,
      requestId: actor.requestId,
    });
  }
  await writeRolesClaim(auth, change.uid, roles);
  return roles;
}

/** The tenant (name) a user belongs to, if any. */
async function tenantNameOf(db: Database, uid: string): Promise<string | null> {
  const [row] = await db
    .select({ name: accounts.name })
    .from(accountMembers)
    .innerJoin(accounts, eq(accountMembers.accountId, accounts.id))
    .where(eq(accountMembers.uid, uid));
  return row?.name ?? null;
}

export class UnknownUserError extends Error {
  override name = 'UnknownUserError';
}

/**
 * `npm run admin -- grant|revoke <e-mail> <role>`, directly or through a running gateway: the first
 * admins are made here. The audit log names the command line as the actor.
 */
export async function roleByCommand(db: Database, auth: Auth, command: { email: string; role: Role; grant: boolean }) {
  const user = await auth.getUserByEmail(command.email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') throw new UnknownUserError(command.email);
    throw error;
  });
  const tenant = await tenantNameOf(db, user.uid);
  const roles = await changeRole(
    db,
    auth,
    { uid: user.uid, email: user.email ?? command.email, tenant, role: command.role, grant: command.grant },
    { actorUid: null, actorEmail: 'Kommandozeile (npm run admin)', tenant, requestId: null, grantedBy: 'cli' },
  );
  return { uid: user.uid, email: user.email ?? command.email, tenant, roles };
}
