import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageCode, ToolRunStatus } from 'shared-ui';
import { GatewayError } from './gatewayFetch';
import { streamTool } from './gatewayStream';

export interface ToolStream<Body, Result> {
  status: ToolRunStatus;
  /** What has streamed in so far (kept when stopped or failed mid-way). */
  streamed: string;
  result: Result | null;
  error: MessageCode | null;
  run: (body: Body) => void;
  stop: () => void;
  reset: () => void;
}

/**
 * State for one generating tool: run it, watch it stream, stop it. A new run aborts the previous
 * one, and leaving the page aborts a running one, so the gateway stops the provider call too.
 */
export function useToolStream<Body, Result>(path: string): ToolStream<Body, Result> {
  const [status, setStatus] = useState<ToolRunStatus>('idle');
  const [streamed, setStreamed] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<MessageCode | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    (body: Body) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setStatus('running');
      setStreamed('');
      setResult(null);
      setError(null);
      streamTool<Result>(path, body, {
        signal: current.signal,
        onDelta: (text) => setStreamed((previous) => previous + text),
      }).then(
        (value) => {
          if (controller.current !== current) return;
          setResult(value);
          setStatus('done');
        },
        (reason: unknown) => {
          if (controller.current !== current || current.signal.aborted) return;
          setError(reason instanceof GatewayError ? reason.code : 'unknown');
          setStatus('failed');
        },
      );
    },
    [path],
  );

  const stop = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    setStatus((previous) => (previous === 'running' ? 'stopped' : previous));
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setStatus('idle');
    setStreamed('');
    setResult(null);
    setError(null);
  }, []);

  return { status, streamed, result, error, run, stop, reset };
}
