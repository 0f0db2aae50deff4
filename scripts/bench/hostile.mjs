/**
 * npm run bench:hostile [-- --check] [-- --rounds N] — what hostile texts cost everybody else, on the
 * running `npm start` stack (docs/architecture.md, "Work off the event loop").
 *
 * First `/healthz` is probed without load. Then, per round, one worst-case text at the maximum length
 * for every tool endpoint of the offline engine is sent at once (ten requests, from five staff
 * accounts: two runs each, as the gateway allows) while `/healthz` is probed every 20 ms. Printed:
 * per tool the answer's time and what it was, the probe's p50 / p95 / max, and the gateway's resident
 * memory before and at its peak. Budgets (worst round): probe p95 ≤ 100 ms, max ≤ 1 s, every answer
 * within 15 s as a result or a German message, memory growth ≤ 300 MB. `--check` exits 1 on a miss.
 */
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { faqQuestionMaxLength, topTenTopicMaxLength, ttsMaxTextLength, isMessageCode } from 'portal-contract';
import { hostileRequests, hostileTexts } from 'gateway/hostile-texts';
import { GATEWAY, staffTokens } from './lib/staff.mjs';

const check = process.argv.includes('--check');
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 3;
const BUDGET = { probeP95Ms: 100, probeMaxMs: 1_000, answerMs: 15_000, memoryGrowthMb: 300 };
const MAX_TEXT_LENGTH = Number(process.env.MAX_TEXT_LENGTH ?? 20_000);

/** For each tool, the shape that cost it most before its algorithms were bounded (closing notes of issue 31). */
const WORST_SHAPE = {
  summarize: 'one-letter lines',
  korrigieren: 'non-words',
  'press-release': 'contact-like line',
  'seo-living-docs': 'capitalised non-words',
  'top-ten': 'five-word sentences',
  'social-media': 'one-letter lines',
  'seo-self-made': 'one-letter lines',
  keywords: 'one endless word',
  'workday-faq': 'capitalised non-words',
  'text-speech': 'one endless word',
};

/** The resident memory of the process listening on the gateway's port (Linux: ss and /proc). */
function gatewayRssMb() {
  const port = new URL(GATEWAY).port || '80';
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`Kein Prozess lauscht auf ${GATEWAY} (läuft npm start?)`);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return Math.round(rssKb / 1024);
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};
const median = (values) => percentile(values, 0.5);

/** Probes /healthz every 20 ms until `stop()`; also samples the gateway's memory every 200 ms. */
function probe() {
  const latencies = [];
  let peakMb = 0;
  let running = true;
  const loop = (async () => {
    let last = 0;
    while (running) {
      const started = performance.now();
      await fetch(`${GATEWAY}/healthz`).then((response) => response.arrayBuffer());
      latencies.push(performance.now() - started);
      if (started - last > 200) {
        peakMb = Math.max(peakMb, gatewayRssMb());
        last = started;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { latencies, peakMb };
    },
  };
}

/** One request; `what` is „Ergebnis“ or the catalogue code of the German message it answered with. */
async function send(token, path, body) {
  const started = performance.now();
  const response = await fetch(GATEWAY + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
  const ms = performance.now() - started;
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) {
    const last = text.trim().split('\n\n').at(-1) ?? '';
    if (last.startsWith('event: result')) return { ms, what: 'Ergebnis', ok: true };
    const code = /"code":"([^"]+)"/.exec(last)?.[1];
    return { ms, what: code ?? 'abgebrochen', ok: isMessageCode(code) };
  }
  if (response.ok) return { ms, what: 'Ergebnis', ok: true };
  const code = /"code":"([^"]+)"/.exec(text)?.[1];
  return { ms, what: `${response.status} ${code}`, ok: isMessageCode(code) && response.status !== 500 };
}

