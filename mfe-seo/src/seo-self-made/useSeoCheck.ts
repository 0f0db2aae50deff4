import { useRequestRun } from 'shared-auth';
import { useCheckSeoMutation } from './api';

/** The SEO check as a tool run (shared-auth's useRequestRun: stop, abort, stale answers ignored). */
export function useSeoCheck() {
  const [send] = useCheckSeoMutation();
  return useRequestRun(send);
}
