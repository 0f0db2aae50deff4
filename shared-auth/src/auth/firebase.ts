import type { Auth, User } from 'firebase/auth';
import { nextTask, type PortalConfig } from 'shared-ui';

export type FirebaseSdk = typeof import('./firebaseSdk');
export interface PortalFirebase {
  auth: Auth;
  sdk: FirebaseSdk;
}

let config: PortalConfig['firebase'] | null = null;
let loading: Promise<PortalFirebase> | null = null;
let loaded: PortalFirebase | null = null;

/** Remembers the project; nothing is loaded yet (loadFirebase does that on first need). */
export function configureFirebase(portalConfig: Pick<PortalConfig, 'firebase'>): void {
  config ??= portalConfig.firebase;
}

/**
 * Loads and initialises Firebase Auth once per page. shared-auth is a federation singleton, so the
 * shell and every remote get this same instance and the same signed-in user. Only IndexedDB and
 * localStorage persistence and no popup resolver at start-up: with `getAuth` Firebase would fetch
 * Google's gapi script for popups on every page load; the Microsoft popup passes its resolver itself.
 */
export function loadFirebase(): Promise<PortalFirebase> {
  const firebaseConfig = config;
  if (!firebaseConfig) return Promise.reject(new Error('Firebase ist noch nicht konfiguriert: initAuth(config) zuerst aufrufen.'));
  loading ??= import('./firebaseSdk').then(async (sdk) => {
    // The SDK's modules are evaluated in the task its chunk arrived in; initialising Auth (IndexedDB,
    // the emulator) gets a task of its own, so neither is a long task on a phone.
    await nextTask();
    const auth = sdk.initializeAuth(sdk.initializeApp(firebaseConfig), {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    });
    auth.languageCode = 'de';
    if (firebaseConfig.emulatorHost) sdk.connectAuthEmulator(auth, `http://${firebaseConfig.emulatorHost}`, { disableWarnings: true });
    loaded = { auth, sdk };
    return loaded;
  });
  return loading;
}

/** Firebase if it has loaded, else null: for code that must not wait (or load it) for nothing. */
export function loadedFirebase(): PortalFirebase | null {
  return loaded;
}

/** The Firebase user signed in now; null also while Firebase has not loaded (then nobody can be). */
export function currentFirebaseUser(): User | null {
  return loaded?.auth.currentUser ?? null;
}

export function portalAuth(): Auth {
  if (!loaded) throw new Error('Firebase ist noch nicht geladen: loadFirebase() zuerst abwarten.');
  return loaded.auth;
}
