/**
 * The audit log: who did what when (role changes, sign-ups and tenant joins, announcements, imports,
 * and the admin actions of later areas). Rows are only ever added; the table's trigger refuses any
 * change. Never put a tool's text here, only what identifies the action.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { AUDIT_ACTIONS, type AuditAction } from 'portal-contract/schemas';
import { currentTenant, currentUser } from '../plugins/requestIdentity.ts';

export { AUDIT_ACTIONS, type AuditAction };

export type AuditEntry = {
  action: AuditAction;
  actorUid?: string | null | undefined;
  actorEmail?: string | null | undefined;
  tenant?: string | null | undefined;
  target?: string | null | undefined;
  requestId?: string | null | undefined;
};

/** Something a Fastify request has: who is acting, in which tenant, with which request id. */
export type AuditActor = { actorUid: string | null; actorEmail: string | null; tenant: string | null; requestId: string | null };

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUid: entry.actorUid ?? null,
    actorEmail: entry.actorEmail ?? null,
    tenant: entry.tenant ?? null,
    target: entry.target ?? null,
    requestId: entry.requestId ?? null,
  });
}

/** An admin's or editor's change, by the signed-in caller of the request, in their tenant. */
export async function auditRequest(db: Database, request: FastifyRequest, action: AuditAction, target: string): Promise<void> {
  const user = currentUser(request);
  await recordAudit(db, {
    action,
    actorUid: user.uid,
    actorEmail: user.email ?? null,
    tenant: currentTenant(request).name,
    target,
    requestId: request.id,
  });
}

export type AuditQuery = {
  /** undefined: every tenant (portal admins only). */
  tenant: string | undefined;
  action?: string | undefined;
  /** Inclusive start and end days (YYYY-MM-DD, UTC). */
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
};

export type AuditRow = typeof auditLog.$inferSelect;

function conditions(query: AuditQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.tenant !== undefined) parts.push(eq(auditLog.tenant, query.tenant));
  if (query.action) parts.push(eq(auditLog.action, query.action));
  if (query.from) parts.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) parts.push(lt(auditLog.at, sql`${`${query.to}T00:00:00Z`}::timestamptz + interval '1 day'`));
  return parts.length ? and(...parts) : undefined;
}

/** Newest first, with the number of all matching rows for paging. */
export async function readAudit(db: Database, query: AuditQuery): Promise<{ total: number; rows: AuditRow[] }> {
  const where = conditions(query);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  return { total: counted?.total ?? 0, rows };
}
