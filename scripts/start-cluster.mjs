/**
 * `npm run start:cluster`: the stack of `npm start` with the gateway tier as in production — nginx
 * on the gateway's public port (the browser's configuration does not change) in front of
 * GATEWAY_INSTANCES gateways (default 2) on the next ports, all on one PostgreSQL: DATABASE_URL when
 * set, else a local cluster in `.data/pg`. The first instance seeds the demo data; the instances
 * share rate limits and quotas through the database (docs/architecture.md, "Two of everything").
 */
import { resolve } from 'node:path';
import { RUN_DIR, ROOT } from './lib/env.mjs';
import { findNginx, prepareNginx } from './lib/nginx.mjs';
import { startLocalPostgres } from './lib/postgres.mjs';
import { GATEWAY_ARGS, startStack } from './lib/stack.mjs';

const INSTANCES = Number(process.env.GATEWAY_INSTANCES ?? 2);
if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 8) {
  console.error('✖ GATEWAY_INSTANCES: erwartet eine ganze Zahl von 1 bis 8');
  process.exit(2);
}
const POSTGRES_PORT = Number(process.env.CLUSTER_POSTGRES_PORT ?? 55433);

await startStack((gatewayPort) => {
  const instancePorts = Array.from({ length: INSTANCES }, (_, index) => gatewayPort + 1 + index);
  const ownDatabase = !process.env.DATABASE_URL;
  let databaseUrl = process.env.DATABASE_URL;
  return {
    ports: [...instancePorts, ...(ownDatabase ? [POSTGRES_PORT] : [])],
    async prepare() {
      if (!findNginx()) throw new Error('nginx nicht gefunden – apt-get install nginx');
      if (!ownDatabase) return undefined;
      console.log(`▶ starte PostgreSQL (.data/pg, Port ${POSTGRES_PORT}) …`);
      const postgres = startLocalPostgres({ dir: resolve(ROOT, '.data', 'pg'), port: POSTGRES_PORT });
      databaseUrl = postgres.url;
      return postgres;
    },
    services: ({ startChild, gatewayEnv }) => {
      const gateway = (index) => () =>
        startChild(
          `gateway-${index + 1}`,
          GATEWAY_ARGS,
          gatewayEnv({
            PORT: String(instancePorts[index]),
            DATABASE_URL: databaseUrl,
            // One proxy in front: nginx names the client in X-Forwarded-For (and replaces what the
            // client sent there); the gateways believe that one entry and nothing before it.
            TRUST_PROXY: '1',
            // One instance seeds; the others start at once on the same data (migrations take turns).
            ...(index > 0 ? { SEED_DEMO: 'false' } : {}),
          }),
        );
      const proxy = () => {
        // `crit`: an instance that ends is reported once by the stack; nginx would repeat it for every
        // request it sends elsewhere meanwhile (and for every readiness probe before the instances answer).
        const { command, args } = prepareNginx({
          dir: resolve(RUN_DIR, 'nginx'),
          port: gatewayPort,
          upstreams: instancePorts,
          logLevel: 'crit',
        });
        startChild('proxy', args, {}, command);
      };
      return { ...Object.fromEntries(instancePorts.map((_, index) => [`gateway-${index + 1}`, gateway(index)])), proxy };
    },
    readyPorts: [...instancePorts, gatewayPort],
    describe: `Cluster: nginx :${gatewayPort} → ${INSTANCES} Gateways (${instancePorts.map((port) => `:${port}`).join(', ')}) → PostgreSQL${ownDatabase ? ` :${POSTGRES_PORT} (.data/pg)` : ' (DATABASE_URL)'}`,
  };
});
