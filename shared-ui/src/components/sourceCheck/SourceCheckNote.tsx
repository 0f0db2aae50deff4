import type { SourceChecked } from 'portal-contract';
import { lazyNote } from '../lazyNote';

// Loaded when a result carries a source check, not with the first page.
const SourceCheckView = lazyNote(() => import('./SourceCheckView'));

/** The source check of a result written from a source; nothing when the result has none. */
export function SourceCheckNote({ check, markedText }: { check: SourceChecked['sourceCheck']; markedText?: string | undefined }) {
  if (!check) return null;
  return <SourceCheckView findings={check.findings} markedText={markedText} />;
}
