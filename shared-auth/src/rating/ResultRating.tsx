import type { ResultRatingBody } from 'portal-contract/schemas';
import { RatingPrompt, type HistoryTool, type ResultRatingProps } from 'shared-ui';
import { portalApi } from '../gateway/portalApi';

const ratingApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    rateResult: build.mutation<void, ResultRatingBody>({ query: (body) => ({ path: '/v1/results/rating', method: 'POST', body }) }),
  }),
});

/**
 * Thumbs under a finished result, sent to the gateway with the tool and its history entry. Sent once
 * per result; a failure to send is not the user's problem and only says so.
 */
export function ResultRating({ tool, historyId }: ResultRatingProps) {
  const [rate, state] = ratingApi.useRateResultMutation();
  return (
    <RatingPrompt
      state={state}
      onRate={(rating) => void rate({ tool: tool as HistoryTool, ...rating, ...(historyId ? { historyId } : {}) })}
    />
  );
}
