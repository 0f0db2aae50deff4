/**
 * Everything of Firebase's SDK the portal calls, in one module that shared-auth loads on demand
 * (firebase.ts): a chunk of its own, so pages that need no session yet (the login form before anyone
 * types) paint and run without it.
 */
export { initializeApp } from 'firebase/app';
export {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  linkWithPopup,
  OAuthProvider,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
} from 'firebase/auth';
