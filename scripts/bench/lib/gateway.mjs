/**
 * Gateway throughput and latency, each endpoint beside a bare Fastify hello-world measured in the
 * same run on the same machine, so the ratio says what the gateway's own work costs. Each endpoint
 * gets a steady load at the budget's rate (p50/p99 there, paced evenly: pacedLoad.mjs) and a
 * saturated run with autocannon (the most it answers per second).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { demoLogins } from '../../lib/demoLogins.mjs';
import { inProcess } from './inProcess.mjs';
import { GATEWAY, idToken, staffTokens } from './staff.mjs';

/**
 * Real traffic comes from many people, and one user alone would soon meet the per-user rate limit
 * (300/min). Each endpoint gets its own half. 600 were too few once the gateway answered ~17 000
 * /v1/me a second (1 330 requests of one run failed, 2026-11-27); 800 per endpoint leave room for a
 * machine 2.5 times as fast.
 */
const BENCH_USERS = 1600;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function shortLinkSlug(token) {
  const response = await fetch(`${GATEWAY}/v1/short-links`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ url: 'https://www.sv-gruppe.de/', slug: `bench-${Date.now()}` }),
  });
  if (!response.ok) throw new Error(`Kurzlink nicht angelegt: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()).link.slug;
}

/** A bare Fastify answering like a tiny JSON endpoint: the floor of what Node + Fastify costs here. */
async function startHelloWorld() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${app.server.address().port}/`, close: () => app.close() };
}

/** `tokens`: one request per token, cycled by every connection; none for public endpoints. */
async function load(url, tokens, options) {
  const requests = tokens.length ? tokens.map((token) => ({ headers: { authorization: `Bearer ${token}` } })) : undefined;
  const result = await autocannon({
    url,
    requests,
    duration: SECONDS,
    connections: CONNECTIONS,
    ...options,
  });
  const failures = result.errors + result.timeouts + result.non2xx - (result['3xx'] ?? 0);
  return { rate: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, failures };
}

/**
 * @param {{ rate: number }} options the steady rate (docs/architecture.md: 1 000 req/s)
 * @returns {Promise<{ what: string, steady: object, saturated: object, helloSteady: object, helloSaturated: object }[]>}
 */
export async function measureGateway({ rate }) {
  const slug = await shortLinkSlug(await idToken(demoLogins()[0]));
  const tokens = await staffTokens('bench', BENCH_USERS);
  const half = tokens.length / 2;
  const endpoints = [
    { what: 'GET /v1/me', url: `${GATEWAY}/v1/me`, tokens: tokens.slice(0, half) },
    { what: 'GET /v1/infonline-data', url: `${GATEWAY}/v1/infonline-data`, tokens: tokens.slice(half) },
    { what: 'GET /s/:slug', url: `${GATEWAY}/s/${slug}`, tokens: [] },
  ];
  const hello = await startHelloWorld();
  try {
    const results = [];
    for (const endpoint of endpoints) {
      const headers = endpoint.tokens.length ? { authorization: `Bearer ${endpoint.tokens[0]}` } : {};
      const probe = await fetch(endpoint.url, { headers, redirect: 'manual' });
      if (probe.status >= 400) throw new Error(`${endpoint.what}: HTTP ${probe.status}`);
      const perUser = endpoint.tokens.length ? endpoint.tokens.map((token) => ({ authorization: `Bearer ${token}` })) : undefined;
      // The steady load from a process of its own, away from this process's heap (inProcess.mjs), after
      // a warm-up as in any steady state: every user's token and record checked once, the JIT warm.
      const paced = (url, options) =>
        inProcess(new URL('./pacedLoad.mjs', import.meta.url), 'pacedLoad', url, { rate, seconds: SECONDS, warmUpSeconds: 2, ...options });
      results.push({
        what: endpoint.what,
        steady: await paced(endpoint.url, { headers: perUser }),
        helloSteady: await paced(hello.url, {}),
        saturated: await load(endpoint.url, endpoint.tokens, {}),
        helloSaturated: await load(hello.url, [], {}),
      });
    }
    return results;
  } finally {
    await hello.close();
  }
}
