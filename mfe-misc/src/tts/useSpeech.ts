import { useCallback, useEffect, useRef, useState } from 'react';
import { GatewayError, gatewayRequest, jobProgressFraction, newJobId, useJobProgress } from 'shared-auth';
import type { MessageCode, ToolRunStatus } from 'shared-ui';

export interface SpeechRequest {
  text: string;
  voice: string;
  speed: number;
}

export interface SpeechAudio {
  /** An object URL for the player; revoked when the audio is replaced or the page is left. */
  url: string;
  blob: Blob;
  format: 'wav' | 'mp3';
}

/** The gateway answers audio/wav (local voices) or audio/mpeg (OpenAI). */
export function audioFormat(contentType: string | null): SpeechAudio['format'] {
  return contentType?.toLowerCase().startsWith('audio/mpeg') ? 'mp3' : 'wav';
}

function errorCodeOf(reason: unknown): MessageCode {
  if (reason instanceof GatewayError) return reason.code;
  // The body (the audio) broke off while it was coming in.
  if (reason instanceof TypeError) return 'offline';
  return 'unknown';
}

/**
 * Generates speech as a tool run: the binary answer becomes a Blob with an object URL for the player.
 * A new run or leaving the page aborts the request in flight; stop aborts it on request. The request
 * names its job (`X-Job-Id`); `progress` follows the gateway's chunks when the live connection brings
 * them, and stays null without realtime (the page shows its spinner, as before).
 */
export function useSpeech() {
  const [status, setStatus] = useState<ToolRunStatus>('idle');
  const [audio, setAudio] = useState<SpeechAudio | null>(null);
  const [error, setError] = useState<MessageCode | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const live = useJobProgress(jobId);

  useEffect(() => () => controller.current?.abort(), []);
  // Each audio's URL holds its blob in memory until revoked.
  useEffect(() => (audio ? () => URL.revokeObjectURL(audio.url) : undefined), [audio]);

  const run = useCallback(async (body: SpeechRequest) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus('running');
    setAudio(null);
    setError(null);
    const id = newJobId();
    setJobId(id);
    try {
      const response = await gatewayRequest('/v1/tools/tts', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { Accept: 'audio/wav, audio/mpeg', 'X-Job-Id': id },
        signal: current.signal,
      });
      const blob = await response.blob();
      if (controller.current !== current || current.signal.aborted) return;
      setAudio({ url: URL.createObjectURL(blob), blob, format: audioFormat(response.headers.get('Content-Type')) });
      setStatus('done');
    } catch (reason) {
      if (controller.current !== current || current.signal.aborted) return;
      setError(errorCodeOf(reason));
      setStatus('failed');
    }
  }, []);

  const stop = useCallback(() => {
    controller.current?.abort();
    setStatus((previous) => (previous === 'running' ? 'stopped' : previous));
  }, []);

  /** Share of the speech done, 0–1, while running and while the gateway says so live. */
  const progress = status === 'running' ? jobProgressFraction(live) : null;
  return { status, audio, error, progress, run, stop };
}
