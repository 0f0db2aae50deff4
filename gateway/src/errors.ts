/**
 * The one error shape of the gateway: `{ error: { code, message } }` with the German text from the
 * shared catalogue (shared-ui), so browser and gateway can never disagree about a message.
 */
import { isMessageCode, messageFor, type MessageCode } from 'portal-contract';
import { errorReplySchema, type ErrorReply } from 'portal-contract/schemas';

export type { MessageCode };
export { errorReplySchema, type ErrorReply };

export function errorReply(code: MessageCode, params?: Record<string, string | number>, details?: unknown): ErrorReply {
  return {
    error: {
      code,
      message: messageFor(code, params),
      ...(params === undefined ? {} : { params }),
      ...(details === undefined ? {} : { details }),
    },
  };
}

/** Thrown anywhere in a request; the global error handler turns it into the reply. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly params?: Record<string, string | number>,
    /** Sent with the message for a page that shows more (`error.details`). */
    readonly details?: unknown,
    /** Sent as `Retry-After` (seconds): the request may succeed unchanged after that. */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/** Routes pick a specific catalogue code for a validation failure by using it as the zod message. */
export function validationCode(messages: readonly (string | undefined)[]): MessageCode {
  const chosen = messages.find((message) => isMessageCode(message));
  return isMessageCode(chosen) ? chosen : 'validation-failed';
}
