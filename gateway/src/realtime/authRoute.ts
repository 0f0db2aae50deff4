/**
 * Channel authorisation for the browser's Pusher client (README, "Contract: realtime"): a signed-in
 * user may join exactly one private channel, `private-user-<own uid>`. Registered inside protectedApi,
 * so the token and the tenant are checked before this runs.
 *
 * pusher-js posts `socket_id` and `channel_name` form-encoded; Fastify has no parser for that, so this
 * scope adds a small one (URLSearchParams; a repeated field becomes an array and is refused).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { realtimeAuthReplySchema } from 'portal-contract/schemas';
import { uidOfUserChannel } from 'portal-contract';
import { ApiError } from '../errors.ts';
import { currentUser } from '../plugins/auth.ts';

/** What the Pusher protocol's socket ids look like (`123.456`). */
const SOCKET_ID = /^\d+\.\d+$/;
/** A channel authorisation body is two short fields. */
const BODY_LIMIT = 4096;

/** Form fields as an object; a field given more than once keeps all its values. */
export function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  const params = new URLSearchParams(body);
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    fields[key] = values.length === 1 ? values[0]! : values;
  }
  return fields;
}

type RealtimeAuthOptions = { perMinute: number };

const realtimeAuth: FastifyPluginAsyncZod<RealtimeAuthOptions> = async (app, { perMinute }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, formFields(body as string));
  });

  app.post(
    '/realtime/auth',
    {
      bodyLimit: BODY_LIMIT,
      // Without a secret there is nothing to sign: the route answers like one that does not exist,
      // before the body is read (after the scope's token and tenant checks).
      onRequest: async () => {
        if (!app.realtime.enabled) throw new ApiError(404, 'not-found');
      },
      // Each subscription (and each reconnect) asks once; a stricter limit than the general one.
      config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
      schema: { response: { 200: realtimeAuthReplySchema } },
    },
    async (request) => {
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const { channel_name: channel, socket_id: socketId } = body;
      // Exactly the caller's own channel: anything else (another uid, a suffix, presence-, an encoded
      // byte, two names, no name) is refused before the socket id is even looked at.
      if (typeof channel !== 'string' || uidOfUserChannel(channel) !== currentUser(request).uid) throw new ApiError(403, 'forbidden');
      if (typeof socketId !== 'string' || !SOCKET_ID.test(socketId)) throw new ApiError(400, 'validation-failed');
      return app.realtime.authorizeChannel(socketId, channel);
    },
  );
};

export default realtimeAuth;
