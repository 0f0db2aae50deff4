import type { HouseStyleApplied } from 'portal-contract';
import { lazyNote } from './lazyNote';

// Shown only under a result: loaded then, not with the first page.
const HouseStyleView = lazyNote(() => import('./resultNotes/HouseStyleView'));

/**
 * How many changes the tenant's house style made to a tool's result, the list on demand — so a
 * writer knows the text is not the model's word for word.
 */
export function HouseStyleNote({ applied }: { applied: HouseStyleApplied['houseStyle'] }) {
  if (!applied || applied.changes.length === 0) return null;
  return <HouseStyleView applied={applied} />;
}
