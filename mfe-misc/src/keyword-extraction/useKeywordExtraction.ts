import { useRequestRun } from 'shared-auth';
import { useExtractKeywordsMutation } from './api';

/** The keyword extraction as a tool run (shared-auth's useRequestRun: stop, abort, stale answers ignored). */
export function useKeywordExtraction() {
  const [send] = useExtractKeywordsMutation();
  return useRequestRun(send);
}
