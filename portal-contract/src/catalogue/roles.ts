/**
 * Roles beyond staff (everyone who signed in with a tenant). The gateway keeps them in its database,
 * carries them as the custom claim `roles` and enforces them on every route; the browser only uses
 * them to show or hide. Read by the gateway too, so both sides name the same roles.
 */
export const ROLES = ['style-editor', 'tenant-admin', 'portal-admin', 'developer'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export const roleLabels: Record<Role, string> = {
  'style-editor': 'Hausstil-Redaktion',
  'tenant-admin': 'Mandanten-Administration',
  'portal-admin': 'Portal-Administration',
  developer: 'Entwicklung',
};

export const roleDescriptions: Record<Role, string> = {
  'style-editor': 'pflegt den Hausstil des eigenen Mandanten',
  'tenant-admin': 'verwaltet Rollen, Nutzung und Kontingente des eigenen Mandanten und liest sein Protokoll',
  'portal-admin': 'verwaltet alle Mandanten und die Releases',
  developer: 'darf Bereiche aus einer Entwicklungsumgebung im eigenen Tab ausprobieren',
};

/** Who administers users: tenant admins for their tenant, portal admins for every tenant. */
export const ADMIN_ROLES: readonly Role[] = ['tenant-admin', 'portal-admin'];

/** Who keeps the house style: its editors, and the admins of the tenant (portal admins of every tenant). */
export const STYLE_EDITOR_ROLES: readonly Role[] = ['style-editor', 'tenant-admin', 'portal-admin'];

/**
 * Which roles an administrator may grant or revoke. Portal-wide roles (portal-admin, developer:
 * it loads code from a development origin) only a portal admin hands out.
 */
export function grantableRoles(actorRoles: readonly Role[]): Role[] {
  if (actorRoles.includes('portal-admin')) return [...ROLES];
  if (actorRoles.includes('tenant-admin')) return ['style-editor', 'tenant-admin'];
  return [];
}

export function hasAnyRole(userRoles: readonly Role[] | null | undefined, wanted: readonly Role[]): boolean {
  return (userRoles ?? []).some((role) => wanted.includes(role));
}
