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

/** The router state RequireGroupTenant sends home with: the page that was refused, so home can say why. */
interface RefusedState {
  groupOnly?: unknown;
}

/**
 * Group-only tools: users of another tenant are sent home (the gateway refuses them too), with the
 * refused path in the router state; home says why (useRefusedGroupOnlyPage). The note belongs to that
 * one history entry, so it is gone after any navigation.
 */
export function RequireGroupTenant({ children }: { children: ReactNode }) {
  const groupTenant = useIsGroupTenant();
  const { pathname } = useLocation();
  return groupTenant ? children : <Navigate to="/" replace state={{ groupOnly: pathname } satisfies RefusedState} />;
}

/** The group-only page that just sent this user home, or null. */
export function useRefusedGroupOnlyPage(): string | null {
  const state = useLocation().state as RefusedState | null;
  return typeof state?.groupOnly === 'string' ? state.groupOnly : null;
}
