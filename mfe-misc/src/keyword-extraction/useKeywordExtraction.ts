import { useCallback } from 'react';
import { useToolRun } from 'shared-auth';
import type { KeywordRequest, KeywordResult } from 'shared-ui';
import { useExtractKeywordsMutation } from './api';

/**
 * The extraction as a tool run (the states ToolOutput shows, the rules of `useToolRun`): a new run,
 * stop and leaving the page abort the request in flight; answers of aborted runs are ignored.
 */
export function useKeywordExtraction() {
  const [extract] = useExtractKeywordsMutation();
  const { status, result, error, start, stop } = useToolRun<KeywordResult>();

  const run = useCallback(
    (body: KeywordRequest) => {
      void start(({ signal }) => {
        const request = extract(body);
        // The portal API aborts its own request; the run's signal tells it when.
        signal.addEventListener('abort', () => request.abort(), { once: true });
        return request.unwrap();
      });
    },
    [extract, start],
  );

  return { status, result, error, run, stop };
}
