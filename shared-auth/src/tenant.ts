/** The publishing group's own tenant; group-only tools are open to its users alone. */
export const GROUP_TENANT = 'SV-Gruppe';

export function isGroupTenant(tenant: string | null | undefined): boolean {
  return tenant === GROUP_TENANT;
}
