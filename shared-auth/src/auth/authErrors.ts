import type { MessageCode } from 'shared-ui';

/** Firebase and Firestore error codes → the portal's message catalogue (docs/product.md). */
const byFirebaseCode: Record<string, MessageCode> = {
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/too-many-requests': 'too-many-requests',
  'auth/wrong-password': 'wrong-credentials',
  'auth/user-not-found': 'wrong-credentials',
  'auth/invalid-credential': 'wrong-credentials',
  'auth/invalid-login-credentials': 'wrong-credentials',
  'auth/missing-password': 'wrong-credentials',
  'auth/popup-blocked': 'popup-blocked',
  'auth/account-exists-with-different-credential': 'account-exists-with-different-credential',
  'auth/credential-already-in-use': 'account-exists-with-different-credential',
  'auth/weak-password': 'weak-password',
  'auth/email-already-in-use': 'email-already-in-use',
  'auth/user-null': 'user-null',
  'auth/null-user': 'user-null',
  'auth/user-disabled': 'user-null',
  'auth/user-token-expired': 'session-expired',
  'auth/requires-recent-login': 'session-expired',
  'auth/network-request-failed': 'offline',
  'auth/popup-closed-by-user': 'popup-closed',
  'auth/cancelled-popup-request': 'popup-closed',
  'auth/user-cancelled': 'popup-closed',
  'auth/provider-already-linked': 'provider-already-linked',
  'permission-denied': 'registration-failed',
  'missing-or-insufficient-permissions': 'registration-failed',
};

export function authErrorCode(error: unknown): MessageCode {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  return byFirebaseCode[code] ?? 'unknown';
}
