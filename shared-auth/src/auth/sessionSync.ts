import { onAuthStateChanged, signOut } from 'firebase/auth';
import { GatewayError, gatewayFetch } from '../gateway/gatewayFetch';
import { sessionFailed, signedIn, signedOut, type SessionUser } from '../session';
import type { PortalDispatch } from '../store';
import { portalAuth } from './firebase';

interface MeResponse {
  user: SessionUser;
  /** The gateway has just set the tenant claim; the ID token must be refreshed to carry it. */
  claimsUpdated: boolean;
}

/**
 * Keeps the session slice in step with Firebase. A signed-in user becomes a portal session only once
 * the gateway has resolved the tenant; without one the user sees the registration error and is signed out.
 */
export function startSessionSync(dispatch: PortalDispatch): () => void {
  const auth = portalAuth();
  return onAuthStateChanged(auth, async (user) => {
    if (!user) {
      dispatch(signedOut());
      return;
    }
    try {
      const me = await gatewayFetch<MeResponse>('/v1/me');
      if (me.claimsUpdated) await user.getIdToken(true);
      // A newer auth change (sign-out, another user) wins over this answer.
      if (auth.currentUser?.uid === user.uid) dispatch(signedIn(me.user));
    } catch (error) {
      const code = error instanceof GatewayError ? error.code : 'unknown';
      dispatch(sessionFailed(code === 'tenant-not-allowed' ? 'registration-failed' : code));
      if (code === 'registration-failed' || code === 'tenant-not-allowed' || code === 'session-expired') await signOut(auth);
    }
  });
}

/** Reads the session again, e.g. after linking a provider or verifying the e-mail. */
export async function refreshSession(dispatch: PortalDispatch): Promise<void> {
  const user = portalAuth().currentUser;
  if (!user) return;
  await user.reload();
  const me = await gatewayFetch<MeResponse>('/v1/me');
  dispatch(signedIn(me.user));
}
