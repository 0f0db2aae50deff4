/** POST /v1/feedback: stored with who sent it (uid, e-mail, tenant) and when; read via export:feedback. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import { feedbackMaxLength } from 'portal-contract';
import { feedbackBodySchema, feedbackReplySchema } from 'portal-contract/schemas';
import { feedback } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { currentTenant, currentUser } from '../plugins/auth.ts';

export const MAX_FEEDBACK_LENGTH = feedbackMaxLength;

const feedbackPlugin: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post('/feedback', { schema: { body: feedbackBodySchema, response: { 201: feedbackReplySchema } } }, async (request, reply) => {
    const message = request.body.message.trim();
    if (!message) throw new ApiError(400, 'text-empty');
    if (message.length > MAX_FEEDBACK_LENGTH) throw new ApiError(400, 'text-too-long', { max: MAX_FEEDBACK_LENGTH });
    const user = currentUser(request);
    const [stored] = await db
      .insert(feedback)
      .values({
        uid: user.uid,
        email: user.email ?? null,
        tenant: currentTenant(request).name,
        category: request.body.category,
        message,
        rating: request.body.rating ?? null,
      })
      .returning({ id: feedback.id, createdAt: feedback.createdAt });
    if (!stored) throw new Error('feedback insert returned no row');
    return reply.code(201).send({ id: stored.id, createdAt: stored.createdAt.toISOString() });
  });
};

export default feedbackPlugin;
