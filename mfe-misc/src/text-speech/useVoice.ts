import { messageFor } from 'shared-ui';
import { errorCodeOf } from 'shared-auth';
import type { Voice } from 'shared-ui';
import { useListVoicesQuery } from './api';

export interface VoiceChoice {
  voices: Voice[] | undefined;
  /** The chosen voice, or the provider's first (German) one until the user chooses. */
  voice: string | undefined;
  /** Why there is no voice to choose (German, from the catalogue); null while loading or when fine. */
  problem: string | null;
  retry: () => void;
}

export function useVoice(chosen: string | null): VoiceChoice {
  const query = useListVoicesQuery();
  const voices = query.data;
  const voice = chosen !== null && voices?.some((entry) => entry.id === chosen) ? chosen : voices?.[0]?.id;
  const problem = query.isError ? messageFor(errorCodeOf(query.error)) : voices?.length === 0 ? messageFor('no-ai-provider') : null;
  return { voices, voice, problem, retry: () => void query.refetch() };
}
