import { portalApi, toolQuery, type ToolResult } from 'shared-auth';
import type { FaqEntry } from 'shared-ui';

const entriesPath = '/v1/workday-faq/entries';

export const workdayFaqApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listFaqEntries: build.query<FaqEntry[], void>({
      query: () => toolQuery(entriesPath),
      transformResponse: (reply: ToolResult<typeof entriesPath>) => reply.entries,
    }),
  }),
});

export const { useListFaqEntriesQuery } = workdayFaqApi;
