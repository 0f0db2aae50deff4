import { useCallback, useEffect, useRef, useState } from 'react';
import { GatewayError, jobProgressFraction, newJobId, uploadFile, useJobProgress } from 'shared-auth';
import type { MessageCode, ToolRunStatus } from 'shared-ui';
import type { TranscriptResult } from 'shared-ui';

/** While running: the file is still going up, or it is there and the provider is transcribing. */
export type TranscriptionPhase = 'uploading' | 'processing';

/**
 * One transcription: upload with progress, then wait for the transcript. A new run or leaving the
 * page aborts the running one; `stop` aborts it on request. The request names its job (`X-Job-Id`);
 * the gateway's `job-progress` for it, when the live connection brings it, refines the progress.
 * Without realtime the page shows what the upload alone tells, as before.
 */
export function useTranscription() {
  const [status, setStatus] = useState<ToolRunStatus>('idle');
  const [phase, setPhase] = useState<TranscriptionPhase>('uploading');
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<TranscriptResult | null>(null);
  const [error, setError] = useState<MessageCode | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const live = useJobProgress(jobId);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback((file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus('running');
    setPhase('uploading');
    setProgress(0);
    setResult(null);
    setError(null);
    const id = newJobId();
    setJobId(id);
    uploadFile<TranscriptResult>('/v1/tools/transcribe', file, {
      signal: current.signal,
      headers: { 'X-Job-Id': id },
      onProgress: (fraction) => {
        if (controller.current !== current) return;
        setProgress(fraction);
        // All bytes sent: from here on the wait is the provider's.
        if (fraction >= 1) setPhase('processing');
      },
    }).then(
      (transcript) => {
        if (controller.current !== current) return;
        setResult(transcript);
        setStatus('done');
      },
      (reason: unknown) => {
        if (controller.current !== current || current.signal.aborted) return;
        setError(reason instanceof GatewayError ? reason.code : 'upload-failed');
        setStatus('failed');
      },
    );
  }, []);

  const stop = useCallback(() => {
    controller.current?.abort();
    setStatus((previous) => (previous === 'running' ? 'stopped' : previous));
  }, []);

  /** Back to the start, e.g. when a new file replaces the one that failed. */
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setStatus('idle');
    setResult(null);
    setError(null);
  }, []);

  // Any word from the gateway about this job means the file has arrived, whatever the upload reported.
  const shownPhase: TranscriptionPhase = live ? 'processing' : phase;
  /** How far the gateway is with the transcript, 0–1, when it says so over the live connection. */
  const liveProgress = status === 'running' ? jobProgressFraction(live) : null;
  return { status, phase: shownPhase, progress, liveProgress, result, error, run, stop, reset };
}
