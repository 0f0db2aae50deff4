import { isMessageCode, type MessageCode, type RunFailure } from 'shared-ui';
import { currentFirebaseUser } from '../auth/firebase';
import { choiceHeaders } from '../toolRun/personalDataChoice';

let gatewayUrl = '';

export function setGatewayUrl(url: string): void {
  gatewayUrl = url.replace(/\/+$/, '');
}

/** A failed gateway call, already mapped to the message catalogue. */
export class GatewayError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly status: number,
    /** What the gateway sent beside the message (`error.details`), e.g. an import's bad rows. */
    readonly details?: unknown,
    /** The message's placeholders, when the gateway sends them (`error.params`, e.g. `{items}`). */
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'GatewayError';
  }
}

/** Used when the gateway's answer carries no catalogue code (a proxy error page, say). */
const codeByStatus: Record<number, MessageCode> = {
  400: 'bad-request',
  401: 'session-expired',
  403: 'tenant-not-allowed',
  404: 'not-found',
  413: 'text-too-long',
  429: 'too-many-requests',
};

const fallbackCode = (status: number): MessageCode => codeByStatus[status] ?? (status >= 500 ? 'internal-error' : 'unknown');

/** The gateway's error body (`{ error: { code } }`) as a GatewayError; the status decides without one. */
export function errorFromBody(body: unknown, status: number): GatewayError {
  const error = (body as { error?: { code?: unknown; details?: unknown; params?: Record<string, string | number> } } | null)?.error;
  return new GatewayError(isMessageCode(error?.code) ? error.code : fallbackCode(status), status, error?.details, error?.params);
}

async function errorFrom(response: Response): Promise<GatewayError> {
  return errorFromBody(await response.json().catch(() => null), response.status);
}

/** The full URL of a gateway path (for requests that cannot go through fetch, e.g. uploads). */
export function gatewayUrlFor(path: string): string {
  return `${gatewayUrl}${path}`;
}

async function send(path: string, init: RequestInit, forceRefresh: boolean): Promise<Response> {
  const user = currentFirebaseUser();
  // A run resent with the user's personal-data choice says so (toolRun/personalDataChoice.ts).
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(choiceHeaders(init.signal))) headers.set(name, value);
  if (user) headers.set('Authorization', `Bearer ${await user.getIdToken(forceRefresh)}`);
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  try {
    return await fetch(`${gatewayUrl}${path}`, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new GatewayError('offline', 0);
  }
}

/**
 * Calls the gateway with the user's Firebase ID token. A 401 refreshes the token once and tries
 * again (the token may just have expired); every failure becomes a GatewayError with a catalogue code.
 */
export async function gatewayRequest(path: string, init: RequestInit = {}): Promise<Response> {
  let response = await send(path, init, false);
  if (response.status === 401 && currentFirebaseUser()) response = await send(path, init, true);
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/** The gateway's JSON answer; `undefined` for an answer without a body (204 No Content). */
export async function gatewayFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await gatewayRequest(path, init);
  // 204, or any answer without a body (a 201 that only says "created"), has nothing to parse.
  const body = response.status === 204 ? '' : await response.text();
  return (body ? JSON.parse(body) : undefined) as T;
}

/**
 * The catalogue code of any failed gateway call: a GatewayError, or an RTK Query error of the
 * portal API (`{ code, status }`); anything else is `fallback`, the generic message unless a caller
 * knows better (an upload that broke off for no stated reason failed as an upload).
 */
export function errorCodeOf(error: unknown, fallback: MessageCode = 'unknown'): MessageCode {
  const code = (error as { code?: unknown } | null)?.code;
  return isMessageCode(code) ? code : fallback;
}

/** What a failed call said beyond its code (a GatewayError or a portal API error): params and details. */
export const failureOf = (error: unknown): RunFailure => {
  const { params, details } = (error ?? {}) as RunFailure;
  return { params, details };
};
