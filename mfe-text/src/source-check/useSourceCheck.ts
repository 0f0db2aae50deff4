import { useRequestRun } from 'shared-auth';
import { useCheckAgainstSourceMutation } from './api';

/** The Quellencheck as a tool run (shared-auth's useRequestRun: stop, abort, stale answers ignored). */
export function useSourceCheck() {
  const [send] = useCheckAgainstSourceMutation();
  return useRequestRun(send);
}
