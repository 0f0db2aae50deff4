import type { OAuthProvider } from 'firebase/auth';
import type { MessageCode } from 'shared-ui';
import { GatewayError, gatewayFetch } from '../gateway/gatewayFetch';
import { authErrorCode } from './authErrors';
import { loadFirebase, type FirebaseSdk } from './firebase';
import { withMicrosoftProof } from './microsoftProof';

/** Login, SSO and link actions answer with a message code instead of throwing (docs/product.md). */
export type ActionResult = { ok: true } | { ok: false; code: MessageCode };

const ok: ActionResult = { ok: true };
const failed = (error: unknown): ActionResult => ({
  ok: false,
  code: error instanceof GatewayError ? error.code : authErrorCode(error),
});

let microsoftTenantId = '';

export function setMicrosoftTenant(tenantId: string): void {
  microsoftTenantId = tenantId;
}

/** Microsoft sign-in restricted to the configured Entra tenant. */
function microsoftProvider(sdk: FirebaseSdk): OAuthProvider {
  const provider = new sdk.OAuthProvider('microsoft.com');
  provider.setCustomParameters({ prompt: 'select_account', ...(microsoftTenantId ? { tenant: microsoftTenantId } : {}) });
  return provider;
}

export async function loginWithPassword(email: string, password: string): Promise<ActionResult> {
  try {
    const { auth, sdk } = await loadFirebase();
    await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
    return ok;
  } catch (error) {
    return failed(error);
  }
}

export async function loginWithMicrosoft(): Promise<ActionResult> {
  try {
    const { auth, sdk } = await loadFirebase();
    await withMicrosoftProof(sdk, () => sdk.signInWithPopup(auth, microsoftProvider(sdk), sdk.browserPopupRedirectResolver));
    return ok;
  } catch (error) {
    return failed(error);
  }
}

export async function linkMicrosoftAccount(): Promise<ActionResult> {
  const { auth, sdk } = await loadFirebase();
  const user = auth.currentUser;
  if (!user) return { ok: false, code: 'user-null' };
  try {
    await withMicrosoftProof(sdk, () => sdk.linkWithPopup(user, microsoftProvider(sdk), sdk.browserPopupRedirectResolver));
    return ok;
  } catch (error) {
    return failed(error);
  }
}

export async function sendPasswordReset(email: string): Promise<ActionResult> {
  try {
    const { auth, sdk } = await loadFirebase();
    await sdk.sendPasswordResetEmail(auth, email.trim());
    return ok;
  } catch (error) {
    const result = failed(error);
    // Do not reveal whether an account exists for the address.
    return !result.ok && result.code === 'wrong-credentials' ? ok : result;
  }
}

/**
 * Sign-up runs through the gateway, which allows only e-mail domains of a tenant; then the user
 * signs in and gets the verification mail.
 */
export async function signUp(email: string, password: string, displayName: string): Promise<ActionResult> {
  try {
    await gatewayFetch('/v1/sign-up', {
      method: 'POST',
      body: JSON.stringify({ email: email.trim(), password, displayName: displayName.trim() || undefined }),
    });
    const { auth, sdk } = await loadFirebase();
    const { user } = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
    await sdk.sendEmailVerification(user);
    return ok;
  } catch (error) {
    return failed(error);
  }
}

/**
 * Sends the confirmation link again. Firebase limits how often (too-many-requests); the page adds a
 * wait of its own between two mails.
 */
export async function resendVerificationMail(): Promise<ActionResult> {
  const { auth, sdk } = await loadFirebase();
  const user = auth.currentUser;
  if (!user) return { ok: false, code: 'user-null' };
  try {
    await sdk.sendEmailVerification(user);
    return ok;
  } catch (error) {
    return failed(error);
  }
}

export async function logout(): Promise<void> {
  const { auth, sdk } = await loadFirebase();
  await sdk.signOut(auth);
}
