import { isMessageCode, type MessageCode } from 'shared-ui';

/**
 * RTK Query errors of the portal API are `{ code, status }` with a catalogue code (shared-auth);
 * anything else is the generic message.
 */
export function errorCode(error: unknown): MessageCode {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return isMessageCode(code) ? code : 'unknown';
}
