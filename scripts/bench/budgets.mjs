/**
 * The performance budgets of docs/architecture.md, as numbers `npm run bench:check` compares against.
 * A budget is met or `npm run bench:check` fails: there is no "known gap" to hide behind.
 */
export const budgets = {
  /** gzip JavaScript up to the first page shown; `/` needs react-dom, Firebase Auth, the federation runtime and RTK for what it shows (decided). */
  firstLoadLoginKB: 190,
  firstLoadHomeKB: 225,
  remotePageKB: 40,
  lighthouseLogin: 95,
  lighthouseHome: 90,
  /** Accessibility and best practices of every Lighthouse run. */
  lighthouseOther: 100,
  coldNavigationMs: 300,
  meP99Ms: 10,
  meRate: 1000,
  /** Saturated throughput as a share of a bare Fastify in the same run. */
  meShareOfBare: 0.5,
  dashboardsShareOfBare: 0.25,
  /** GET /s/:slug saturated: clicks are counted in memory and written once a second (shortLinks/clicks.ts). */
  redirectShareOfBare: 0.25,
  /** 20 users running offline summaries (5 000 characters) and „korrigieren“ at once: p95 of a summary, and /v1/me meanwhile. */
  offlineLoadUsers: 20,
  offlineLoadSummaryP95Ms: 1000,
  offlineLoadMeP99Ms: 20,
  summaryMs: 200,
  keywordsMs: 100,
  /** 500 house-style rules (the seeded guide filled up) on 20 000 characters, median. */
  houseStyleMs: 50,
  /** Offline „korrigieren“ on the grammar corpora: at most 1 changed correct sentence in 50. */
  grammarFalseAlarmsPer50: 1,
};
