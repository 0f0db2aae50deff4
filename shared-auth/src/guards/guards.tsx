import type { ReactNode } from 'react';
import { Navigate, Spinner, useLocation } from 'shared-ui';
import { useIsGroupTenant, useSession } from '../hooks';

interface ReturnState {
  from?: string;
}

/** Where the login page sends the user afterwards: the page they asked for, else home. */
export function useReturnPath(): string {
  const state = useLocation().state as ReturnState | null;
  const from = state?.from;
  return from && from.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : '/';
}

function Checking() {
  return <Spinner label="Anmeldung wird geprüft …" />;
}

/** Logged-out users go to /login and come back here afterwards. The gateway enforces the same. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, loggedIn } = useSession();
  const location = useLocation();
  if (status === 'unknown') return <Checking />;
  if (!loggedIn) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}

/** /login and /sign-up: a signed-in user goes on to the page they asked for (or home). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status, loggedIn } = useSession();
  const returnPath = useReturnPath();
  if (status === 'unknown') return <Checking />;
  if (loggedIn) return <Navigate to={returnPath} replace />;
  return children;
}

/** Group-only tools: users of another tenant are sent home (the gateway refuses them too). */
export function RequireGroupTenant({ children }: { children: ReactNode }) {
  const groupTenant = useIsGroupTenant();
  return groupTenant ? children : <Navigate to="/" replace />;
}
