/**
 * Administration (docs/trust.md): the members of a tenant with their roles, granting and revoking
 * roles, and the audit log. Tenant admins act on their own tenant only; portal admins on every
 * tenant. Each route declares its roles with `app.requireRole` (the route-classification test in
 * security.test.ts knows every one). The audit log has no route that changes it.
 */
import { usersByUid } from '../account/users.ts';
import { asc, count, eq } from 'drizzle-orm';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ADMIN_ROLES, grantableRoles, toCsv, type Role } from 'portal-contract';
import {
  adminUsersQuerySchema,
  adminUsersReplySchema,
  auditCsvQuerySchema,
  auditQuerySchema,
  auditReplySchema,
  roleBodySchema,
  rolesReplySchema,
  uidParamsSchema,
  uidRoleParamsSchema,
} from 'portal-contract/schemas';
import { actingTenant as actingTenantOf } from './actingTenant.ts';
import { readAudit, type AuditActor, type AuditRow } from '../audit/auditLog.ts';
import type { Database } from '../db/client.ts';
import { accountMembers, accounts } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { changeRole, rolesOfMany } from '../roles/roles.ts';
import { currentTenant, currentUser } from '../plugins/auth.ts';

export const ADMIN_PAGE_SIZE = 25;
/** A CSV export holds at most this many entries (newest first); narrow the period for more. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

type AdminOptions = { db: Database; auth: Auth };

const admin: FastifyPluginAsyncZod<AdminOptions> = async (app, { db, auth }) => {
  const adminOnly = { onRequest: app.requireRole(...ADMIN_ROLES), config: { roles: [...ADMIN_ROLES] } };

  const actingTenant = (request: FastifyRequest, named: string | undefined) => actingTenantOf(app, db, request, named);

  function actor(request: FastifyRequest): AuditActor & { grantedBy: string } {
    const user = currentUser(request);
    return {
      actorUid: user.uid,
      actorEmail: user.email ?? null,
      tenant: currentTenant(request).name,
      requestId: request.id,
      grantedBy: user.uid,
    };
  }

  const firebaseUsers = (uids: string[]): Promise<Map<string, UserRecord>> => usersByUid(auth, uids);

  app.get(
    '/admin/users',
    {
      ...adminOnly,
      schema: {
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersReplySchema },
      },
    },
    async (request) => {
      const tenant = await actingTenant(request, request.query.tenant);
      const actorRoles = await app.rolesOfRequest(request);
      const [counted] = await db.select({ total: count() }).from(accountMembers).where(eq(accountMembers.accountId, tenant.id));
      const members = await db
        .select({ uid: accountMembers.uid, joinedAt: accountMembers.createdAt })
        .from(accountMembers)
        .where(eq(accountMembers.accountId, tenant.id))
        .orderBy(asc(accountMembers.createdAt), asc(accountMembers.uid))
        .limit(ADMIN_PAGE_SIZE)
        .offset((request.query.page - 1) * ADMIN_PAGE_SIZE);
      const uids = members.map(({ uid }) => uid);
      const [records, roles] = await Promise.all([firebaseUsers(uids), rolesOfMany(db, uids)]);
      const tenants = actorRoles.includes('portal-admin')
        ? (await db.select({ name: accounts.name }).from(accounts).orderBy(asc(accounts.name))).map(({ name }) => name)
        : [tenant.name];
      return {
        tenant: tenant.name,
        tenants,
        grantable: grantableRoles(actorRoles),
        page: request.query.page,
        pageSize: ADMIN_PAGE_SIZE,
        total: counted?.total ?? 0,
        users: members.map(({ uid, joinedAt }) => ({
          uid,
          email: records.get(uid)?.email ?? null,
          displayName: records.get(uid)?.displayName ?? null,
          roles: roles.get(uid) ?? [],
          joinedAt: joinedAt.toISOString(),
        })),
      };
    },
  );

  /** The target must be a member of a tenant the actor administers; returns that tenant's name. */
  async function targetTenant(request: FastifyRequest, uid: string): Promise<string> {
    const [membership] = await db
      .select({ name: accounts.name })
      .from(accountMembers)
      .innerJoin(accounts, eq(accountMembers.accountId, accounts.id))
      .where(eq(accountMembers.uid, uid));
    const isPortalAdmin = (await app.rolesOfRequest(request)).includes('portal-admin');
    // Another tenant's member is "not found" for a tenant admin: nothing about them leaks.
    if (!membership || (!isPortalAdmin && membership.name !== currentTenant(request).name)) throw new ApiError(404, 'not-found');
    return membership.name;
  }

  async function change(request: FastifyRequest, uid: string, role: Role, grant: boolean) {
    const tenant = await targetTenant(request, uid);
    if (!grantableRoles(await app.rolesOfRequest(request)).includes(role)) throw new ApiError(403, 'role-missing');
    if (!grant && uid === currentUser(request).uid && (ADMIN_ROLES as readonly string[]).includes(role))
      throw new ApiError(409, 'own-admin-role');
    const target = (await firebaseUsers([uid])).get(uid);
    const roles = await changeRole(db, auth, { uid, email: target?.email ?? null, tenant, role, grant }, actor(request));
    app.sessions.forgetAccess(uid);
    return { uid, roles };
  }

  const rolesReply = { 200: rolesReplySchema };

  app.post(
    '/admin/users/:uid/roles',
    { ...adminOnly, schema: { params: uidParamsSchema, body: roleBodySchema, response: rolesReply } },
    async (request) => change(request, request.params.uid, request.body.role, true),
  );

  app.delete(
    '/admin/users/:uid/roles/:role',
    { ...adminOnly, schema: { params: uidRoleParamsSchema, response: rolesReply } },
    async (request) => change(request, request.params.uid, request.params.role, false),
  );

  const entry = (row: AuditRow) => ({ ...row, at: row.at.toISOString() });

  app.get(
    '/admin/audit',
    {
      ...adminOnly,
      schema: {
        querystring: auditQuerySchema,
        response: { 200: auditReplySchema },
      },
    },
    async (request) => {
      const { page: pageNumber, action, from, to } = request.query;
      const tenant = await auditTenant(request, request.query.tenant);
      if (from && to && from > to) throw new ApiError(400, 'invalid-date-range');
      const { total, rows } = await readAudit(db, {
        tenant,
        action,
        from,
        to,
        limit: ADMIN_PAGE_SIZE,
        offset: (pageNumber - 1) * ADMIN_PAGE_SIZE,
      });
      return { tenant: tenant ?? null, page: pageNumber, pageSize: ADMIN_PAGE_SIZE, total, entries: rows.map(entry) };
    },
  );

  app.get('/admin/audit.csv', { ...adminOnly, schema: { querystring: auditCsvQuerySchema } }, async (request, reply) => {
    const { action, from, to } = request.query;
    const tenant = await auditTenant(request, request.query.tenant);
    if (from && to && from > to) throw new ApiError(400, 'invalid-date-range');
    const { rows } = await readAudit(db, { tenant, action, from, to, limit: AUDIT_CSV_MAX_ROWS, offset: 0 });
    const header = ['id', 'zeit', 'akteur', 'akteur_uid', 'mandant', 'aktion', 'ziel', 'anfrage'];
    const values = rows.map((row) => [
      row.id,
      row.at.toISOString(),
      row.actorEmail,
      row.actorUid,
      row.tenant,
      row.action,
      row.target,
      row.requestId,
    ]);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="protokoll.csv"')
      .send(toCsv(header, values));
  });

  /** Tenant admins read their own tenant's entries; portal admins all, or the tenant they name. */
  async function auditTenant(request: FastifyRequest, named: string | undefined): Promise<string | undefined> {
    const isPortalAdmin = (await app.rolesOfRequest(request)).includes('portal-admin');
    if (isPortalAdmin) return named;
    if (named !== undefined && named !== currentTenant(request).name) throw new ApiError(403, 'role-missing');
    return currentTenant(request).name;
  }
};

export default admin;
