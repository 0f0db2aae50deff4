import { portalApi } from 'shared-auth';
import type { FaqEntry } from 'shared-ui';

export const workdayFaqApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listFaqEntries: build.query<FaqEntry[], void>({
      query: () => ({ path: '/v1/workday-faq/entries' }),
      transformResponse: (reply: { entries: FaqEntry[] }) => reply.entries,
    }),
  }),
});

export const { useListFaqEntriesQuery } = workdayFaqApi;
