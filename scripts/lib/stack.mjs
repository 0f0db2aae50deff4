/**
 * The local stack of `npm start` and `npm run start:cluster`: builds what is stale, writes the
 * runtime config, starts the Auth emulator, the realtime server (soketi) and the gateway tier, serves
 * the shell and each remote on its own port, waits until all answer, prints the URL and the demo
 * logins, and stops every child on Ctrl-C. The two commands differ only in the gateway tier: one
 * gateway on the public port, or a proxy there in front of several (see `startStack`).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import waitOn from 'wait-on';
import { AUTH_EMULATOR_HOST, ensureAuthEmulator } from './authEmulator.mjs';
import { buildIfStale } from './build.mjs';
import { demoLogins } from './demoLogins.mjs';
import { DEV_SLOTS_DIR, slotFreed, slotHolder } from './devSlot.mjs';
import { portsInUse } from './ports.mjs';
import { LOCAL_PREVIEW_ORIGINS, ROOT, RUN_DIR, loadDotEnv, portalConfigFromEnv, sitesFromEnv } from './env.mjs';
import { SOKETI_PORT, configureLocalRealtime, soketiProcess } from './realtime.mjs';

/**
 * The gateway's entry point, run by Node with tsx (as `npm start -w gateway` does). A young
 * generation of 16 MB from the start (V8's largest by default, which it otherwise only grows to
 * under load and shrinks again when idle): with 20 staff on offline tools the event loop's
 * collections were 93 in 25 s (309 ms, the longest 16 ms) with the default and 51 (189 ms, the
 * longest 10 ms) with it; docs/architecture.md, "Budgets".
 */
export const GATEWAY_ARGS = ['--min-semi-space-size=16', '--import', 'tsx', resolve(ROOT, 'gateway', 'src', 'main.ts')];

/**
 * The gateway tier of the stack, given the gateway's public port (from GATEWAY_URL):
 * - `ports`: further ports that must be free (instances, a database);
 * - `prepare()`: runs after the Auth emulator started, before any service (e.g. starts PostgreSQL);
 *   may return `stop()`, called once the services have ended;
 * - `services({ startChild, gatewayEnv })`: the tier's services by name, each a function that starts it;
 *   `gatewayEnv(extra)` is the environment every gateway gets;
 * - `readyPorts`: where /healthz must answer before the portal opens;
 * - `describe`: one line for the printout.
 * @typedef {{
 *   ports?: number[],
 *   prepare?: () => Promise<{ stop?: () => void | Promise<void> } | void>,
 *   services: (tools: { startChild: StartChild, gatewayEnv: (extra?: Record<string, string>) => Record<string, string> }) => Record<string, () => void>,
 *   readyPorts: number[],
 *   describe?: string,
 * }} GatewayTier
 * @typedef {(name: string, args: string[], env?: Record<string, string>, command?: string) => void} StartChild
 */

