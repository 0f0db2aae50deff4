import { useCallback } from 'react';
import { useToolRun } from 'shared-auth';
import type { SourceCheckRequest, SourceCheckResult } from 'shared-ui';
import { useCheckAgainstSourceMutation } from './api';

/** The check as a tool run: a new check, stop and leaving the page abort the request in flight. */
export function useSourceCheck() {
  const [checkAgainstSource] = useCheckAgainstSourceMutation();
  const { status, result, error, start, stop } = useToolRun<SourceCheckResult>();
  const run = useCallback(
    (body: SourceCheckRequest) => {
      void start(({ signal }) => {
        const request = checkAgainstSource(body);
        signal.addEventListener('abort', () => request.abort(), { once: true });
        return request.unwrap();
      });
    },
    [checkAgainstSource, start],
  );
  return { status, result, error, run, stop };
}
