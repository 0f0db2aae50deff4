/**
 * The offline engine under load (issue „Fast on the worst day“): 20 staff run summaries of 5 000
 * characters and „korrigieren“ at once, each one after the other for a while, through the gateway as
 * the pages do (server-sent events read to the end), while /v1/me gets its steady 1 000 req/s from
 * other staff (paced from a process of its own, so the writers' work never delays its clock). What counts: the p95 of a summary, and /v1/me's p99 meanwhile.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../../lib/env.mjs';
import { inProcess } from './inProcess.mjs';
import { pacedLoad } from './pacedLoad.mjs';
import { GATEWAY, staffTokens } from './staff.mjs';

const SECONDS = Number(process.env.BENCH_OFFLINE_SECONDS ?? 15);
const FIXTURES = join(ROOT, 'gateway', 'test', 'fixtures', 'texts');

/** The project's news fixtures one after another, cut at a paragraph break near `length` characters. */
function newsText(length) {
  const articles = readdirSync(FIXTURES)
    .filter((name) => name.startsWith('nachricht') || name.startsWith('pressemitteilung'))
    .map((name) => readFileSync(join(FIXTURES, name), 'utf8').trim());
  let text = '';
  for (let index = 0; text.length < length; index += 1) text += `${articles[index % articles.length]}\n\n`;
  const cut = text.lastIndexOf('\n\n', length);
  return text.slice(0, cut > length / 2 ? cut : length).trim();
}

/** One tool run as a page does it: POST, then the event stream read to its end. */
async function runTool(token, path, body) {
  const started = performance.now();
  const response = await fetch(`${GATEWAY}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ok = response.ok && text.includes('event: result');
  return { ms: performance.now() - started, ok };
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
};

/** @returns {Promise<{ summaryP95: number, summaries: number, corrections: number, failures: number, me: { p50: number, p99: number, failures: number } }>} */
export async function measureOfflineLoad({ users, meRate }) {
  const summaryText = newsText(5_000);
  const correctText = newsText(2_000).replace(/seit/g, 'seid');
  const writers = await staffTokens('offline', users);
  // /v1/me from other staff than the writers, enough that none meets the per-user limit (300/min).
  const readers = (await staffTokens('bench', 800)).map((token) => ({ authorization: `Bearer ${token}` }));
  // Warm-up, as for the steady measures (gateway.mjs): every reader's and writer's token and record
  // checked once. Without it the first 800 requests of the measure each waited for Firebase and the
  // database (a cold session cache), which is a start-up and not the load this row is about.
  await pacedLoad(`${GATEWAY}/v1/me`, { rate: meRate, seconds: 2, headers: readers });
  await Promise.all(
    writers.map((token) =>
      fetch(`${GATEWAY}/v1/me`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.arrayBuffer()),
    ),
  );
  // The tools warm too: each writer runs each tool once before the clock starts. The first runs after
  // a start compile the offline engine's code in its worker threads (measured: the first measure
  // after a gateway start p95 1 036–1 057 ms, the next ones 463–702 ms), a start-up like the cold
  // caches above. Two runs of the 30 a minute each writer may make (AI_RATE_LIMIT_PER_MINUTE).
  await Promise.all(
    writers.map(async (token) => {
      await runTool(token, '/v1/tools/summarize', { text: summaryText, length: 'paragraph' });
      await runTool(token, '/v1/tools/text-redact', { text: correctText, mode: 'korrigieren' });
    }),
  );
  const summaryMs = [];
  let corrections = 0;
  let failures = 0;
  const until = performance.now() + SECONDS * 1000;
  const writer = async (token, index) => {
    // Half start with a summary, half with „korrigieren“: both kinds run at every moment.
    // At most 25 runs each: with the warm-up's two, the AI rate limit's 30 a minute per user holds.
    for (let turn = index; performance.now() < until && turn < index + 25; turn += 1) {
      const summary = turn % 2 === 0;
      const run = summary
        ? await runTool(token, '/v1/tools/summarize', { text: summaryText, length: 'paragraph' })
        : await runTool(token, '/v1/tools/text-redact', { text: correctText, mode: 'korrigieren' });
      if (!run.ok) failures += 1;
      else if (summary) summaryMs.push(run.ms);
      else corrections += 1;
    }
  };
  // The steady /v1/me load in its own process: the writers' streams must not delay its clock.
  const meLoad = inProcess(new URL('./pacedLoad.mjs', import.meta.url), 'pacedLoad', `${GATEWAY}/v1/me`, {
    rate: meRate,
    seconds: SECONDS,
    headers: readers,
  });
  const [me] = await Promise.all([meLoad, ...writers.map((token, index) => writer(token, index))]);
  return { summaryP95: percentile(summaryMs, 0.95), summaries: summaryMs.length, corrections, failures, me };
}
