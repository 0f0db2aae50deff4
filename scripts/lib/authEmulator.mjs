/**
 * The Firebase Auth emulator of the local stack (firebase-tools, project demo-ki-portal). Reused when
 * one already answers, so tests can run beside a running `npm start`.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './env.mjs';

export const AUTH_EMULATOR_HOST = '127.0.0.1:9099';
export const PROJECT_ID = 'demo-ki-portal';

const base = `http://${AUTH_EMULATOR_HOST}`;

async function answers() {
  try {
    return (await fetch(`${base}/`)).ok;
  } catch {
    return false;
  }
}

/** Production error codes depend on it: with improved e-mail privacy, a wrong password and an unknown user look alike. */
async function configureLikeProduction(projectId) {
  const response = await fetch(`${base}/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  if (!response.ok) throw new Error(`Auth-Emulator: Konfiguration fehlgeschlagen (HTTP ${response.status})`);
}

/**
 * Starts the emulator unless one runs. `dataDir` keeps users across runs (--import/--export-on-exit).
 * Returns `stop()`, which does nothing for an emulator this call did not start.
 */
export async function ensureAuthEmulator({ projectId = PROJECT_ID, dataDir, quiet = false } = {}) {
  if (await answers()) {
    await configureLikeProduction(projectId);
    return { started: false, stop: async () => {} };
  }
  const args = ['emulators:start', '--only', 'auth', '--project', projectId];
  if (dataDir) args.push('--import', dataDir, '--export-on-exit', dataDir);
  const child = spawn(resolve(ROOT, 'node_modules', '.bin', 'firebase'), args, {
    cwd: ROOT,
    stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, FIREBASE_CLI_EXPERIMENTS: '', FIREBASE_SKIP_UPDATE_CHECK: 'true' },
  });
  let exited = false;
  const exit = new Promise((done) => child.once('exit', () => done((exited = true))));
  for (let i = 0; i < 600 && !exited; i += 1) {
    if (await answers()) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  if (exited || !(await answers())) throw new Error('Der Firebase-Auth-Emulator ist nicht gestartet (Port 9099).');
  await configureLikeProduction(projectId);
  return {
    started: true,
    // SIGINT lets the emulator write its export before it ends.
    stop: async () => {
      if (!exited) child.kill('SIGINT');
      await exit;
    },
  };
}
