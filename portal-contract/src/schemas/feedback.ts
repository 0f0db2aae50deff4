/** POST /v1/feedback. Blank and too long are checked after trimming, to answer with their own codes. */
import { z } from 'zod';
import { storableText } from './common.ts';

export const FEEDBACK_CATEGORIES = ['praise', 'bug', 'idea', 'question', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const feedbackBodySchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  message: storableText(),
  // The form sends no rating when none is chosen; null is accepted as "none" too.
  rating: z.number().int().min(1).max(5).nullish(),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

export const feedbackReplySchema = z.object({ id: z.string(), createdAt: z.string() });
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;
