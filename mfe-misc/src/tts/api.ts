import { portalApi } from 'shared-auth';

/** gateway/README.md, "Contract: AI tools": the provider's voices, German first. */
export interface Voice {
  id: string;
  label: string;
}

export const ttsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listVoices: build.query<Voice[], void>({
      query: () => ({ path: '/v1/tools/tts/voices' }),
      transformResponse: (reply: { voices: Voice[] }) => reply.voices,
    }),
  }),
});

export const { useListVoicesQuery } = ttsApi;
