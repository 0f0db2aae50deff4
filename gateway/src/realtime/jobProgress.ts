/**
 * `job-progress` of one long request (speech, transcription) on its user's private channel. The
 * browser names the job with the `X-Job-Id` header; without a valid one nothing is sent.
 *
 * Fire-and-forget: `report` returns at once and never throws. The events of one job go out one after
 * the other (separate HTTP calls could overtake each other, and `done` must not arrive before
 * `processing`); a `processing` that is still waiting when the next one comes is replaced by it, so a
 * slow realtime server gets the latest progress instead of a queue of stale ones.
 */
import type { FastifyRequest } from 'fastify';
import { jobIdPattern, realtimeEvents, userChannel, type JobProgressEvent } from 'portal-contract';
import type { RealtimePublisher } from './publisher.ts';

export type JobProgress = {
  report(phase: JobProgressEvent['phase'], progress?: number): void;
  /** Resolves when everything reported so far has been published (or given up): for tests. */
  settled(): Promise<void>;
};

const nothing: JobProgress = { report: () => {}, settled: async () => {} };

/** The request's job id, when it sent a valid one. */
export function jobIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-job-id'];
  return typeof header === 'string' && jobIdPattern.test(header) ? header : undefined;
}

export function jobProgress(
  publisher: RealtimePublisher,
  uid: string,
  jobId: string | undefined,
  kind: JobProgressEvent['kind'],
): JobProgress {
  if (!jobId) return nothing;
  const channel = userChannel(uid);
  const waiting: JobProgressEvent[] = [];
  let sending: Promise<void> | undefined;

  const pump = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      // publish() never rejects; the catch keeps the queue alive even for a publisher that does.
      await publisher.publish(channel, realtimeEvents.jobProgress, next).catch(() => {});
    }
    sending = undefined;
  };

  return {
    report(phase, progress) {
      const event: JobProgressEvent = { jobId, kind, phase };
      if (progress !== undefined && Number.isFinite(progress)) event.progress = Math.min(1, Math.max(0, progress));
      if (phase === 'processing' && waiting.at(-1)?.phase === 'processing') waiting[waiting.length - 1] = event;
      else waiting.push(event);
      sending ??= pump();
    },
    settled: async () => {
      while (sending) await sending;
    },
  };
}
