import type { UserCredential } from 'firebase/auth';
import type { FirebaseSdk } from './firebase';
import { gatewayFetch } from '../gateway/gatewayFetch';

/**
 * A Microsoft sign-in gets a session only once the gateway has seen its Microsoft ID token come from
 * the configured Entra tenant (Firebase's own token does not name the tenant). The token is handed
 * over right after the popup; the session sync waits for that before it asks for the session, or
 * the gateway would refuse a sign-in that is about to prove itself.
 */
let pending: Promise<void> = Promise.resolve();

export function microsoftProofSettled(): Promise<void> {
  return pending;
}

/** Runs a popup sign-in (or link) and hands its Microsoft ID token to the gateway; never rejects the wait. */
export function withMicrosoftProof(sdk: FirebaseSdk, popup: () => Promise<UserCredential>): Promise<UserCredential> {
  let settle = () => undefined as void;
  pending = new Promise<void>((resolve) => (settle = resolve));
  const run = (async () => {
    try {
      const result = await popup();
      const idToken = sdk.OAuthProvider.credentialFromResult(result)?.idToken;
      // Without a token (e.g. a provider that returns none) the gateway decides alone.
      if (idToken) await gatewayFetch('/v1/microsoft-sign-in', { method: 'POST', body: JSON.stringify({ idToken }) });
      return result;
    } finally {
      settle();
    }
  })();
  return run;
}
