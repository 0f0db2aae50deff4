import { hasAnyRole, type Role } from 'shared-ui';
import { useSelector } from 'react-redux';
import type { PortalState } from './store';
import type { SessionState } from './session';

export function useSession(): SessionState {
  return useSelector((state: PortalState) => state.session);
}

export function useTenant(): string | null {
  return useSelector((state: PortalState) => state.session.data?.tenant ?? null);
}

/** Group-only tools are for users of the group tenant; which tenant that is, the gateway knows. */
export function useIsGroupTenant(): boolean {
  return useSelector((state: PortalState) => state.session.data?.groupTenant ?? false);
}

const NO_ROLES: readonly Role[] = [];

/** The user's roles beyond staff (empty for staff and while signed out). */
export function useRoles(): readonly Role[] {
  return useSelector((state: PortalState) => state.session.data?.roles ?? NO_ROLES);
}

/** Whether the user has one of `roles`: for showing or hiding only, the gateway decides. */
export function useHasAnyRole(roles: readonly Role[]): boolean {
  return hasAnyRole(useRoles(), roles);
}
