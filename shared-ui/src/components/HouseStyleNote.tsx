import { Suspense, lazy } from 'react';
import type { HouseStyleApplied } from 'portal-contract';

// Shown only under a result: loaded then, not with the first page (shared-ui is a singleton every
// page loads; docs/architecture.md, budgets).
const HouseStyleView = lazy(() => import('./resultNotes/HouseStyleView'));

/**
 * How many changes the tenant's house style made to a tool's result, the list on demand — so a
 * writer knows the text is not the model's word for word.
 */
export function HouseStyleNote({ applied }: { applied: HouseStyleApplied['houseStyle'] }) {
  if (!applied || applied.changes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <HouseStyleView applied={applied} />
    </Suspense>
  );
}
