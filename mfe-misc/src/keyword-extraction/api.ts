import { portalApi, toolQuery, type ToolBody, type ToolResult } from 'shared-auth';

const keywordsPath = '/v1/tools/keyword-extraction';

export const keywordsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: every press of the button is a new extraction, nothing to cache.
    extractKeywords: build.mutation<ToolResult<typeof keywordsPath>, ToolBody<typeof keywordsPath>>({
      query: (body) => toolQuery(keywordsPath, body),
    }),
  }),
});

export const { useExtractKeywordsMutation } = keywordsApi;
