import type { HasSubscribedReply, NewsletterBody } from 'portal-contract/schemas';
import { portalApi } from 'shared-auth';

interface NewsletterArgs {
  email: string;
  listId: number;
}

const body = ({ email, listId }: NewsletterArgs): NewsletterBody => ({ email, list_id: listId });

/** The seed's newsletter endpoints; they act only on the signed-in user's own e-mail. */
export const newsletterApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    newsletterStatus: build.query<boolean, NewsletterArgs>({
      query: (args) => ({ path: '/v1/check-newsletter-subscription', method: 'POST', body: body(args) }),
      transformResponse: (reply: HasSubscribedReply) => reply.hasSubscribed,
    }),
    setNewsletterSubscription: build.mutation<void, NewsletterArgs & { subscribe: boolean }>({
      query: ({ subscribe, ...args }) => ({
        path: subscribe ? '/v1/subscribe-to-newsletter' : '/v1/unsubscribe-from-newsletter',
        method: 'POST',
        body: body(args),
      }),
      // The card flips at once; if the gateway refuses, the cached state flips back.
      async onQueryStarted({ subscribe, ...args }, { dispatch, queryFulfilled }) {
        const patch = dispatch(newsletterApi.util.updateQueryData('newsletterStatus', args, () => subscribe));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useNewsletterStatusQuery, useSetNewsletterSubscriptionMutation } = newsletterApi;
