/**
 * npm run bench        — every measure of the portal in one table (needs the running `npm start`).
 * npm run bench:check  — the same, and exits 1 when a budget of docs/architecture.md is missed
 *                        (there are no "known gaps": a budget is met or the check fails).
 * --fast               — only what CI runs: the bundle budgets and the singleton check (~15 s).
 */
import { budgets } from './budgets.mjs';
import { launchChromium } from './lib/browser.mjs';
import { measureBundles } from './lib/bundles.mjs';

const check = process.argv.includes('--check');
const fast = process.argv.includes('--fast');

const rows = [];
let failed = false;

/** One row of the table; `ok` is the budget comparison (null: a figure without a budget). */
function row(what, figure, budget = '', ok = null) {
  const status = ok === null ? '' : ok ? '✔' : '✘';
  if (ok === false) failed = true;
  rows.push([what, figure, budget, status]);
}

const browser = await launchChromium();
try {
  const bundles = await measureBundles(browser);
  for (const { what, kb, afterFirstPage, transferredKb, encodings } of bundles.firstLoad) {
    const firstLoadBudget = what === '/login' ? budgets.firstLoadLoginKB : budgets.firstLoadHomeKB;
    row(`Erstes Laden ${what} (JS gzip)`, `${kb} KB`, `≤ ${firstLoadBudget} KB`, kb <= firstLoadBudget);
    // Asked for only once the first page was shown (shell/src/layout/firstPage.ts): not in the budget, but in the table.
    const later = afterFirstPage.scripts.length ? ` (${afterFirstPage.scripts.join(', ')})` : '';
    row(`  danach nachgeladen ${what}`, `${afterFirstPage.kb} KB${later}`);
    // What a browser with an empty cache downloads: every script compressed by the static site (Brotli).
    if (encodings !== undefined) row(`Erstes Laden ${what} übertragen`, `${transferredKb} KB (${encodings})`, 'br', encodings === 'br');
  }
  for (const { what, kb } of bundles.remotePages) {
    row(`Remote-Seite ${what} fügt hinzu`, `${kb} KB`, `≤ ${budgets.remotePageKB} KB`, kb <= budgets.remotePageKB);
  }
  row('Dashboards: Diagramme (erster Diagramm-Tab)', `${bundles.charts} KB`);
  const twice = Object.entries(bundles.singletons).filter(([, copies]) => copies.length > 1);
  row(
    'Geteilte Singletons doppelt geladen',
    twice.length
      ? twice.map(([pkg, copies]) => `${pkg}: ${copies.join(', ')}`).join('; ')
      : `keins (${Object.keys(bundles.singletons).length} geladen)`,
    'keins',
    twice.length === 0,
  );

  if (!fast) {
    const { measureLighthouse } = await import('./lib/lighthouse.mjs');
    for (const result of await measureLighthouse()) {
      // Mobile is the budget's preset; the desktop run is for information.
      const budget = result.preset !== 'mobile' ? null : result.url === '/login' ? budgets.lighthouseLogin : budgets.lighthouseHome;
      const preset = result.preset === 'mobile' ? 'mobil' : 'Desktop';
      row(
        `Lighthouse ${preset} ${result.url}: Performance`,
        `${result.performance} (LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms)`,
        budget === null ? '' : `≥ ${budget}`,
        budget === null ? null : result.performance >= budget,
      );
      row(
        `Lighthouse ${preset} ${result.url}: Barrierefreiheit / Best Practices`,
        `${result.accessibility} / ${result.bestPractices}`,
        `${budgets.lighthouseOther} / ${budgets.lighthouseOther}`,
        result.accessibility >= budgets.lighthouseOther && result.bestPractices >= budgets.lighthouseOther,
      );
    }

    const { measureColdNavigation } = await import('./lib/navigation.mjs');
    for (const { path, ms, remoteFiles } of await measureColdNavigation(browser)) {
      row(
        `Kalte Navigation ${path}`,
        `${ms} ms (${remoteFiles} Dateien)`,
        `≤ ${budgets.coldNavigationMs} ms`,
        ms <= budgets.coldNavigationMs,
      );
    }

    const { measureGateway } = await import('./lib/gateway.mjs');
    for (const result of await measureGateway({ rate: budgets.meRate })) {
      const { steady, saturated, helloSteady, helloSaturated } = result;
      const isMe = result.what === 'GET /v1/me';
      row(
        `${result.what} bei ${budgets.meRate} req/s: p50 / p99`,
        `${steady.p50} / ${steady.p99} ms (Hello World ${helloSteady.p50} / ${helloSteady.p99} ms), ${steady.rate} req/s, ${steady.failures} Fehler`,
        isMe ? `p99 ≤ ${budgets.meP99Ms} ms` : '',
        isMe ? steady.p99 <= budgets.meP99Ms && steady.failures === 0 : steady.failures === 0,
      );
      // The share of a bare Fastify measured in the same run: machine load moves both alike.
      const share = saturated.rate / helloSaturated.rate;
      const shareBudget = isMe ? budgets.meShareOfBare : result.what.includes('infonline') ? budgets.dashboardsShareOfBare : null;
      row(
        `${result.what} gesättigt`,
        `${saturated.rate} req/s, p99 ${saturated.p99} ms — ${share.toFixed(2)} × Hello World (${helloSaturated.rate} req/s), ${saturated.failures} Fehler`,
        shareBudget === null ? '' : `≥ ${shareBudget} ×`,
        // Refused requests (e.g. 429 once a bench user met the rate limit) would measure the refusal.
        shareBudget === null ? null : share >= shareBudget && saturated.failures === 0,
      );
    }

    const { measureNlp } = await import('./lib/nlp.mjs');
    const nlp = await measureNlp();
    row(
      'Lokale Zusammenfassung, 20 000 Zeichen (Median)',
      `${nlp.summaryMs} ms`,
      `≤ ${budgets.summaryMs} ms`,
      nlp.summaryMs <= budgets.summaryMs,
    );
    const { measureGrammar } = await import('./lib/nlp.mjs');
    const grammar = await measureGrammar();
    row('Korrigieren offline: Präzision / Trefferquote (blindes Prüfkorpus)', `${grammar.precision} % / ${grammar.recall} %`);
    row(
      'Korrigieren offline: Fehlalarme auf korrekten Sätzen (blindes Prüfkorpus)',
      `${grammar.falseAlarms} von ${grammar.correctSentences}`,
      `≤ ${budgets.grammarFalseAlarmsPer50} je 50`,
      grammar.falseAlarms * 50 <= grammar.correctSentences * budgets.grammarFalseAlarmsPer50,
    );
    row(
      'Lokale Keywords, 20 000 Zeichen (Median)',
      `${nlp.keywordsMs} ms`,
      `≤ ${budgets.keywordsMs} ms`,
      nlp.keywordsMs <= budgets.keywordsMs,
    );
    row(
      'Hausstil: 500 Regeln auf 20 000 Zeichen (Median)',
      `${nlp.houseStyleMs} ms`,
      `≤ ${budgets.houseStyleMs} ms`,
      nlp.houseStyleMs <= budgets.houseStyleMs,
    );
  }
} finally {
  await browser.close();
}

console.log('| Messung | Wert | Budget | |\n|---|---|---|---|');
for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
if (check && failed) {
  console.error('\nMindestens ein Budget ist verfehlt.');
  process.exit(1);
}
