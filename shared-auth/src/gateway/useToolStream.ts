import { useCallback } from 'react';
import type { MessageCode, RunFailure, ToolRunStatus } from 'shared-ui';
import { useToolRun } from '../toolRun/useToolRun';
import { streamTool } from './gatewayStream';
import type { ToolBody, ToolPathOf, ToolResult } from 'portal-contract';

export interface ToolStream<Body, Result> {
  status: ToolRunStatus;
  /** What has streamed in so far (kept when stopped or failed mid-way). */
  streamed: string;
  result: Result | null;
  error: MessageCode | null;
  /** More about a failure; ToolOutput shows the personal-data choice from it. */
  failure: RunFailure | null;
  run: (body: Body) => void;
  stop: () => void;
  reset: () => void;
}

/**
 * State for one generating tool: run it, watch it stream, stop it (the rules of `useToolRun`). The
 * path names an entry of `toolEndpoints`, which fixes the body the page may send and the result.
 */
export function useToolStream<Path extends ToolPathOf<'events'>>(path: Path): ToolStream<ToolBody<Path>, ToolResult<Path>> {
  const { status, streamed, result, error, failure, start, stop, reset } = useToolRun<ToolResult<Path>>();

  const run = useCallback(
    (body: ToolBody<Path>) => {
      void start(({ signal, stream }) => streamTool(path, body, { signal, onDelta: stream }));
    },
    [path, start],
  );

  return { status, streamed, result, error, failure, run, stop, reset };
}
