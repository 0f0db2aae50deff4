import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, PageSkeleton, useLocation } from 'shared-ui';
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

/** The page's shape while Firebase looks for a session: what the prerendered frame shows, too. */
function Checking() {
  return <PageSkeleton label="Anmeldung wird geprüft …" />;
}

/**
 * Whether Firebase's first answer may be shown. A store update renders synchronously, and rendering
 * the whole signed-in frame and page in it was one task of ~260 ms on a throttled phone; so the
 * first answer is taken in a background render (useDeferredValue) that yields to the browser, while
 * the placeholder stays a moment longer. Later changes (sign-in, logout) are not deferred.
 */
export function useSessionSettled(): boolean {
  const { status } = useSession();
  const shown = useDeferredValue(status);
  return status === 'ready' && shown === 'ready';
}

/** Logged-out users go to /login and come back here afterwards. The gateway enforces the same. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const settled = useSessionSettled();
  const location = useLocation();
  if (!settled) return <Checking />;
  if (!loggedIn) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}

/**
 * /login and /sign-up: a signed-in user goes on to the page they asked for (or home). While the
 * session is still unknown the form shows, as prerendered: it is what nearly everyone opening these
 * pages needs, and a signed-in visitor is sent on before the page paints (shell/src/prerender).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const returnPath = useReturnPath();
  if (loggedIn) return <Navigate to={returnPath} replace />;
  return children;
}

/** Group-only tools: users of another tenant are sent home (the gateway refuses them too). */
export function RequireGroupTenant({ children }: { children: ReactNode }) {
  const groupTenant = useIsGroupTenant();
  return groupTenant ? children : <Navigate to="/" replace />;
}
