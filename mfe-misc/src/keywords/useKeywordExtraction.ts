import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageCode, ToolRunStatus } from 'shared-ui';
import { errorCodeOf } from 'shared-auth';
import type { KeywordRequest, KeywordResult } from 'shared-ui';
import { useExtractKeywordsMutation } from './api';

interface Run {
  status: ToolRunStatus;
  result: KeywordResult | null;
  error: MessageCode | null;
}

const idle: Run = { status: 'idle', result: null, error: null };

/**
 * The extraction as a tool run (the states ToolOutput shows): a new run or leaving the page aborts
 * the one in flight, and stop aborts it on request; answers of aborted runs are ignored.
 */
export function useKeywordExtraction() {
  const [extract] = useExtractKeywordsMutation();
  const [run, setRun] = useState<Run>(idle);
  const pending = useRef<ReturnType<typeof extract> | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const start = useCallback(
    (body: KeywordRequest) => {
      pending.current?.abort();
      const request = extract(body);
      pending.current = request;
      setRun({ status: 'running', result: null, error: null });
      request.unwrap().then(
        (result) => {
          if (pending.current === request) setRun({ status: 'done', result, error: null });
        },
        (error: unknown) => {
          if (pending.current === request) setRun({ status: 'failed', result: null, error: errorCodeOf(error) });
        },
      );
    },
    [extract],
  );

  const stop = useCallback(() => {
    const request = pending.current;
    pending.current = null;
    request?.abort();
    setRun((previous) => (previous.status === 'running' ? { ...previous, status: 'stopped' } : previous));
  }, []);

  return { ...run, run: start, stop };
}
