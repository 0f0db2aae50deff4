/**
 * `npm start`: builds what is stale, writes the runtime config, serves the shell and each remote on
 * its own port, waits until all answer, prints the URL, and stops every child on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import waitOn from 'wait-on';
import { buildIfStale } from './lib/build.mjs';
import { portsInUse } from './lib/ports.mjs';
import { ROOT, RUN_DIR, loadDotEnv, portalConfigFromEnv, sitesFromEnv } from './lib/env.mjs';

loadDotEnv();
const sites = sitesFromEnv();
const apps = ['shell', ...sites.remotes.map((remote) => remote.pkg)];

const ports = [sites.shell.port, ...sites.remotes.map((remote) => remote.port)];
const busy = await portsInUse(ports);
if (busy.length > 0) {
  console.error(`✖ Port ${busy.join(', ')} ist belegt – läuft das Portal schon? Beende es zuerst (Strg+C).`);
  process.exit(1);
}

for (const pkg of apps) buildIfStale(pkg);

mkdirSync(RUN_DIR, { recursive: true });
const config = portalConfigFromEnv();
writeFileSync(resolve(RUN_DIR, 'portal.config.json'), JSON.stringify(config, null, 2));

const children = new Map();
let stopping = false;

function startSite(pkg) {
  const child = spawn(process.execPath, [resolve(ROOT, 'scripts', 'serve-static.mjs'), pkg], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.set(pkg, child);
  child.on('exit', (code, signal) => {
    children.delete(pkg);
    // A dead remote must not take the portal down with it: report and keep the rest running.
    if (!stopping) console.error(`✖ ${pkg} wurde beendet (${signal ?? `Code ${code}`}); das übrige Portal läuft weiter.`);
  });
}

const pidsFile = resolve(RUN_DIR, 'pids.json');

/** pids.json is the registry of the running sites; a site restarted by hand is stopped with the rest. */
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  const recorded = existsSync(pidsFile) ? Object.values(JSON.parse(readFileSync(pidsFile, 'utf8'))) : [];
  for (const pid of recorded) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

for (const pkg of apps) startSite(pkg);
writeFileSync(
  pidsFile,
  JSON.stringify(Object.fromEntries([...children].map(([pkg, child]) => [pkg, child.pid])), null, 2),
);

try {
  await waitOn({ resources: ports.map((port) => `http-get://127.0.0.1:${port}/healthz`), timeout: 60_000 });
} catch (error) {
  console.error('✖ Nicht alle Dienste wurden rechtzeitig bereit:', error.message);
  stopAll();
  process.exitCode = 1;
}

if (!stopping) {
  console.log(`
  ${config.productName} läuft: ${sites.shell.origin}
  Remotes: ${sites.remotes.map((remote) => `${remote.pkg} ${remote.origin}`).join(' · ')}
  Beenden mit Strg+C.
`);
}
