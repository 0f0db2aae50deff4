/**
 * Load test of the public short-link redirect on loopback: creates a link for the demo user through
 * the gateway, then runs autocannon against GET /s/:slug (bounded: 10 s, 10 connections).
 * Needs the running `npm start` stack. Usage: node scripts/bench/redirect.mjs
 */
import autocannon from 'autocannon';
import { demoLogins } from '../lib/demoLogins.mjs';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

async function idToken({ email, password }) {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Anmeldung fehlgeschlagen: HTTP ${response.status}`);
  return (await response.json()).idToken;
}

const token = await idToken(demoLogins()[0]);
const created = await fetch(`${GATEWAY}/v1/short-links`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ url: 'https://www.sv-gruppe.de/', slug: `bench-${Date.now()}` }),
});
if (!created.ok) throw new Error(`Kurzlink nicht angelegt: HTTP ${created.status} ${await created.text()}`);
const { link } = await created.json();

/** A steady load (`rate` req/s) shows latency; no rate shows the most the gateway takes. */
async function run(label, options) {
  const result = await autocannon({ url: `${GATEWAY}/s/${link.slug}`, duration: 10, followRedirect: false, ...options });
  const non3xx = result.non2xx - (result['3xx'] ?? 0);
  console.log(
    `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + Math.max(non3xx, 0)} |`,
  );
}

console.log('| GET /s/:slug | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
await run('steady 500 req/s, 4 connections', { connections: 4, overallRate: 500 });
await run('saturated, 10 connections', { connections: 10 });
