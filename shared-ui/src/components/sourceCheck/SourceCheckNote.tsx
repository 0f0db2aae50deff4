import { Suspense, lazy } from 'react';
import type { SourceChecked } from 'portal-contract';

// Loaded when a result carries a source check, not with the first page (shared-ui is a singleton
// every page loads; docs/architecture.md, budgets).
const SourceCheckView = lazy(() => import('./SourceCheckView'));

/** The source check of a result written from a source; nothing when the result has none. */
export function SourceCheckNote({ check, markedText }: { check: SourceChecked['sourceCheck']; markedText?: string | undefined }) {
  if (!check) return null;
  return (
    <Suspense fallback={null}>
      <SourceCheckView findings={check.findings} markedText={markedText} />
    </Suspense>
  );
}
