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
  summaryMs: 200,
  keywordsMs: 100,
  /** 500 house-style rules (the seeded guide filled up) on 20 000 characters, median. */
  houseStyleMs: 50,
  /** Offline „korrigieren“ on the grammar corpora: at most 1 changed correct sentence in 50. */
  grammarFalseAlarmsPer50: 1,
};
