import type { User } from 'firebase/auth';
import type { MessageCode } from 'shared-ui';
import type { MeReply } from 'portal-contract/schemas';
import { GatewayError, gatewayFetch } from '../gateway/gatewayFetch';
import { sessionFailed, signedIn, signedOut, verificationPending } from '../session';
import { microsoftProofSettled } from './microsoftProof';
import type { PortalDispatch } from '../store';
import { loadedFirebase, loadFirebase, type PortalFirebase } from './firebase';

/** `claimsUpdated`: the gateway has just set the tenant claim; the ID token must be refreshed to carry it. */
type MeResponse = MeReply;

/** How long to wait before asking the gateway again when it could not be reached. */
export const OFFLINE_RETRY_MS = 3000;

/**
 * Keeps the session slice in step with Firebase. A signed-in user becomes a portal session only once
 * the gateway has resolved the tenant; without one the user sees the registration error and is signed out.
 * An address that is not confirmed yet keeps the user signed in with Firebase: the login and sign-up
 * pages then ask to confirm it (no second login afterwards, see `confirmVerifiedEmail`).
 * When the gateway cannot be reached, the user stays signed in with Firebase and sees the offline
 * message; the gateway is asked again every few seconds, so the portal comes back by itself (and the
 * guard returns the user to the page they asked for) instead of waiting for a second sign-in.
 */
export function startSessionSync(dispatch: PortalDispatch): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let unsubscribe = () => {};

  const follow = ({ auth, sdk }: PortalFirebase) => {
    if (stopped) return;
    const confirm = async (user: User) => {
      try {
        // A Microsoft sign-in first proves its Entra tenant to the gateway (actions.ts).
        await microsoftProofSettled();
        const me = await gatewayFetch<MeResponse>('/v1/me');
        if (me.claimsUpdated) await user.getIdToken(true);
        // A newer auth change (sign-out, another user) wins over this answer.
        if (auth.currentUser?.uid === user.uid) dispatch(signedIn(me.user));
      } catch (error) {
        const code = error instanceof GatewayError ? error.code : 'unknown';
        if (auth.currentUser?.uid !== user.uid) return;
        if (code === 'email-not-verified') {
          dispatch(verificationPending({ email: user.email }));
          return;
        }
        dispatch(sessionFailed(code === 'tenant-not-allowed' ? 'registration-failed' : code));
        if (['registration-failed', 'tenant-not-allowed', 'session-expired', 'microsoft-tenant-not-allowed'].includes(code))
          await sdk.signOut(auth);
        if (code === 'offline') retry = setTimeout(() => void confirm(user), OFFLINE_RETRY_MS);
      }
    };
    unsubscribe = sdk.onAuthStateChanged(auth, (user) => {
      clearTimeout(retry);
      if (!user) {
        dispatch(signedOut());
        return;
      }
      void confirm(user);
    });
  };

  // Already loaded (a remote's harness, tests): follow at once; else as soon as its chunk is there.
  const firebase = loadedFirebase();
  if (firebase) follow(firebase);
  else
    loadFirebase().then(follow, () => {
      // Without Firebase's code (the network dropped) nobody can sign in: say so instead of waiting.
      if (!stopped) dispatch(sessionFailed('offline'));
    });
  return () => {
    stopped = true;
    clearTimeout(retry);
    unsubscribe();
  };
}

/** Reads the session again, e.g. after linking a provider or verifying the e-mail. */
export async function refreshSession(dispatch: PortalDispatch): Promise<void> {
  const user = (await loadFirebase()).auth.currentUser;
  if (!user) return;
  await user.reload();
  const me = await gatewayFetch<MeResponse>('/v1/me');
  if (me.claimsUpdated) await user.getIdToken(true);
  dispatch(signedIn(me.user));
}

/**
 * "Ich habe bestätigt": reloads the user from Firebase and takes a fresh ID token (the gateway reads
 * `email_verified` from it), then asks the gateway again. Signed in on success — the guard then opens
 * the page that was asked for; `email-still-unverified` while the link has not been opened.
 */
export async function confirmVerifiedEmail(dispatch: PortalDispatch): Promise<{ ok: true } | { ok: false; code: MessageCode }> {
  const user = (await loadFirebase()).auth.currentUser;
  if (!user) return { ok: false, code: 'session-expired' };
  try {
    await user.reload();
    if (!user.emailVerified) return { ok: false, code: 'email-still-unverified' };
    await user.getIdToken(true);
    const me = await gatewayFetch<MeResponse>('/v1/me');
    if (me.claimsUpdated) await user.getIdToken(true);
    dispatch(signedIn(me.user));
    return { ok: true };
  } catch (error) {
    const code = error instanceof GatewayError ? error.code : 'unknown';
    return { ok: false, code: code === 'email-not-verified' ? 'email-still-unverified' : code };
  }
}
