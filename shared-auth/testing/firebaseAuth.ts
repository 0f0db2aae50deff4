/**
 * The Firebase Auth SDK as every jest run of the shell, the remotes and shared-auth sees it: jest
 * maps `firebase/auth` here (testing/jest.cjs), so no test file mocks Firebase itself. There is no
 * network and no persistence; the test decides who is signed in:
 *
 *   signInTestUser()                                   // Erika of the group tenant, ID token 'test-token'
 *   signInTestUser({ email, tenant, roles })           // someone else
 *   signInTestUser({ idToken: (force) => (force ? 'fresh' : 'cached') })
 *   signOutTestUser()
 *
 * Every test starts signed out (testing/jestSetup.ts). A sign-in or sign-out is reported at once to
 * the `onAuthStateChanged` listeners, as Firebase reports one after start-up; subscribing does not
 * report the current state by itself, so a test says when Firebase answers. Firebase's own calls
 * (sign-in, reset mail, sign-out, …) are jest mocks that resolve without doing anything and without
 * changing who is signed in; a test makes one fail with e.g.
 * `jest.mocked(signInWithEmailAndPassword).mockRejectedValueOnce(error)`.
 */
import type { Role } from 'shared-ui';
import type { SessionUser } from '../src/session';
import { TEST_ID_TOKEN, testUser } from './testUser';

export interface TestUserOptions extends Partial<SessionUser> {
  /** The ID token `getIdToken(forceRefresh)` hands out: 'test-token' unless given. */
  idToken?: string | ((forceRefresh: boolean) => string);
}

/** The signed-in Firebase account, with its token calls as mocks a test can inspect or change. */
export interface TestFirebaseUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  photoURL: string | null;
  providerData: { providerId: string }[];
  getIdToken: jest.Mock<Promise<string>, [forceRefresh?: boolean]>;
  /** Tenant and roles travel as custom claims, as the gateway sets them. */
  getIdTokenResult: jest.Mock<Promise<{ token: string; claims: { tenant: string | null; roles: Role[] } }>, [forceRefresh?: boolean]>;
  reload: jest.Mock<Promise<void>, []>;
  /** The portal session the gateway's `/v1/me` answers for this account (e.g. for `signedIn`). */
  session: SessionUser;
}

type AuthListener = (user: TestFirebaseUser | null) => void;

let signedInUser: TestFirebaseUser | null = null;
const listeners = new Set<AuthListener>();

function notify(): void {
  for (const listener of [...listeners]) listener(signedInUser);
}

/** Signs `options` (by default the group tenant's test user) in with Firebase and reports it. */
export function signInTestUser({ idToken = TEST_ID_TOKEN, ...overrides }: TestUserOptions = {}): TestFirebaseUser {
  // Unless given, `groupTenant` follows the tenant, as the gateway's GROUP_TENANT (the test user's tenant) would.
  const tenant = 'tenant' in overrides ? overrides.tenant : testUser.tenant;
  const session: SessionUser = { ...testUser, groupTenant: tenant === testUser.tenant, ...overrides };
  const tokenFor = (forceRefresh = false) => (typeof idToken === 'function' ? idToken(forceRefresh) : idToken);
  signedInUser = {
    uid: session.uid,
    email: session.email,
    displayName: session.displayName,
    emailVerified: session.emailVerified,
    photoURL: session.photoURL,
    providerData: session.provider ? [{ providerId: session.provider }] : [],
    getIdToken: jest.fn(async (forceRefresh?: boolean) => tokenFor(forceRefresh)),
    getIdTokenResult: jest.fn(async (forceRefresh?: boolean) => ({
      token: tokenFor(forceRefresh),
      claims: { tenant: session.tenant, roles: session.roles },
    })),
    reload: jest.fn(async () => undefined),
    session,
  };
  notify();
  return signedInUser;
}

/** Signs the current user out of Firebase and reports it. */
export function signOutTestUser(): void {
  signedInUser = null;
  notify();
}

/** The user Firebase has signed in now, if any. */
export const currentTestUser = (): TestFirebaseUser | null => signedInUser;

// ---- The SDK's surface that shared-auth uses -------------------------------------------------

const testAuth = {
  name: '[DEFAULT]',
  languageCode: null as string | null,
  get currentUser() {
    return signedInUser;
  },
};

export function getAuth(): typeof testAuth {
  return testAuth;
}

export function initializeAuth(): typeof testAuth {
  return testAuth;
}

export const indexedDBLocalPersistence = { type: 'LOCAL' };
export const browserLocalPersistence = { type: 'LOCAL' };
export const browserPopupRedirectResolver = {};

export function connectAuthEmulator(): void {}

export function onAuthStateChanged(_auth: unknown, listener: AuthListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export class OAuthProvider {
  customParameters: Record<string, string> = {};

  constructor(readonly providerId: string) {}

  setCustomParameters(parameters: Record<string, string>): this {
    this.customParameters = parameters;
    return this;
  }

  /** A test's popup result may carry `idToken`, the Microsoft ID token the gateway checks. */
  static credentialFromResult(result: unknown): { idToken: string } | null {
    const idToken = (result as { idToken?: unknown } | null | undefined)?.idToken;
    return typeof idToken === 'string' ? { idToken } : null;
  }
}

const firebaseCall = () => jest.fn(async (..._args: unknown[]): Promise<void> => undefined);

export const signInWithEmailAndPassword = firebaseCall();
export const signInWithPopup = firebaseCall();
export const linkWithPopup = firebaseCall();
export const sendEmailVerification = firebaseCall();
export const sendPasswordResetEmail = firebaseCall();
export const signOut = firebaseCall();

const calls = [signInWithEmailAndPassword, signInWithPopup, linkWithPopup, sendEmailVerification, sendPasswordResetEmail, signOut];

/** Before each test: nobody signed in, no listeners, every call fresh. */
export function resetTestAuth(): void {
  signedInUser = null;
  listeners.clear();
  for (const call of calls) {
    call.mockReset();
    call.mockImplementation(async () => undefined);
  }
}
