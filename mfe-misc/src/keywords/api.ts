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
      // The shared base query rethrows an abort, which RTK Query logs as an unhandled error; a stop
      // is no error, so it becomes a plain rejected result here.
      queryFn: async (body, _api, _options, baseQuery) => {
        try {
          const answer = await baseQuery({ path: '/v1/tools/keywords', method: 'POST', body });
          return answer.error ? { error: answer.error } : { data: answer.data as KeywordResult };
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return { error: { code: 'generation-stopped', status: 0 } };
          throw error;
        }
      },
    }),
  }),
});

export const { useExtractKeywordsMutation } = keywordsApi;
