/**
 * `npm start`: builds what is stale, writes the runtime config, starts the Auth emulator, the
 * realtime server (soketi) and the gateway, serves the shell and each remote on its own port, waits until all answer, prints the URL
 * and the demo logins, and stops every child on Ctrl-C. One gateway on the public port; several
 * behind a proxy: `npm run start:cluster` (start-cluster.mjs).
 */
import { GATEWAY_ARGS, startStack } from './lib/stack.mjs';

await startStack((gatewayPort) => ({
  services: ({ startChild, gatewayEnv }) => ({ gateway: () => startChild('gateway', GATEWAY_ARGS, gatewayEnv()) }),
  readyPorts: [gatewayPort],
}));
