import type { Voice } from 'shared-ui';
import { portalApi } from 'shared-auth';

export const ttsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listVoices: build.query<Voice[], void>({
      query: () => ({ path: '/v1/tools/tts/voices' }),
      transformResponse: (reply: { voices: Voice[] }) => reply.voices,
    }),
  }),
});

export const { useListVoicesQuery } = ttsApi;
