import { portalApi } from 'shared-auth';
import type { Role } from 'shared-ui';

/** The gateway's answers of /v1/admin/… (gateway/src/plugins/admin.ts). */
export interface Member {
  uid: string;
  email: string | null;
  displayName: string | null;
  roles: Role[];
  joinedAt: string;
}

export interface MemberPage {
  tenant: string;
  /** Every tenant the admin may look at (only their own, for a tenant admin). */
  tenants: string[];
  /** Roles this admin may grant and revoke. */
  grantable: Role[];
  page: number;
  pageSize: number;
  total: number;
  users: Member[];
}

export interface AuditEntry {
  id: number;
  at: string;
  actorUid: string | null;
  actorEmail: string | null;
  tenant: string | null;
  action: string;
  target: string | null;
  requestId: string | null;
}

export interface AuditFilter {
  action?: string;
  from?: string;
  to?: string;
  tenant?: string;
}

export interface AuditPage {
  tenant: string | null;
  page: number;
  pageSize: number;
  total: number;
  entries: AuditEntry[];
}

/** The filter as a query string, without empty values. */
export function auditQuery(filter: AuditFilter, extra: Record<string, string> = {}): string {
  const entries = Object.entries({ ...filter, ...extra }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return new URLSearchParams(entries).toString();
}

export const adminApi = portalApi.enhanceEndpoints({ addTagTypes: ['Members', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    members: build.query<MemberPage, { page: number; tenant?: string }>({
      query: ({ page, tenant }) => ({ path: `/v1/admin/users?${new URLSearchParams({ page: String(page), ...(tenant ? { tenant } : {}) })}` }),
      providesTags: ['Members'],
    }),
    changeRole: build.mutation<{ uid: string; roles: Role[] }, { uid: string; role: Role; grant: boolean }>({
      query: ({ uid, role, grant }) =>
        grant
          ? { path: `/v1/admin/users/${encodeURIComponent(uid)}/roles`, method: 'POST', body: { role } }
          : { path: `/v1/admin/users/${encodeURIComponent(uid)}/roles/${role}`, method: 'DELETE' },
      invalidatesTags: ['Members', 'Audit'],
    }),
    audit: build.query<AuditPage, AuditFilter & { page: number }>({
      query: ({ page, ...filter }) => ({ path: `/v1/admin/audit?${auditQuery(filter, { page: String(page) })}` }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useMembersQuery, useChangeRoleMutation, useAuditQuery } = adminApi;