const tokens = await staffTokens('bench-feindlich', 5);
const requests = hostileRequests(MAX_TEXT_LENGTH, {
  tts: ttsMaxTextLength,
  faqQuestion: faqQuestionMaxLength,
  topic: topTenTopicMaxLength,
});
const shapes = new Map(hostileTexts(MAX_TEXT_LENGTH).map(({ name, text }) => [name, text]));

// Without hostile load: what the probe costs on its own.
const quiet = probe();
await new Promise((resolve) => setTimeout(resolve, 3_000));
const baseline = await quiet.stop();
const startMb = gatewayRssMb();

const rounds = [];
for (let round = 0; round < ROUNDS; round++) {
  const running = probe();
  const answers = await Promise.all(
    requests.map((request, index) => {
      const text = (shapes.get(WORST_SHAPE[request.tool]) ?? '').slice(0, request.maxLength);
      return send(tokens[Math.floor(index / 2)], request.path, request.body(text)).then((answer) => ({ tool: request.tool, ...answer }));
    }),
  );
  const { latencies, peakMb } = await running.stop();
  rounds.push({ answers, latencies, peakMb });
}

const rows = [];
let failed = false;
const row = (what, figure, budget = '', ok = null) => {
  if (ok === false) failed = true;
  rows.push([what, figure, budget, ok === null ? '' : ok ? '✔' : '✘']);
};
const fmt = (value) => value.toFixed(1);
row(
  '/healthz ohne Last: p50 / p95 / max',
  `${fmt(median(baseline.latencies))} / ${fmt(percentile(baseline.latencies, 0.95))} / ${fmt(Math.max(...baseline.latencies))} ms`,
);
for (const request of requests) {
  const times = rounds.map(({ answers }) => answers.find((answer) => answer.tool === request.tool));
  const ms = times.map((answer) => answer.ms);
  const whats = [...new Set(times.map((answer) => answer.what))].join(', ');
  row(
    `${request.tool} („${WORST_SHAPE[request.tool]}“, ${request.maxLength} Zeichen): Median / schlechtester`,
    `${Math.round(median(ms))} / ${Math.round(Math.max(...ms))} ms — ${whats}`,
    `≤ ${BUDGET.answerMs / 1000} s, Ergebnis oder Meldung`,
    Math.max(...ms) <= BUDGET.answerMs && times.every((answer) => answer.ok),
  );
}
const p95s = rounds.map(({ latencies }) => percentile(latencies, 0.95));
const maxes = rounds.map(({ latencies }) => Math.max(...latencies));
const p50s = rounds.map(({ latencies }) => median(latencies));
row(
  `/healthz während ${requests.length} feindlicher Anfragen: p50 (Median der Runden)`,
  `${fmt(median(p50s))} ms (${rounds.reduce((sum, { latencies }) => sum + latencies.length, 0)} Proben, ${ROUNDS} Runden)`,
);
row(
  '/healthz währenddessen: p95 Median / schlechteste Runde',
  `${fmt(median(p95s))} / ${fmt(Math.max(...p95s))} ms`,
  `≤ ${BUDGET.probeP95Ms} ms`,
  Math.max(...p95s) <= BUDGET.probeP95Ms,
);
row(
  '/healthz währenddessen: max Median / schlechteste Runde',
  `${fmt(median(maxes))} / ${fmt(Math.max(...maxes))} ms`,
  `≤ ${BUDGET.probeMaxMs} ms`,
  Math.max(...maxes) <= BUDGET.probeMaxMs,
);
const peakMb = Math.max(...rounds.map((round) => round.peakMb));
row(
  'Gateway-Speicher (RSS): vorher / Spitze / Zuwachs',
  `${startMb} / ${peakMb} / ${peakMb - startMb} MB`,
  `Zuwachs ≤ ${BUDGET.memoryGrowthMb} MB`,
  peakMb - startMb <= BUDGET.memoryGrowthMb,
);

console.log('| Messung | Wert | Budget | |\n|---|---|---|---|');
for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
if (check && failed) {
  console.error('\nMindestens ein Budget ist verfehlt.');
  process.exit(1);
}
