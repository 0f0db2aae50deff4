/**
 * The real Firebase Auth emulator (started by scripts/with-auth-emulator.mjs): users, ID tokens and
 * hand-made tokens for the cases a real client cannot produce on demand.
 */
import type { Auth } from 'firebase-admin/auth';

const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!host) {
  throw new Error('Die Gateway-Tests brauchen den Auth-Emulator: `npm test -w gateway` startet ihn (FIREBASE_AUTH_EMULATOR_HOST fehlt).');
}
export const EMULATOR_HOST = host;
export const PROJECT_ID = 'demo-ki-portal';
export const TEST_PASSWORD = 'Test-Passwort-1';

const base = `http://${EMULATOR_HOST}`;
const identityToolkit = `${base}/identitytoolkit.googleapis.com/v1`;

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function clearUsers(): Promise<void> {
  await call(`${base}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}

function postJson<T>(path: string, body: unknown): Promise<T> {
  return call<T>(`${identityToolkit}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** What the browser's signInWithEmailAndPassword does; returns the ID token. */
export async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const { idToken } = await postJson<{ idToken: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return idToken;
}

/** A user made with the client API directly against Firebase, bypassing the gateway's sign-up. */
export async function signUpDirectly(email: string, password = TEST_PASSWORD): Promise<{ uid: string; idToken: string }> {
  const { localId, idToken } = await postJson<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: localId, idToken };
}

/** A user created with firebase-admin, then signed in like the browser would. */
export async function createSignedInUser(
  auth: Auth,
  email: string,
  properties: { displayName?: string; emailVerified?: boolean } = {},
): Promise<{ uid: string; idToken: string }> {
  const user = await auth.createUser({ email, password: TEST_PASSWORD, emailVerified: true, ...properties });
  return { uid: user.uid, idToken: await signIn(email) };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeToken(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

/** An unsigned JWT (alg none) like the emulator issues, with the given claims. */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** A token that claims to be RS256-signed but carries a made-up signature. */
export function wronglySignedToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'RS256', kid: 'made-up', typ: 'JWT' })}.${base64url(claims)}.${Buffer.from('not a signature').toString('base64url')}`;
}

/** What the browser's sendEmailVerification does: the emulator keeps the mail's link (oobCode). */
export async function sendVerificationMail(idToken: string): Promise<void> {
  await postJson('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
}

/** The owner of the mailbox opens the newest confirmation link the emulator sent to `email`. */
export async function openVerificationLink(email: string): Promise<void> {
  const { oobCodes } = await call<{ oobCodes: { email: string; requestType: string; oobCode: string }[] }>(
    `${base}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
    { method: 'GET' },
  );
  const mail = oobCodes.filter((code) => code.email === email.toLowerCase() && code.requestType === 'VERIFY_EMAIL').at(-1);
  if (!mail) throw new Error(`Keine Bestätigungsmail an ${email}`);
  await postJson('accounts:update', { oobCode: mail.oobCode });
}

/**
 * What the browser's Microsoft popup ends in: the emulator signs in with the Microsoft ID token it is
 * given (it reads its claims without checking a signature) and returns Firebase's ID token.
 */
export async function signInWithMicrosoft(microsoftIdToken: string): Promise<{ uid: string; idToken: string }> {
  const { localId, idToken } = await postJson<{ localId: string; idToken: string }>('accounts:signInWithIdp', {
    postBody: `id_token=${microsoftIdToken}&providerId=microsoft.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return { uid: localId, idToken };
}

/** What linking Microsoft on „Mein Konto“ ends in: the Microsoft account joins the signed-in user. */
export async function linkMicrosoft(idToken: string, microsoftIdToken: string): Promise<{ uid: string; idToken: string }> {
  const { localId, idToken: linked } = await postJson<{ localId: string; idToken: string }>('accounts:signInWithIdp', {
    idToken,
    postBody: `id_token=${microsoftIdToken}&providerId=microsoft.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return { uid: localId, idToken: linked };
}
