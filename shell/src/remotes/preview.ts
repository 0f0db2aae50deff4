import { GatewayError, gatewayFetch } from 'shared-auth';
import { REMOTE_NAMES, type MessageCode, type RemoteName } from 'shared-ui';
import type { PreviewBody, PreviewReply } from 'portal-contract/schemas';
import { switchRemote } from './registerPortalRemotes';
import { held, holdRemotes } from './remoteHolds';

/**
 * A developer's preview of one remote from a development origin, in this tab only: asked for with
 * `?vorschau=mfe-seo@http://localhost:4002`, kept in sessionStorage (the tab's own), and loaded only
 * when the gateway says yes (the developer role, an allowed origin). Remote pages wait for that
 * answer (`previewSettled`), so none of them loads the released version first.
 */
export type PreviewRequest = { remote: RemoteName; origin: string };
export type PreviewState =
  { status: 'active'; request: PreviewRequest } | { status: 'refused'; request: PreviewRequest; code: MessageCode };

const KEY = 'ki-portal:vorschau';
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

const asked = new Map<string, Promise<PreviewState>>();

/** Asks the gateway once per page load; on a yes the remote is loaded from the development origin. */
export function startPreview(request: PreviewRequest): Promise<PreviewState> {
  const key = `${request.remote}@${request.origin}`;
  if (!asked.has(key)) asked.set(key, askGateway(request));
  return asked.get(key) as Promise<PreviewState>;
}

async function askGateway(request: PreviewRequest): Promise<PreviewState> {
  try {
    const body: PreviewBody = request;
    const reply = await gatewayFetch<PreviewReply>('/v1/preview', { method: 'POST', body: JSON.stringify(body) });
    // After a staged version's registration, so the preview is what this tab loads.
    await held('staged');
    switchRemote(reply.remote, reply.manifestUrl, { preview: true });
    return { status: 'active', request };
  } catch (error) {
    // Refused (no developer, origin not listed) or not answered: the released version, and a note.
    sessionStorage.removeItem(KEY);
    return { status: 'refused', request, code: error instanceof GatewayError ? error.code : 'unknown' };
  } finally {
    settle();
  }
}

/** Back to the released version in this tab. */
export function endPreview(): void {
  sessionStorage.removeItem(KEY);
  window.location.reload();
}
