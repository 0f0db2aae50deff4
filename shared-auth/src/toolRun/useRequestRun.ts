import { useCallback } from 'react';
import { useToolRun } from './useToolRun';
import { attachChoice, choiceOf } from './personalDataChoice';

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
  const { status, result, error, failure, start, stop } = useToolRun<Result>();
  const run = useCallback(
    (body: Body) => {
      void start(({ signal }) => {
        // A resend with the user's personal-data choice: the portal API finds the choice on the body
        // (a copy, so the page's own object never carries it), as the mutation hands it on unchanged.
        const choice = choiceOf(signal);
        const request = send(choice ? (attachChoice({ ...(body as object) }, choice) as Body) : body);
        // The portal API aborts its own request; the run's signal tells it when.
        signal.addEventListener('abort', () => request.abort(), { once: true });
        return request.unwrap();
      });
    },
    [send, start],
  );
  return { status, result, error, failure, run, stop };
}
