import { useSelector } from 'react-redux';
import type { PortalState } from './store';
import type { SessionState } from './session';
import { isGroupTenant } from './tenant';

export function useSession(): SessionState {
  return useSelector((state: PortalState) => state.session);
}

export function useTenant(): string | null {
  return useSelector((state: PortalState) => state.session.data?.tenant ?? null);
}

export function useIsGroupTenant(): boolean {
  return isGroupTenant(useTenant());
}
