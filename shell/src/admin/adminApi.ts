import { portalApi } from 'shared-auth';

import type { Role } from 'portal-contract';
import type { AdminUsersReply, AuditEntry, AuditReply, Member, RemoteStatusReply, RolesReply } from 'portal-contract/schemas';

/** The gateway's answers of /v1/admin/…, as the contract types them. */
export type { AuditEntry, Member };
/** Every tenant the admin may look at (`tenants`) and the roles they may grant (`grantable`). */
export type MemberPage = AdminUsersReply;

export interface AuditFilter {
  action?: string;
  from?: string;
  to?: string;
  tenant?: string;
}

export type AuditPage = AuditReply;

/** The filter as a query string, without empty values. */
export function auditQuery(filter: AuditFilter, extra: Record<string, string> = {}): string {
  const entries = Object.entries({ ...filter, ...extra }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return new URLSearchParams(entries).toString();
}

export const adminApi = portalApi.enhanceEndpoints({ addTagTypes: ['Members', 'Audit', 'Remotes'] }).injectEndpoints({
  endpoints: (build) => ({
    members: build.query<MemberPage, { page: number; tenant?: string }>({
      query: ({ page, tenant }) => ({
        path: `/v1/admin/users?${new URLSearchParams({ page: String(page), ...(tenant ? { tenant } : {}) })}`,
      }),
      providesTags: ['Members'],
    }),
    changeRole: build.mutation<RolesReply, { uid: string; role: Role; grant: boolean }>({
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
    remoteStatus: build.query<RemoteStatusReply, void>({
      query: () => ({ path: '/v1/admin/remotes' }),
      providesTags: ['Remotes'],
    }),
    /** `promote`, or `rollback` to `version` (without one: the previous entry, or the stage withdrawn). */
    changeRelease: build.mutation<RemoteStatusReply, { remote: string; step: 'promote' | 'rollback'; version?: string }>({
      query: ({ remote, step, version }) => ({
        path: `/v1/admin/remotes/${encodeURIComponent(remote)}/${step}`,
        method: 'POST',
        body: step === 'rollback' ? (version ? { version } : {}) : undefined,
      }),
      invalidatesTags: ['Remotes', 'Audit'],
    }),
  }),
});

export const { useMembersQuery, useChangeRoleMutation, useAuditQuery, useRemoteStatusQuery, useChangeReleaseMutation } = adminApi;
