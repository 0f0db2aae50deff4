/**
 * `npm run dev`: webpack dev servers with live reload for the shell and every remote, on the same
 * ports and with the same runtime config as `npm start`. A team working on one remote runs only
 * that one instead, beside `npm start` too: `npm run dev -w mfe-text` (dev-remote.mjs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import concurrently from 'concurrently';
import { RUN_DIR, ROOT, loadDotEnv, portalConfigFromEnv, sitesFromEnv } from './lib/env.mjs';

loadDotEnv();
mkdirSync(RUN_DIR, { recursive: true });
writeFileSync(resolve(RUN_DIR, 'portal.config.json'), JSON.stringify(portalConfigFromEnv(), null, 2));

const { shell, remotes } = sitesFromEnv();
const apps = [shell, ...remotes];
const { result } = concurrently(
  apps.map((app) => ({ name: app.pkg, command: `npm run dev -w ${app.pkg} -- --port ${app.port}`, cwd: ROOT })),
  { prefix: 'name', killOthersOn: ['failure'] },
);
console.log(`Entwicklung: ${shell.origin} (Shell) · Remotes auf ${remotes.map((r) => r.port).join(', ')}`);
await result.catch(() => {
  process.exitCode = 1;
});
