import { useCallback, useState } from 'react';
import { jobProgressFraction, newJobId, uploadFile, useJobProgress, useToolRun, type ToolResult } from 'shared-auth';

const transcribePath = '/v1/tools/audio-transcript';

/** While running: the file is still going up, or it is there and the provider is transcribing. */
export type TranscriptionPhase = 'uploading' | 'processing';

/**
 * One transcription as a tool run (the rules of `useToolRun`): upload with progress, then wait for
 * the transcript. The request names its job (`X-Job-Id`); the gateway's `job-progress` for it, when
 * the live connection brings it, refines the progress. Without realtime the page shows what the
 * upload alone tells, as before.
 */
export function useTranscription() {
  // A failure without a code of its own happened to the upload.
  const { status, progress, result, error, failure, start, stop, reset } = useToolRun<ToolResult<typeof transcribePath>>({
    fallbackError: 'upload-failed',
  });
  const [jobId, setJobId] = useState<string | null>(null);
  const live = useJobProgress(jobId);

  const run = useCallback(
    (file: File) => {
      const id = newJobId();
      setJobId(id);
      void start(({ signal, progress: report }) =>
        uploadFile(transcribePath, file, { signal, headers: { 'X-Job-Id': id }, onProgress: report }),
      );
    },
    [start],
  );

  /** Share of the file sent, 0–1. */
  const uploaded = progress ?? 0;
  // All bytes sent, or any word from the gateway about this job: from here on the wait is the provider's.
  const phase: TranscriptionPhase = live || uploaded >= 1 ? 'processing' : 'uploading';
  /** How far the gateway is with the transcript, 0–1, when it says so over the live connection. */
  const liveProgress = status === 'running' ? jobProgressFraction(live) : null;
  return { status, phase, progress: uploaded, liveProgress, result, error, failure, run, stop, reset };
}
