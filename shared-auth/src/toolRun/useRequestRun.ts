import { useCallback } from 'react';
import { useToolRun } from './useToolRun';

/** A portal API request as RTK Query starts it: it can be aborted and unwrapped to its answer. */
export interface AbortableRequest<Result> {
  abort: () => void;
  unwrap: () => Promise<Result>;
}

/**
 * A JSON tool (one answer, no stream) as a tool run, like every other tool: the states ToolOutput
 * shows and the rules of `useToolRun` — a new run, stop and leaving the page abort the request in
 * flight, and the answer of an aborted run is ignored. `send` is the trigger of a portal API mutation.
 */
export function useRequestRun<Body, Result>(send: (body: Body) => AbortableRequest<Result>) {
  const { status, result, error, start, stop } = useToolRun<Result>();
  const run = useCallback(
    (body: Body) => {
      void start(({ signal }) => {
        const request = send(body);
        // The portal API aborts its own request; the run's signal tells it when.
        signal.addEventListener('abort', () => request.abort(), { once: true });
        return request.unwrap();
      });
    },
    [send, start],
  );
  return { status, result, error, run, stop };
}
