import { useState } from 'react';
import { useSelector } from 'react-redux';
import { realtimeEvents, userChannel, type JobProgressEvent } from 'shared-ui';
import type { PortalState } from '../store';
import { useRealtimeEvent } from './registry';

/**
 * A fresh id for the `X-Job-Id` header (matches `jobIdPattern`). Pages send one with every long job:
 * the gateway publishes fire-and-forget, so it costs nothing when no one listens, and progress shows
 * even if the live connection only comes up while the job runs. `crypto.randomUUID` exists only in
 * secure contexts; a portal served over plain http on an internal host falls back to random bytes.
 */
export function newJobId(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The latest `job-progress` event of the signed-in user's job `jobId`, or null (no job, no event yet,
 * or no realtime connection — pages show their own progress then, as before).
 */
export function useJobProgress(jobId: string | null): JobProgressEvent | null {
  const uid = useSelector((state: PortalState) => (state.session.loggedIn ? (state.session.data?.uid ?? null) : null));
  const [latest, setLatest] = useState<JobProgressEvent | null>(null);
  useRealtimeEvent(jobId && uid ? userChannel(uid) : null, realtimeEvents.jobProgress, (event) => {
    if (event?.jobId === jobId) setLatest(event);
  });
  return latest !== null && latest.jobId === jobId ? latest : null;
}

/** A job's progress as a share 0–1 while it is being processed and measurable, else null. */
export function jobProgressFraction(event: JobProgressEvent | null): number | null {
  if (event?.phase !== 'processing' || typeof event.progress !== 'number' || !Number.isFinite(event.progress)) return null;
  return Math.min(Math.max(event.progress, 0), 1);
}
