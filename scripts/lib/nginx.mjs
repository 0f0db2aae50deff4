/**
 * The reverse proxy in front of several gateway instances (`npm run start:cluster` and the gateway's
 * cluster test): Debian's nginx with a configuration written here, run in the foreground.
 *
 *   node scripts/lib/nginx.mjs '{"dir":"…","port":8080,"upstreams":[8081,8082]}'
 *
 * writes the configuration and prints `{ "command", "args" }` as JSON, so a test of another package
 * starts the very same proxy without importing across packages; `--which` prints the binary's path
 * (exit 1 without nginx).
 */
import { accessSync, chmodSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The nginx binary: on PATH, or where Debian puts it (/usr/sbin is not on every user's PATH). */
export function findNginx(env = process.env) {
  const dirs = [...(env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    const candidate = join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * The configuration: loopback only, round robin over the gateways. Why each setting:
 * - `proxy_next_upstream error timeout http_503`: a request the dead or stopping instance did not
 *   answer goes to the next one. nginx resends a POST only when nothing of it was sent (the
 *   connection was refused), so a write is never done twice; a POST in flight when an instance dies
 *   fails with 502 and was not acknowledged. 503 is what Fastify answers while it closes. A 502 from
 *   a gateway is its own answer (the AI provider failed) and is passed on.
 * - No `keepalive` to the gateways: a POST written into a kept connection the instance had just lost
 *   counts as sent and cannot be resent; a new connection per request is refused before anything is
 *   sent. On loopback a connection costs well under a millisecond.
 * - `max_fails=1 fail_timeout=2s`: after one failure an instance rests for 2 s, then gets one request
 *   to prove itself again, so a restarted instance is back within seconds.
 * - `X-Forwarded-For $remote_addr` replaces what the client sent: the gateways (TRUST_PROXY=1, one
 *   proxy in front) then count per-address limits (sign-up, failed token checks) by the real client,
 *   which cannot pose as another.
 * - Request bodies are buffered (nginx's default), which lets a refused connection be retried with
 *   the whole body; answers are buffered too, except server-sent events, for which the gateway sends
 *   `X-Accel-Buffering: no`. Timeouts: AI streams send a keep-alive every 10 s and may run minutes.
 */
export function nginxConfig({ dir, host = '127.0.0.1', port, upstreams, logLevel = 'warn' }) {
  const temp = (name) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  return `# Written by scripts/lib/nginx.mjs; changes are overwritten at the next start.
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr ${logLevel};
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}
  # The gateway has its own, smaller limits per route (64 MB for a dashboards import).
  client_max_body_size 70m;
  upstream gateways {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen ${host}:${port};
    location / {
      proxy_pass http://gateways;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_503;
      proxy_next_upstream_tries ${upstreams.length};
      proxy_next_upstream_timeout 15s;
      proxy_connect_timeout 2s;
      proxy_send_timeout 300s;
      proxy_read_timeout 300s;
    }
  }
}
`;
}

/**
 * Writes `<dir>/nginx.conf` and returns how to run it: `spawn(command, args)` keeps nginx in the
 * foreground; SIGTERM stops it. Throws when nginx is not installed.
 */
export function prepareNginx({ dir, host, port, upstreams, logLevel, nginx = findNginx() }) {
  if (!nginx) throw new Error('nginx nicht gefunden – apt-get install nginx');
  const absolute = resolve(dir);
  mkdirSync(join(absolute, 'temp'), { recursive: true });
  // Run as root, nginx's workers are `nobody`; they must reach the temp folders nginx makes for them.
  chmodSync(absolute, 0o755);
  const configFile = join(absolute, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ dir: absolute, host, port, upstreams, logLevel }));
  // -e: the error log before the configuration is read (the default path may not be writable).
  return { command: nginx, args: ['-p', absolute, '-c', configFile, '-e', 'stderr'] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  if (process.argv[2] === '--which') {
    const nginx = findNginx();
    if (nginx) console.log(nginx);
    process.exitCode = nginx ? 0 : 1;
  } else {
    console.log(JSON.stringify(prepareNginx(JSON.parse(process.argv[2] ?? '{}'))));
  }
}
