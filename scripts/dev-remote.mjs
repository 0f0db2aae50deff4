/**
 * `npm run dev -w <remote>`: the remote's webpack dev server with live reload on its own port
 * (mfe-seo: http://localhost:3002), the harness and its pages. While `npm start` runs it takes over
 * that remote's slot (lib/devSlot.mjs): the stack's static site stops, the harness signs in against
 * the stack's gateway and emulator (whose CORS knows this origin), the portal on :3000 loads the
 * remote from here, and when the dev server ends the stack serves dist/ again. Further arguments go
 * to `webpack-cli serve`; with another `--port` the stack's site stays as it is.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { claimSlot, isRunning, portArg, releaseSlot, runningStack, slotHolder } from './lib/devSlot.mjs';
import { ROOT, loadDotEnv, sitesFromEnv } from './lib/env.mjs';
import { portsInUse } from './lib/ports.mjs';

loadDotEnv();
const [pkg, ...args] = process.argv.slice(2);
const { shell, remotes } = sitesFromEnv();
const site = remotes.find((remote) => remote.pkg === pkg);
if (!site) {
  console.error(`Unbekanntes Remote "${pkg}". Erlaubt: ${remotes.map((remote) => remote.pkg).join(', ')}`);
  process.exit(2);
}
const port = portArg(args) ?? site.port;
const address = `http://localhost:${port}`;

async function portFreed() {
  for (let i = 0; i < 100; i += 1) {
    if ((await portsInUse([port])).length === 0) return true;
    await sleep(100);
  }
  return false;
}

const stack = port === site.port ? runningStack() : null;
if (stack) {
  const holder = slotHolder(pkg);
  if (holder) {
    console.error(`✖ ${pkg}: Auf ${address} läuft schon ein Dev-Server (PID ${holder.join(', ')}).`);
    process.exit(1);
  }
  // Claimed before the site stops, so that the stack never takes its end for a crash.
  claimSlot(pkg, [process.pid]);
  if (stack[pkg] && isRunning(stack[pkg])) process.kill(stack[pkg], 'SIGTERM');
  if (!(await portFreed())) {
    releaseSlot(pkg);
    console.error(`✖ ${pkg}: Port ${port} wird nicht frei – welches Programm hält ihn?`);
    process.exit(1);
  }
  console.log(`▶ ${pkg}: Dev-Server statt der gebauten Seite auf ${address} – npm start läuft weiter,`);
  console.log(`  das Portal ${shell.origin} lädt ${pkg} von hier. Strg+C: die gebaute Seite kommt zurück.`);
} else {
  console.log(`▶ ${pkg}: Dev-Server auf ${address}`);
}

const cli = createRequire(resolve(ROOT, pkg, 'package.json')).resolve('webpack-cli/bin/cli.js');
const portArgs = portArg(args) === undefined ? ['--port', String(port)] : [];
const child = spawn(process.execPath, [cli, 'serve', '--mode', 'development', ...portArgs, ...args], {
  cwd: resolve(ROOT, pkg),
  stdio: 'inherit',
});
// The dev server holds the port: the slot stays lent while it runs, even if this process is killed.
if (stack) claimSlot(pkg, [process.pid, child.pid]);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    child.kill('SIGTERM');
  });
}

function end(code) {
  if (stack) {
    releaseSlot(pkg);
    console.log(`▶ ${pkg}: Dev-Server beendet; npm start liefert ${address} gleich wieder aus dist/ aus.`);
  }
  process.exit(code);
}
child.on('error', (error) => {
  console.error(`✖ ${pkg}: webpack-cli startet nicht (${error.message})`);
  end(1);
});
child.on('exit', (code) => end(stopping ? 0 : (code ?? 1)));
