import { lazy, Suspense } from 'react';
import type { RemoteHarnessProps } from './RemoteHarness';

export type { RemoteHarnessProps };

// A remote's own start page is the only user of the harness: loaded on demand, it stays out of the
// portal's first load (shared-auth is a singleton, and a shared module is never tree-shaken).
const Harness = lazy(() => import('./RemoteHarness').then((module) => ({ default: module.RemoteHarness })));

/** The development view of one remote: sign-in, its pages by catalogue route, the real gateway. */
export function RemoteHarness(props: RemoteHarnessProps) {
  return (
    <Suspense fallback={null}>
      <Harness {...props} />
    </Suspense>
  );
}
