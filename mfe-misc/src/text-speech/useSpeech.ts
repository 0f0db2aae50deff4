import { useCallback, useEffect, useState } from 'react';
import {
  GatewayError,
  gatewayRequest,
  jobProgressFraction,
  newJobId,
  useJobProgress,
  useToolRun,
  type ToolBody,
  type ToolPathOf,
} from 'shared-auth';

const speechPath = '/v1/tools/text-speech' satisfies ToolPathOf<'audio'>;

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

/** The audio body. Breaking off while it comes in (a TypeError) is the gateway going away. */
async function audioOf(response: Response): Promise<Blob> {
  try {
    return await response.blob();
  } catch (error) {
    throw error instanceof TypeError ? new GatewayError('offline', 0) : error;
  }
}

/**
 * Generates speech as a tool run (the rules of `useToolRun`): the binary answer becomes a Blob with
 * an object URL for the player. The request names its job (`X-Job-Id`); `progress` follows the
 * gateway's chunks when the live connection brings them, and stays null without realtime (the page
 * shows its spinner, as before).
 */
export function useSpeech() {
  const { status, result: audio, error, failure, start, stop } = useToolRun<SpeechAudio>();
  const [jobId, setJobId] = useState<string | null>(null);
  const live = useJobProgress(jobId);

  // Each audio's URL holds its blob in memory until revoked.
  useEffect(() => (audio ? () => URL.revokeObjectURL(audio.url) : undefined), [audio]);

  const run = useCallback(
    (body: ToolBody<typeof speechPath>) => {
      const id = newJobId();
      setJobId(id);
      return start(async ({ signal }) => {
        const response = await gatewayRequest(speechPath, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { Accept: 'audio/wav, audio/mpeg', 'X-Job-Id': id },
          signal,
        });
        const blob = await audioOf(response);
        // An object URL only for a run that still counts: nothing would revoke the URL of an aborted one.
        if (signal.aborted) throw new DOMException('Abgebrochen', 'AbortError');
        return { url: URL.createObjectURL(blob), blob, format: audioFormat(response.headers.get('Content-Type')) };
      });
    },
    [start],
  );

  /** Share of the speech done, 0–1, while running and while the gateway says so live. */
  const progress = status === 'running' ? jobProgressFraction(live) : null;
  return { status, audio, error, failure, progress, run, stop };
}
