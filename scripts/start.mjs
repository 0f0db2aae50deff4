/**
 * `npm start`: builds what is stale, writes the runtime config, starts the Auth emulator, the
 * realtime server (soketi) and the gateway, serves the shell and each remote on its own port, waits until all answer, prints the URL
 * and the demo logins, and stops every child on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import waitOn from 'wait-on';
import { AUTH_EMULATOR_HOST, ensureAuthEmulator } from './lib/authEmulator.mjs';
import { buildIfStale } from './lib/build.mjs';
import { demoLogins } from './lib/demoLogins.mjs';
import { portsInUse } from './lib/ports.mjs';
import { ROOT, RUN_DIR, loadDotEnv, portalConfigFromEnv, sitesFromEnv } from './lib/env.mjs';
import { SOKETI_PORT, configureLocalRealtime, soketiProcess } from './lib/realtime.mjs';

loadDotEnv();
mkdirSync(RUN_DIR, { recursive: true });
// Before anything reads the environment: the gateway and portal.config.json get the same values.
const localRealtime = configureLocalRealtime();
const sites = sitesFromEnv();
const apps = ['shell', ...sites.remotes.map((remote) => remote.pkg)];

const GATEWAY_PORT = Number(new URL(portalConfigFromEnv().gatewayUrl).port || 8080);
const ports = [sites.shell.port, ...sites.remotes.map((remote) => remote.port)];
const busy = await portsInUse([...ports, GATEWAY_PORT, 9099, ...(localRealtime ? [SOKETI_PORT] : [])]);
if (busy.length > 0) {
  console.error(`✖ Port ${busy.join(', ')} ist belegt – läuft das Portal schon? Beende es zuerst (Strg+C).`);
  process.exit(1);
}

for (const pkg of apps) buildIfStale(pkg);

const config = portalConfigFromEnv();
writeFileSync(resolve(RUN_DIR, 'portal.config.json'), JSON.stringify(config, null, 2));

const children = new Map();
let stopping = false;

console.log('▶ starte den Firebase-Auth-Emulator …');
const emulator = await ensureAuthEmulator({ dataDir: resolve(ROOT, '.data', 'auth'), quiet: true });

function startChild(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    // A dead remote must not take the portal down with it: report and keep the rest running.
    if (!stopping) console.error(`✖ ${name} wurde beendet (${signal ?? `Code ${code}`}); das übrige Portal läuft weiter.`);
  });
}

function startRealtime() {
  const { args, env } = soketiProcess();
  startChild('realtime', args, env);
}

function startSite(pkg) {
  startChild(pkg, [resolve(ROOT, 'scripts', 'serve-static.mjs'), pkg]);
}

/**
 * Settings for the next gateway start, e.g. `{ "AI_PROVIDER": "openai", "OPENAI_BASE_URL": … }`:
 * stop the gateway, write them, `kill -USR2` — the stack keeps running while the AI provider changes.
 */
const gatewayOverridesFile = resolve(RUN_DIR, 'gateway.env.json');
// Overrides live for one run of the stack: a fresh `npm start` is configured by .env alone.
rmSync(gatewayOverridesFile, { force: true });
const gatewayOverrides = () => (existsSync(gatewayOverridesFile) ? JSON.parse(readFileSync(gatewayOverridesFile, 'utf8')) : {});

function startGateway() {
  startChild('gateway', ['--import', 'tsx', resolve(ROOT, 'gateway', 'src', 'main.ts')], {
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    // Warnings and errors only, so the console stays readable; LOG_LEVEL=info shows every request.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PORT: String(GATEWAY_PORT),
    // The shell, and each remote's own harness, call the gateway from the browser.
    PORTAL_ORIGINS:
      process.env.PORTAL_ORIGINS ??
      [sites.shell, ...sites.remotes].flatMap((site) => [site.origin, site.origin.replace('localhost', '127.0.0.1')]).join(','),
    ...gatewayOverrides(),
  });
}

const pidsFile = resolve(RUN_DIR, 'pids.json');
const services = {
  ...(localRealtime ? { realtime: startRealtime } : {}),
  gateway: startGateway,
  ...Object.fromEntries(apps.map((pkg) => [pkg, () => startSite(pkg)])),
};

/** pids.json: who runs the stack (`start`) and each service's process, for operators and tests. */
function recordPids() {
  const pids = { start: process.pid, ...Object.fromEntries([...children].map(([name, child]) => [name, child.pid])) };
  writeFileSync(pidsFile, JSON.stringify(pids, null, 2));
}

/** `kill -USR2 <start pid>` starts again every service that was stopped (e.g. one remote). */
process.on('SIGUSR2', () => {
  for (const [name, start] of Object.entries(services)) if (!children.has(name)) start();
  recordPids();
});

function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  void emulator.stop().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 8000).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

const ready = (ports) => waitOn({ resources: ports.map((port) => `http-get://127.0.0.1:${port}/healthz`), timeout: 90_000 });

// The shell opens last: once it answers, everything behind it (gateway, remotes) answers too, so
// whoever waits for the portal's URL (a person, the end-to-end suite) finds the whole stack ready.
try {
  for (const [name, start] of Object.entries(services)) if (name !== 'shell') start();
  recordPids();
  await ready([GATEWAY_PORT, ...sites.remotes.map((remote) => remote.port)]);
  // soketi answers /ready once it accepts connections.
  if (localRealtime) await waitOn({ resources: [`http-get://127.0.0.1:${SOKETI_PORT}/ready`], timeout: 60_000 });
  services.shell();
  recordPids();
  await ready([sites.shell.port]);
} catch (error) {
  console.error('✖ Nicht alle Dienste wurden rechtzeitig bereit:', error.message);
  stopAll();
  process.exitCode = 1;
}

if (!stopping) {
  console.log(`
  ${config.productName} läuft: ${sites.shell.origin}
  Remotes: ${sites.remotes.map((remote) => `${remote.pkg} ${remote.origin}`).join(' · ')}
  Gateway: ${config.gatewayUrl} · Auth-Emulator: http://${AUTH_EMULATOR_HOST}${localRealtime ? ` · Realtime (soketi): ws://127.0.0.1:${SOKETI_PORT}` : ''}
  Ankündigung senden: npm run announce -- "Text"

  Demo-Anmeldungen:
${demoLogins()
  .map((login) => `    ${login.email} / ${login.password}  (${login.tenant})`)
  .join('\n')}

  Beenden mit Strg+C.
`);
}
