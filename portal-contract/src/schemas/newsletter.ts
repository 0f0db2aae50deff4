/** The newsletter card: only the signed-in user's own address, only the configured list. */
import { z } from 'zod';

export const newsletterBodySchema = z.object({
  email: z.string().trim().min(1).max(320),
  // A number; a numeric string (a query-string habit of the seed's client) is accepted as well.
  list_id: z.union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ]),
});
export type NewsletterBody = z.input<typeof newsletterBodySchema>;

export const hasSubscribedReplySchema = z.object({ hasSubscribed: z.boolean() });
export type HasSubscribedReply = z.infer<typeof hasSubscribedReplySchema>;
export const subscriptionReplySchema = z.object({ response: z.object({ listId: z.number(), subscribed: z.boolean() }) });
export type SubscriptionReply = z.infer<typeof subscriptionReplySchema>;
