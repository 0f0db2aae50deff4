import { portalApi } from 'shared-auth';

/** gateway/README.md, "Contract: AI tools": scores 0–1, highest first. */
export interface RankedTerm {
  term: string;
  score: number;
}

export interface KeywordResult {
  keywords: RankedTerm[];
  phrases: RankedTerm[];
}

export interface KeywordRequest {
  text: string;
  max: number;
}

export const keywordsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: every press of the button is a new extraction, nothing to cache.
    extractKeywords: build.mutation<KeywordResult, KeywordRequest>({
      query: (body) => ({ path: '/v1/tools/keywords', method: 'POST', body }),
    }),
  }),
});

export const { useExtractKeywordsMutation } = keywordsApi;
