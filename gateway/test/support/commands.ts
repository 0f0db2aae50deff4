/** Runs a gateway command line tool the way npm does, against a given database. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';
import type { DatabasePlace } from './databases.ts';

export type CommandResult = { code: number | null; stdout: string; stderr: string };

const GATEWAY = resolve(import.meta.dirname, '..', '..');

export function runCommand(
  script: string,
  args: string[],
  place: Pick<DatabasePlace, 'databaseUrl' | 'dataDir'>,
  cwd = GATEWAY,
  env: NodeJS.ProcessEnv = {},
): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(GATEWAY, 'src', 'commands', script), ...args], {
    cwd: GATEWAY,
    env: {
      PATH: process.env.PATH,
      // Set even when empty, so a developer's .env cannot point the command at another database.
      DATABASE_URL: place.databaseUrl ?? '',
      DATA_DIR: place.dataDir,
      // npm sets INIT_CWD to where it was called; paths on the command line are relative to it.
      INIT_CWD: cwd,
      ...env,
    },
  });
  return outputOf(child);
}

/** Exit code and everything a command printed. */
export function outputOf(child: ChildProcessWithoutNullStreams): Promise<CommandResult> {
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) =>
      done({ code, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') }),
    );
  });
}
