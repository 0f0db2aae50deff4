import { useCallback } from 'react';
import { useToolRun } from 'shared-auth';
import type { SeoCheckRequest, SeoReport } from 'shared-ui';
import { useCheckSeoMutation } from './api';

/**
 * The check as a tool run, like every other tool (the states ToolOutput shows, the rules of
 * `useToolRun`): a new check, stop and leaving the page abort the request in flight; the answer of
 * an aborted check is ignored.
 */
export function useSeoCheck() {
  const [check] = useCheckSeoMutation();
  const { status, result, error, start, stop } = useToolRun<SeoReport>();

  const run = useCallback(
    (body: SeoCheckRequest) => {
      void start(({ signal }) => {
        const request = check(body);
        // The portal API aborts its own request; the run's signal tells it when.
        signal.addEventListener('abort', () => request.abort(), { once: true });
        return request.unwrap();
      });
    },
    [check, start],
  );

  return { status, result, error, run, stop };
}
