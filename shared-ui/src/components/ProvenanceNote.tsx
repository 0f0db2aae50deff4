import type { Provenance } from 'portal-contract';
import { lazyNote } from './lazyNote';

// Loaded with the first result that has a provenance, not with the first page.
const ProvenanceView = lazyNote(() => import('./runNotes/ProvenanceView'));

/** Where a result comes from (engine, model, pseudonymisation, house style, source check); nothing without. */
export function ProvenanceNote({ provenance }: { provenance: Provenance | null | undefined }) {
  return provenance ? <ProvenanceView provenance={provenance} /> : null;
}
