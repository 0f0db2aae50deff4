import type { ChannelAuthorizationHandler, Options } from 'pusher-js';
import type { PortalConfig } from 'shared-ui';

/**
 * pusher-js options from portal.config's `pusher`. Hosted Pusher needs only key and cluster; with a
 * host (soketi locally) the client talks to that host directly, without TLS unless asked for, and
 * only over WebSockets: the HTTP fallbacks would load SockJS from Pusher's CDN.
 */
export function pusherOptions(pusher: PortalConfig['pusher'], authorize: ChannelAuthorizationHandler): Options {
  const options: Options = { cluster: pusher.cluster, channelAuthorization: { customHandler: authorize } };
  if (!pusher.host) return pusher.forceTLS === undefined ? options : { ...options, forceTLS: pusher.forceTLS };
  return {
    ...options,
    wsHost: pusher.host,
    ...(pusher.port ? { wsPort: pusher.port, wssPort: pusher.port } : {}),
    forceTLS: pusher.forceTLS ?? false,
    enabledTransports: ['ws', 'wss'],
  };
}
