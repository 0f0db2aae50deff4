import type { Voice } from 'shared-ui';
import { portalApi, toolQuery, type ToolResult } from 'shared-auth';

const voicesPath = '/v1/tools/text-speech/voices';

export const ttsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listVoices: build.query<Voice[], void>({
      query: () => toolQuery(voicesPath),
      transformResponse: (reply: ToolResult<typeof voicesPath>) => reply.voices,
    }),
  }),
});

export const { useListVoicesQuery } = ttsApi;
