import type { Provenance } from 'portal-contract';
import { lazyNote } from './lazyNote';

/**
 * Where a result comes from (engine, model, pseudonymisation, house style, source check), for a
 * result that has a provenance. Loaded with the first such result, not with the first page.
 */
export const ProvenanceNote = lazyNote<{ provenance: Provenance }>(() => import('./runNotes/ProvenanceView'));
