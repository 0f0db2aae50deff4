import type { MessageCode } from 'portal-contract';
import { lazyNote } from './lazyNote';
import type { RunFailure } from './runNotes/runFailure';

/**
 * A run the tenant's personal-data policy stopped (`personal-data-found`: what was found and the
 * user's choice; `personal-data-offline-only`: the refusal). Loaded only then.
 */
export const PersonalDataNote = lazyNote<{ code: MessageCode; failure?: RunFailure | null | undefined }>(
  () => import('./runNotes/PersonalDataView'),
);
