import { GatewayError, gatewayFetch } from 'shared-auth';
import { REMOTE_NAMES, type MessageCode, type RemoteName } from 'shared-ui';
import type { PreviewBody, PreviewReply } from 'portal-contract/schemas';
import { switchRemote } from './registerPortalRemotes';
import { held, holdRemotes } from './remoteHolds';

/**
 * A developer's preview of one remote from a development origin, in this tab only: asked for with
 * `?vorschau=mfe-seo@http://localhost:4002`, kept in sessionStorage (the tab's own), and loaded only
 * when the gateway says yes (the developer role, an allowed origin) and then the developer confirms it:
 * a link alone (sent by anyone) must not run an origin's code with their session. Remote pages wait
 * for both answers (the hold `preview`, see remoteHolds.ts), so none of them loads the released version first.
 */
export type PreviewRequest = { remote: RemoteName; origin: string };
export type PreviewState =
  | { status: 'confirm'; request: PreviewRequest; reply: PreviewReply }
  | { status: 'active'; request: PreviewRequest }
  | { status: 'declined'; request: PreviewRequest }
  | { status: 'refused'; request: PreviewRequest; code: MessageCode };
export type ConfirmState = Extract<PreviewState, { status: 'confirm' }>;

const KEY = 'ki-portal:vorschau';
/** The tab's note: the request, and whether the developer confirmed it here. */
type StoredRequest = PreviewRequest & { confirmed?: boolean };
const PARAM = 'vorschau';

/** `mfe-seo@http://localhost:4002` or `mfe_seo@…` → the request, or null. */
export function parsePreview(value: string): PreviewRequest | null {
  const at = value.indexOf('@');
  if (at < 0) return null;
  const remote = value.slice(0, at).replace(/-/g, '_');
  const origin = value.slice(at + 1).replace(/\/$/, '');
  if (!(REMOTE_NAMES as readonly string[]).includes(remote) || !origin) return null;
  return { remote: remote as RemoteName, origin };
}

/** The preview this tab asked for: from the address (which is then cleaned) or from earlier. */
export function requestedPreview(): PreviewRequest | null {
  // Prerendering (Node) has no address and no tab.
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const asked = url.searchParams.get(PARAM);
  if (asked !== null) {
    const request = parsePreview(asked);
    if (request) sessionStorage.setItem(KEY, JSON.stringify(request));
    url.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  const stored = sessionStorage.getItem(KEY);
  if (!stored) return null;
  try {
    const { remote, origin } = JSON.parse(stored) as PreviewRequest;
    return parsePreview(`${remote}@${origin}`);
  } catch {
    return null;
  }
}

/** How the remote is called on screen: its package name. */
export const packageName = (remote: RemoteName) => remote.replace(/_/g, '-');

let settle: () => void = () => undefined;

/** Called at start-up: with a preview asked for, remote pages wait until `startPreview` has an answer. */
export function holdRemotesForPreview(request: PreviewRequest | null): void {
  if (request) settle = holdRemotes('preview');
}

const keyOf = (request: PreviewRequest) => `${request.remote}@${request.origin}`;
const asked = new Map<string, Promise<PreviewState>>();
const answered = new Map<string, Promise<PreviewState>>();

/**
 * Asks the gateway once per page load. On a yes the state is `confirm` (see `answerPreview`), unless
 * the developer confirmed this very request in this tab before: the dev server reloads the page on
 * every change, and a new `?vorschau=` in the address is asked for anew (`requestedPreview`).
 */
export function startPreview(request: PreviewRequest): Promise<PreviewState> {
  const key = keyOf(request);
  if (!asked.has(key)) asked.set(key, askGateway(request));
  return answered.get(key) ?? (asked.get(key) as Promise<PreviewState>);
}

/** The developer's answer to `confirm`, once per page load: load the preview, or the released version. */
export function answerPreview({ request, reply }: ConfirmState, load: boolean): Promise<PreviewState> {
  const key = keyOf(request);
  if (!answered.has(key)) answered.set(key, load ? loadPreview(request, reply) : declinePreview(request));
  return answered.get(key) as Promise<PreviewState>;
}

async function askGateway(request: PreviewRequest): Promise<PreviewState> {
  let reply: PreviewReply;
  try {
    const body: PreviewBody = request;
    reply = await gatewayFetch<PreviewReply>('/v1/preview', { method: 'POST', body: JSON.stringify(body) });
  } catch (error) {
    // Refused (no developer, origin not listed) or not answered: the released version, and a note.
    sessionStorage.removeItem(KEY);
    settle();
    return { status: 'refused', request, code: error instanceof GatewayError ? error.code : 'unknown' };
  }
  return confirmedInTab(request) ? loadPreview(request, reply) : { status: 'confirm', request, reply };
}

function confirmedInTab({ remote, origin }: PreviewRequest): boolean {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StoredRequest | null;
    return stored?.confirmed === true && stored.remote === remote && stored.origin === origin;
  } catch {
    return false;
  }
}

async function loadPreview(request: PreviewRequest, reply: PreviewReply): Promise<PreviewState> {
  sessionStorage.setItem(KEY, JSON.stringify({ ...request, confirmed: true } satisfies StoredRequest));
  try {
    // After a staged version's registration, so the preview is what this tab loads.
    await held('staged');
    switchRemote(reply.remote, reply.manifestUrl, { preview: true });
    return { status: 'active', request };
  } finally {
    settle();
  }
}

async function declinePreview(request: PreviewRequest): Promise<PreviewState> {
  sessionStorage.removeItem(KEY);
  settle();
  return { status: 'declined', request };
}

/** Back to the released version in this tab. */
export function endPreview(): void {
  sessionStorage.removeItem(KEY);
  window.location.reload();
}
