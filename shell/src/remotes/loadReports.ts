import { gatewayFetch } from 'shared-auth';
import type { RemoteLoad, RemoteLoadsBody } from 'portal-contract/schemas';
import { loadedVersionOf } from './registerPortalRemotes';

/** A batch leaves after this long, or at once when this many loads are waiting. */
const FLUSH_AFTER_MS = 5000;
const FLUSH_AT = 20;
/** The gateway takes at most 50 loads per report (portal-contract, REMOTE_LOADS_PER_REPORT). */
const PER_REPORT = 50;
const MAX_MS = 600_000;

let waiting: RemoteLoad[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let flushOnHide = false;

/**
 * Sends the waiting loads. A report that does not arrive is dropped: it is a measurement, and a
 * gateway that is down must not collect a growing queue in every tab.
 */
export async function flushRemoteLoads(keepalive = false): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  while (waiting.length > 0) {
    const body: RemoteLoadsBody = { loads: waiting.splice(0, PER_REPORT) };
    try {
      await gatewayFetch<undefined>('/v1/remote-loads', { method: 'POST', body: JSON.stringify(body), keepalive });
    } catch {
      // Dropped, see above.
    }
  }
}

/**
 * Notes one remote page load for the release's health (docs/releasing.md): the remote,
 * the version this tab loads, success and the time to first render — nothing about the user. Sent
 * in batches; also when the tab is hidden or closed (keepalive), so the last loads are not lost.
 */
export function reportRemoteLoad(remote: string, ok: boolean, ms: number): void {
  const version = loadedVersionOf(remote);
  // A developer's preview is no release; a remote the config does not name cannot be loaded anyway.
  if (!version) return;
  waiting.push({ remote: remote as RemoteLoad['remote'], version, ok, ms: Math.min(MAX_MS, Math.max(0, Math.round(ms))) });
  if (!flushOnHide) {
    flushOnHide = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flushRemoteLoads(true);
    });
  }
  if (waiting.length >= FLUSH_AT) void flushRemoteLoads();
  else timer ??= setTimeout(() => void flushRemoteLoads(), FLUSH_AFTER_MS);
}

/** One attempt to show a remote page: its outcome is reported once, however often it is told. */
export function pageLoadReport(remote: string, now: () => number = () => performance.now()) {
  const started = now();
  let settled = false;
  return {
    settle(ok: boolean): void {
      if (settled) return;
      settled = true;
      reportRemoteLoad(remote, ok, now() - started);
    },
  };
}
export type PageLoadReport = ReturnType<typeof pageLoadReport>;

/** Forgets waiting loads (tests). */
export function forgetRemoteLoads(): void {
  clearTimeout(timer);
  timer = undefined;
  waiting = [];
}
