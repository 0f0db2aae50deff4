import { messageFor } from 'shared-ui';

/** RTK Query errors of the portal API are `{ code, status }` with a catalogue code (shared-auth). */
export function errorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'unknown';
  return messageFor(code);
}
