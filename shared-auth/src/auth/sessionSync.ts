import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { GatewayError, gatewayFetch } from '../gateway/gatewayFetch';
import { sessionFailed, signedIn, signedOut, type SessionUser } from '../session';
import type { PortalDispatch } from '../store';
import { portalAuth } from './firebase';

interface MeResponse {
  user: SessionUser;
  /** The gateway has just set the tenant claim; the ID token must be refreshed to carry it. */
  claimsUpdated: boolean;
}

/** How long to wait before asking the gateway again when it could not be reached. */
export const OFFLINE_RETRY_MS = 3000;

/**
 * Keeps the session slice in step with Firebase. A signed-in user becomes a portal session only once
 * the gateway has resolved the tenant; without one the user sees the registration error and is signed out.
 * When the gateway cannot be reached, the user stays signed in with Firebase and sees the offline
 * message; the gateway is asked again every few seconds, so the portal comes back by itself (and the
 * guard returns the user to the page they asked for) instead of waiting for a second sign-in.
 */
export function startSessionSync(dispatch: PortalDispatch): () => void {
  const auth = portalAuth();
  let retry: ReturnType<typeof setTimeout> | undefined;

  const confirm = async (user: User) => {
    try {
      const me = await gatewayFetch<MeResponse>('/v1/me');
      if (me.claimsUpdated) await user.getIdToken(true);
      // A newer auth change (sign-out, another user) wins over this answer.
      if (auth.currentUser?.uid === user.uid) dispatch(signedIn(me.user));
    } catch (error) {
      const code = error instanceof GatewayError ? error.code : 'unknown';
      if (auth.currentUser?.uid !== user.uid) return;
      dispatch(sessionFailed(code === 'tenant-not-allowed' ? 'registration-failed' : code));
      if (code === 'registration-failed' || code === 'tenant-not-allowed' || code === 'session-expired') await signOut(auth);
      if (code === 'offline') retry = setTimeout(() => void confirm(user), OFFLINE_RETRY_MS);
    }
  };

  const unsubscribe = onAuthStateChanged(auth, (user) => {
    clearTimeout(retry);
    if (!user) {
      dispatch(signedOut());
      return;
    }
    void confirm(user);
  });
  return () => {
    clearTimeout(retry);
    unsubscribe();
  };
}

/** Reads the session again, e.g. after linking a provider or verifying the e-mail. */
export async function refreshSession(dispatch: PortalDispatch): Promise<void> {
  const user = portalAuth().currentUser;
  if (!user) return;
  await user.reload();
  const me = await gatewayFetch<MeResponse>('/v1/me');
  dispatch(signedIn(me.user));
}
