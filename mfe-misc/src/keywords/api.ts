import type { KeywordRequest, KeywordResult } from 'shared-ui';
import { portalApi } from 'shared-auth';

export const keywordsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: every press of the button is a new extraction, nothing to cache.
    extractKeywords: build.mutation<KeywordResult, KeywordRequest>({
      query: (body) => ({ path: '/v1/tools/keywords', method: 'POST', body }),
    }),
  }),
});

export const { useExtractKeywordsMutation } = keywordsApi;
