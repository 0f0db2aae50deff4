/**
 * The seed's newsletter endpoints. They act only on the signed-in user's own address (docs/product.md:
 * nobody reads or changes someone else's subscription) and only on the configured list.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasSubscribedReplySchema, newsletterBodySchema, subscriptionReplySchema } from 'portal-contract/schemas';
import type { z } from 'zod';
import { ApiError } from '../errors.ts';
import type { NewsletterProvider } from './provider.ts';
import { currentUser } from '../plugins/auth.ts';

type NewsletterOptions = { newsletter: NewsletterProvider; listId: number };

const newsletter: FastifyPluginAsyncZod<NewsletterOptions> = async (app, { newsletter: provider, listId }) => {
  /** The lower-cased address the request may act on; 403 for anyone else's, 404 for another list. */
  function ownAddress(request: FastifyRequest, body: z.infer<typeof newsletterBodySchema>): string {
    const own = currentUser(request).email?.toLowerCase();
    if (!own || body.email.toLowerCase() !== own) throw new ApiError(403, 'forbidden');
    if (body.list_id !== listId) throw new ApiError(404, 'not-found');
    return own;
  }

  app.post(
    '/check-newsletter-subscription',
    { schema: { body: newsletterBodySchema, response: { 200: hasSubscribedReplySchema } } },
    async (request) => ({ hasSubscribed: await provider.isSubscribed(listId, ownAddress(request, request.body)) }),
  );

  app.post(
    '/subscribe-to-newsletter',
    { schema: { body: newsletterBodySchema, response: { 200: subscriptionReplySchema } } },
    async (request) => {
      const email = ownAddress(request, request.body);
      await provider.subscribe(listId, { email, uid: currentUser(request).uid });
      return { response: { listId, subscribed: true } };
    },
  );

  app.post(
    '/unsubscribe-from-newsletter',
    { schema: { body: newsletterBodySchema, response: { 200: subscriptionReplySchema } } },
    async (request) => {
      await provider.unsubscribe(listId, ownAddress(request, request.body));
      return { response: { listId, subscribed: false } };
    },
  );
};

export default newsletter;
