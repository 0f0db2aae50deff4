/**
 * firebase-admin for one gateway instance. Each instance gets its own named app so tests can build
 * several and `delete()` each one, which lets the process exit.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type AppOptions } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export type FirebaseAuth = { auth: Auth; close: () => Promise<void> };

/**
 * `transport` is how firebase-admin reaches Google (key fetch, user lookups): an `httpAgent` for a
 * proxy, a `credential` other than Application Default Credentials. main.ts passes none; the
 * production-mode token test routes Google's endpoints to a local stand-in with it.
 */
export function openFirebaseAuth(
  config: { firebaseProjectId: string; firebaseAuthEmulatorHost: string | undefined },
  transport: Pick<AppOptions, 'httpAgent' | 'credential'> = {},
): FirebaseAuth {
  // firebase-admin reads the emulator host from the environment only; the validated config decides.
  if (config.firebaseAuthEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // Without an explicit credential firebase-admin uses Application Default Credentials in production.
  const app = initializeApp({ ...transport, projectId: config.firebaseProjectId }, `gateway-${randomUUID()}`);
  return { auth: getAuth(app), close: () => deleteApp(app) };
}

/** firebase-admin errors carry codes such as `auth/user-not-found`. */
export function isAuthError(error: unknown, ...codes: string[]): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && codes.includes(String(error.code));
}
