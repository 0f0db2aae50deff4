/**
 * Every failure leaves the gateway as `{ error: { code, message } }` from the catalogue; stack traces
 * and internal messages only go to the log.
 */
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, errorReply, validationCode, type ErrorReply } from '../errors.ts';

function toReply(error: FastifyError | ApiError): { statusCode: number; body: ErrorReply } {
  if (error instanceof ApiError) return { statusCode: error.statusCode, body: errorReply(error.code, error.params, error.details) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const code = validationCode(error.validation.map((issue) => issue.message));
    // A path parameter that cannot name anything (a user id with a NUL, an unknown role) is a missing resource.
    return { statusCode: code === 'not-found' ? 404 : 400, body: errorReply(code) };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode === 429) return { statusCode, body: errorReply('too-many-requests') };
  // Fastify's own client errors: unreadable JSON, body too large, unsupported content type, …
  if (statusCode >= 400 && statusCode < 500)
    return { statusCode, body: errorReply(error.validation ? 'validation-failed' : 'bad-request') };
  return { statusCode: 500, body: errorReply('internal-error') };
}

const errorReplies: FastifyPluginAsync = async (app) => {
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    const { statusCode, body } = toReply(error);
    // An ApiError is an answer the gateway chose (no AI provider, the provider failed): worth a
    // warning with its code, not a stack trace. Anything else that ends in 5xx is a bug.
    if (error instanceof ApiError && statusCode >= 500)
      request.log.warn({ code: error.code, cause: error.cause }, 'request answered with an error');
    else if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof ApiError && error.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(statusCode).send(body);
  });

  // Unknown routes are rate-limited too, so probing for endpoints costs the prober.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (_request, reply) => reply.code(404).send(errorReply('not-found')));
};

export default fp(errorReplies, { name: 'error-replies', dependencies: ['@fastify/rate-limit'] });
