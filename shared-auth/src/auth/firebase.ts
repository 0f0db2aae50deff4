import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { PortalConfig } from 'shared-ui';

let app: FirebaseApp | null = null;
let auth: Auth | null = null;

/**
 * Initialises Firebase once per page. shared-auth is a federation singleton, so the shell and every
 * remote get this same instance and the same signed-in user.
 */
export function initFirebase(config: PortalConfig): Auth {
  if (auth) return auth;
  app = initializeApp(config.firebase);
  auth = getAuth(app);
  auth.languageCode = 'de';
  if (config.firebase.emulatorHost) {
    connectAuthEmulator(auth, `http://${config.firebase.emulatorHost}`, { disableWarnings: true });
  }
  return auth;
}

export function portalAuth(): Auth {
  if (!auth) throw new Error('Firebase ist noch nicht initialisiert: initFirebase(config) zuerst aufrufen.');
  return auth;
}