/** @param {(gatewayPort: number) => GatewayTier} gatewayTier */
export async function startStack(gatewayTier) {
  loadDotEnv();
  // A developer's machine: `npm run preview -w <remote>` works here without a .env (the gateway and
  // the CSP read the same value). Set, even empty, the environment wins; a deployment has no default.
  process.env.PREVIEW_ORIGINS ??= LOCAL_PREVIEW_ORIGINS;
  mkdirSync(RUN_DIR, { recursive: true });
  // Before anything reads the environment: the gateway and portal.config.json get the same values.
  const localRealtime = configureLocalRealtime();
  const sites = sitesFromEnv();
  const apps = ['shell', ...sites.remotes.map((remote) => remote.pkg)];

  const GATEWAY_PORT = Number(new URL(portalConfigFromEnv().gatewayUrl).port || 8080);
  const tier = gatewayTier(GATEWAY_PORT);
  const ports = [sites.shell.port, ...sites.remotes.map((remote) => remote.port)];
  const busy = await portsInUse([...ports, GATEWAY_PORT, ...(tier.ports ?? []), 9099, ...(localRealtime ? [SOKETI_PORT] : [])]);
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
  let prepared;
  try {
    prepared = (await tier.prepare?.()) ?? undefined;
  } catch (error) {
    console.error(`✖ ${error.message}`);
    await emulator.stop();
    process.exit(1);
  }

  /** @type {StartChild} */
  function startChild(name, args, env = {}, command = process.execPath) {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    children.set(name, child);
    child.on('exit', (code, signal) => {
      children.delete(name);
      if (stopping) return;
      if (slotHolder(name)) {
        void lendSlot(name);
        return;
      }
      // A dead remote must not take the portal down with it: report and keep the rest running.
      console.error(`✖ ${name} wurde beendet (${signal ?? `Code ${code}`}); das übrige Portal läuft weiter.`);
    });
  }

  /** `npm run dev -w <remote>` stopped this site to serve on its port (devSlot.mjs); it comes back after. */
  async function lendSlot(name) {
    recordPids();
    console.log(`ℹ ${name}: Der Dev-Server hat den Port übernommen; danach kommt die gebaute Seite zurück.`);
    if (!(await slotFreed(name, { stopped: () => stopping }))) return;
    if (!children.has(name)) services[name]();
    recordPids();
    console.log(`ℹ ${name}: Dev-Server beendet; die gebaute Seite läuft wieder.`);
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
  // A lent slot left from an earlier run is stale: a dev server still on a port failed the check above.
  rmSync(DEV_SLOTS_DIR, { recursive: true, force: true });
  const gatewayOverrides = () => (existsSync(gatewayOverridesFile) ? JSON.parse(readFileSync(gatewayOverridesFile, 'utf8')) : {});

  const gatewayEnv = (extra = {}) => ({
    // The local emulator, and the gateway's explicit opt-in to trust it (it accepts unsigned tokens).
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    ALLOW_AUTH_EMULATOR: 'true',
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    // Warnings and errors only, so the console stays readable; LOG_LEVEL=info shows every request.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PORT: String(GATEWAY_PORT),
    // `npm run bench` sends /s/:slug 1 000 times a second from this machine's one address; the
    // deployment's limit (600 a minute per address) would measure the refusal. Set, it wins.
    SHORT_LINK_REDIRECTS_PER_MINUTE: process.env.SHORT_LINK_REDIRECTS_PER_MINUTE ?? '1000000',
    // The shell, and each remote's own harness, call the gateway from the browser.
    PORTAL_ORIGINS:
      process.env.PORTAL_ORIGINS ??
      [sites.shell, ...sites.remotes].flatMap((site) => [site.origin, site.origin.replace('localhost', '127.0.0.1')]).join(','),
    ...extra,
    ...gatewayOverrides(),
  });

  const pidsFile = resolve(RUN_DIR, 'pids.json');
  const services = {
    ...(localRealtime ? { realtime: startRealtime } : {}),
    ...tier.services({ startChild, gatewayEnv }),
    ...Object.fromEntries(apps.map((pkg) => [pkg, () => startSite(pkg)])),
  };

  /** pids.json: who runs the stack (`start`) and each service's process, for operators and tests. */
  function recordPids() {
    const pids = { start: process.pid, ...Object.fromEntries([...children].map(([name, child]) => [name, child.pid])) };
    writeFileSync(pidsFile, JSON.stringify(pids, null, 2));
  }

  /**
   * `kill -USR2 <start pid>` starts again every service that was stopped (e.g. one remote), except a
   * site whose port a dev server holds.
   */
  process.on('SIGUSR2', () => {
    for (const [name, start] of Object.entries(services)) if (!children.has(name) && !slotHolder(name)) start();
    recordPids();
  });

  function stopAll() {
    if (stopping) return;
    stopping = true;
    const ended = [...children.values()].map((child) =>
      child.exitCode === null && child.signalCode === null ? once(child, 'exit') : null,
    );
    for (const child of children.values()) child.kill('SIGTERM');
    // What the tier prepared (a database) stops after the services that use it have ended.
    const afterServices = prepared?.stop ? Promise.all(ended).then(() => prepared.stop()) : Promise.resolve();
    void Promise.all([emulator.stop(), afterServices]).finally(() => process.exit(0));
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
    await ready([...tier.readyPorts, ...sites.remotes.map((remote) => remote.port)]);
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
  Gateway: ${config.gatewayUrl} · Auth-Emulator: http://${AUTH_EMULATOR_HOST}${localRealtime ? ` · Realtime (soketi): ws://127.0.0.1:${SOKETI_PORT}` : ''}${tier.describe ? `\n  ${tier.describe}` : ''}
  Ankündigung senden: npm run announce -- "Text"

  Demo-Anmeldungen:
${demoLogins()
  .map((login) => `    ${login.email} / ${login.password}  (${login.tenant})`)
  .join('\n')}

  Beenden mit Strg+C.
`);
  }
}
