import type { ChannelAuthorizationCallback, ChannelAuthorizationHandler } from 'pusher-js';
import type { RealtimeAuthReply } from 'portal-contract/schemas';
import { gatewayFetch } from 'shared-auth';

type AuthResult = Parameters<ChannelAuthorizationCallback>;

async function requestAuthorization(socketId: string, channelName: string): Promise<AuthResult> {
  try {
    // Checked rather than trusted: a proxy may answer with something else.
    const reply = await gatewayFetch<Partial<RealtimeAuthReply> | undefined>('/v1/realtime/auth', {
      method: 'POST',
      body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
    });
    if (typeof reply?.auth === 'string') return [null, { auth: reply.auth }];
    return [new Error('Antwort ohne auth'), null];
  } catch (error) {
    return [error instanceof Error ? error : new Error(String(error)), null];
  }
}

/**
 * Private channels are authorised by the gateway (POST /v1/realtime/auth) through the portal's
 * gateway client: the user's ID token, refreshed once on 401. A refusal (signed out, realtime off
 * in the gateway) leaves the channel unsubscribed — pusher-js reports it as `pusher:subscription_error`,
 * and nothing else in the portal changes.
 */
export const authorizeChannel: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
  void requestAuthorization(socketId, channelName).then((result) => callback(...result));
};
