/**
 * A local PostgreSQL for `npm run start:cluster`, kept in `.data/pg` (a second start reuses its
 * data): Debian's server programs (initdb, pg_ctl from PATH or /usr/lib/postgresql/<version>/bin),
 * loopback only, a password made up once in `.data/run/`. PostgreSQL refuses to run as root; as
 * root the cluster belongs to the unprivileged user `postgres`, as in gateway/scripts/ci-postgres.sh.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { localSecret } from './realtime.mjs';

const DATABASE = 'kiportal';
const USER = 'kiportal';

/** The folder of initdb and pg_ctl, or undefined when PostgreSQL's server programs are missing. */
export function postgresBinDir(env = process.env) {
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    if (existsSync(join(dir, 'initdb'))) return dirname(realpathSync(join(dir, 'initdb')));
  }
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const newest = versions
    .filter((version) => existsSync(join('/usr/lib/postgresql', version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join('/usr/lib/postgresql', newest, 'bin') : undefined;
}

const asRoot = () => process.getuid?.() === 0;

function systemUser(name) {
  const line = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).trim();
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Runs a server program as the cluster's owner (the user `postgres` when we are root). */
function run(bin, program, args, options = {}) {
  const command = asRoot() ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
  return execFileSync(command[0], command[1], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

function ensureOwner() {
  if (!asRoot()) return;
  try {
    systemUser('postgres');
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  }
}

/**
 * Starts the cluster in `dir` on `port` (creating it on first use, with `password` for its user) and
 * returns its URL and `stop()`. A server left running by a start that did not end cleanly is reused.
 */
export function startLocalPostgres({ dir, port, password = localSecret('postgres-password') }) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL-Serverprogramme (initdb, pg_ctl) nicht gefunden – apt-get install postgresql');
  ensureOwner();
  const data = join(dir, 'data');
  const fresh = !existsSync(join(data, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true });
  if (asRoot()) {
    const { uid, gid } = systemUser('postgres');
    chownSync(dir, uid, gid);
  }
  if (fresh) {
    const pwfile = join(dir, 'password');
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (asRoot()) chownSync(pwfile, systemUser('postgres').uid, systemUser('postgres').gid);
    try {
      run(bin, 'initdb', ['-D', data, '-U', USER, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--locale=C']);
    } finally {
      rmSync(pwfile, { force: true });
    }
  }
  let running = true;
  try {
    run(bin, 'pg_ctl', ['-D', data, 'status']);
  } catch {
    running = false;
  }
  if (!running) {
    // Loopback only; the socket in the cluster's folder (the default socket folder may not exist).
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`;
    run(bin, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  }
  const env = { ...process.env, PGPASSWORD: password };
  const connection = ['-h', '127.0.0.1', '-p', String(port), '-U', USER];
  const known = execFileSync(
    join(bin, 'psql'),
    [...connection, '-d', 'postgres', '-tAc', `select 1 from pg_database where datname = '${DATABASE}'`],
    {
      encoding: 'utf8',
      env,
    },
  ).trim();
  if (known !== '1') execFileSync(join(bin, 'createdb'), [...connection, DATABASE], { env });
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => void run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}
