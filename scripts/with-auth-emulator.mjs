/**
 * Runs a command with the Auth emulator available: `node scripts/with-auth-emulator.mjs <cmd> [args…]`.
 * Starts the emulator only when none answers, and stops only what it started. The command gets
 * FIREBASE_AUTH_EMULATOR_HOST and ALLOW_AUTH_EMULATOR=true, the gateway's opt-in to trust it.
 */
import { spawn } from 'node:child_process';
import { AUTH_EMULATOR_HOST, ensureAuthEmulator } from './lib/authEmulator.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Aufruf: node scripts/with-auth-emulator.mjs <Befehl> [Argumente …]');
  process.exit(2);
}
const emulator = await ensureAuthEmulator({ quiet: true });
const child = spawn(command, args, {
  stdio: 'inherit',
  shell: false,
  // The gateway trusts the emulator (unsigned tokens) only when told to (gateway/src/config.ts).
  env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST, ALLOW_AUTH_EMULATOR: 'true' },
});
const code = await new Promise((done) => child.once('exit', (status, signal) => done(status ?? (signal ? 1 : 0))));
await emulator.stop();
process.exit(code);
