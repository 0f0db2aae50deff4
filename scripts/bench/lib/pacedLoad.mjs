/**
 * A steady load: one request every 1/rate seconds, whatever the answers do (an open loop). autocannon's
 * `connectionRate` is not that: each connection sends its share of the second back to back at the
 * top of the second and then waits (in the gateway's profile: busy 21.9–22.1 s, idle until 22.9 s),
 * so "1 000 req/s" measured bursts of 1 000 requests in about 150 ms. Latency is counted from when a
 * request was due, not from when it went out, so a client that falls behind shows as latency instead
 * of hiding it (coordinated omission).
 *
 * The generator shares the machine's cores with the gateway, so its own cost per request is part of
 * what it measures: undici's Pool needs about half of node:http's CPU per request, and with it the
 * same gateway showed a p99 of /v1/me at 1 000 req/s of 2.7–6.8 ms where node:http's generator showed
 * 4.7–20.9 ms (eight 10-s runs each, same minutes).
 */
import { Pool } from 'undici';
import { performance } from 'node:perf_hooks';

/**
 * @param {string} url
 * @param {{ rate: number, seconds: number, headers?: Record<string, string>[], connections?: number, warmUpSeconds?: number }} options
 *   `headers`: one set per request, cycled (e.g. one token per user); `warmUpSeconds`: the same load
 *   for that long first, not counted (the server's caches and both sides' JIT warm)
 * @returns {Promise<{ rate: number, p50: number, p99: number, lateP99: number, failures: number }>}
 *   `lateP99`: how late the generator itself sent (counted in the latencies too, shown apart)
 */
export async function pacedLoad(url, { rate, seconds, headers = [{}], connections = 50, warmUpSeconds = 0 }) {
  if (warmUpSeconds > 0) await pacedLoad(url, { rate, seconds: warmUpSeconds, headers, connections });
  const { origin, pathname, search } = new URL(url);
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const path = pathname + search;
  const total = Math.round(rate * seconds);
  // Typed arrays and a count instead of a promise per request: what the generator keeps alive, each
  // of its young-generation collections copies, and those pauses would count as the gateway's latency.
  const latencies = new Float64Array(total);
  // How late the generator itself sent each request (its timer, its thread's share of the CPU).
  const lateness = new Float64Array(total);
  let answered = 0;
  let failures = 0;
  let sent = 0;
  let allAnswered;
  const finished = new Promise((resolve) => (allAnswered = resolve));
  const start = performance.now();

  const settle = (index, dueAt, failed) => {
    latencies[index] = performance.now() - dueAt;
    if (failed) failures += 1;
    answered += 1;
    if (answered === total) allAnswered();
  };
  // undici's dispatch with a handler: no promise and no body stream per request, about a fifth less
  // of the generator's CPU than pool.request (measured 177–189 µs instead of 218–246 µs a request).
  const send = (index, dueAt, requestHeaders) => {
    let status = 0;
    pool.dispatch(
      { path, method: 'GET', headers: requestHeaders },
      {
        onConnect() {},
        onHeaders(statusCode) {
          status = statusCode;
          return true;
        },
        onData() {
          return true;
        },
        onComplete() {
          settle(index, dueAt, status >= 400);
        },
        onError() {
          settle(index, dueAt, true);
        },
      },
    );
  };

  await new Promise((done) => {
    const tick = () => {
      const now = performance.now();
      // Every request that is due by now goes out; timers fire at best once a millisecond.
      while (sent < total && start + (sent * 1000) / rate <= now) {
        const dueAt = start + (sent * 1000) / rate;
        lateness[sent] = now - dueAt;
        send(sent, dueAt, headers[sent % headers.length]);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
      else done();
    };
    tick();
  });
  if (total > 0) await finished;
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();

  const at = (values, share) => {
    const sorted = values.slice().sort();
    return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0) * 10) / 10;
  };
  return { rate: Math.round(total / elapsed), p50: at(latencies, 0.5), p99: at(latencies, 0.99), lateP99: at(lateness, 0.99), failures };
}
