/** /admin/users and /admin/audit: tenant admins for their tenant, portal admins for every tenant. */
import { z } from 'zod';
import { ROLES } from '../catalogue/roles.ts';
import { isoDaySchema } from './common.ts';

/** What the append-only audit log records. */
export const AUDIT_ACTIONS = [
  'user.sign-up',
  'tenant.join',
  'role.grant',
  'role.revoke',
  'announcement.send',
  'dashboards.import',
  'microsoft.verified',
  'microsoft.refused',
  'style-rule.create',
  'style-rule.update',
  'style-rule.delete',
  'style-rule.import',
  'history.retention',
  'quota.change',
  'preview.start',
  'release.publish',
  'release.stage',
  'release.promote',
  'release.rollback',
  'release.prune',
  'release.auto-rollback',
  'ai-policy.change',
  'personal-data.pseudonymised',
  'personal-data.offline',
  'personal-data.refused',
  'personal-data.asked',
] as const;

/** What the release commands (npm run release/promote/rollback/prune) write into the audit log. */
export const RELEASE_AUDIT_ACTIONS = ['release.publish', 'release.stage', 'release.promote', 'release.rollback', 'release.prune'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const invalid = { error: 'validation-failed' } as const;
const page = z.coerce.number(invalid).int(invalid).min(1, invalid).max(100_000, invalid).default(1);
export const tenantName = z.string().trim().min(1).max(200).optional();

export const adminUsersQuerySchema = z.object({ page, tenant: tenantName });
export const auditQuerySchema = z.object({
  page,
  tenant: tenantName,
  action: z.enum(AUDIT_ACTIONS, invalid).optional(),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
});
export const auditCsvQuerySchema = auditQuerySchema.omit({ page: true });
export const roleBodySchema = z.object({ role: z.enum(ROLES, invalid) });
// A Firebase user id: 1–128 characters, none a control character (a NUL would reach the database
// as text, which PostgreSQL refuses). Any other id is no user of ours, an unknown role no role: 404.
const noSuch = { error: 'not-found' } as const;
export const uidParamsSchema = z.object({
  uid: z
    .string(noSuch)
    .min(1, noSuch)
    .max(128, noSuch)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    .regex(/^[^\u0000-\u001f\u007f]+$/, noSuch),
});
export const uidRoleParamsSchema = uidParamsSchema.extend({ role: z.enum(ROLES, noSuch) });

export const memberSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  joinedAt: z.string(),
});
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorUid: z.string().nullable(),
  actorEmail: z.string().nullable(),
  tenant: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  requestId: z.string().nullable(),
});

export const adminUsersReplySchema = z.object({
  tenant: z.string(),
  tenants: z.array(z.string()),
  grantable: z.array(z.enum(ROLES)),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  users: z.array(memberSchema),
});
export const rolesReplySchema = z.object({ uid: z.string(), roles: z.array(z.enum(ROLES)) });
export const auditReplySchema = z.object({
  tenant: z.string().nullable(),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  entries: z.array(auditEntrySchema),
});

export type Member = z.infer<typeof memberSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AdminUsersReply = z.infer<typeof adminUsersReplySchema>;
export type AuditReply = z.infer<typeof auditReplySchema>;
export type RolesReply = z.infer<typeof rolesReplySchema>;
