import { portalApi } from 'shared-auth';
import { feedbackMaxLength } from 'shared-ui';
import type { FeedbackBody, FeedbackCategory as ContractCategory, FeedbackReply } from 'portal-contract/schemas';

export const feedbackCategories = [
  { id: 'praise', label: 'Lob' },
  { id: 'bug', label: 'Fehler' },
  { id: 'idea', label: 'Idee' },
  { id: 'question', label: 'Frage' },
  { id: 'other', label: 'Sonstiges' },
] as const;

export type FeedbackCategory = (typeof feedbackCategories)[number]['id'] & ContractCategory;

/** The gateway's limit for one message. */
export const MAX_FEEDBACK_LENGTH = feedbackMaxLength;

export type FeedbackInput = FeedbackBody & { category: FeedbackCategory };

export const feedbackApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<FeedbackReply, FeedbackInput>({
      query: (body) => ({ path: '/v1/feedback', method: 'POST', body }),
    }),
  }),
});

export const { useSendFeedbackMutation } = feedbackApi;
