import { useCallback, useEffect, useRef, useState } from 'react';
import { GatewayError, uploadFile } from 'shared-auth';
import type { MessageCode, ToolRunStatus } from 'shared-ui';
import type { TranscriptResult } from 'shared-ui';

/** While running: the file is still going up, or it is there and the provider is transcribing. */
export type TranscriptionPhase = 'uploading' | 'processing';

/**
 * One transcription: upload with progress, then wait for the transcript. A new run or leaving the
 * page aborts the running one; `stop` aborts it on request.
 */
export function useTranscription() {
  const [status, setStatus] = useState<ToolRunStatus>('idle');
  const [phase, setPhase] = useState<TranscriptionPhase>('uploading');
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<TranscriptResult | null>(null);
  const [error, setError] = useState<MessageCode | null>(null);
  const controller = useRef<AbortController | null>(null);

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
    uploadFile<TranscriptResult>('/v1/tools/transcribe', file, {
      signal: current.signal,
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

  return { status, phase, progress, result, error, run, stop, reset };
}
