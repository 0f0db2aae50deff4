/**
 * The gateway's one storage schema (drizzle pg-core), the same on PGlite and PostgreSQL.
 * Migrations in ../../drizzle are generated from this file: `npm run db:generate -w gateway`.
 */
import { FEEDBACK_CATEGORIES } from 'portal-contract/schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A tenant: a publishing house. Users join by membership, or on first sign-in by e-mail domain. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    // Lower-case domains without "@", e.g. sv-gruppe.de.
    domains: text('domains').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // How long the tenant's users' history entries are kept (history/retention.ts); its admins set it.
    historyRetentionDays: integer('history_retention_days').notNull().default(90),
    // Characters (in + out) the tenant's AI tools may use per calendar month (UTC); null: no limit.
    quotaMonthlyChars: bigint('quota_monthly_chars', { mode: 'number' }),
    // Texts with personal data for an external AI provider (aiPolicy/): pseudonymise, offline or ask.
    personalDataPolicy: text('personal_data_policy').notNull().default('pseudonymise'),
    // Public office holders named with their office are not pseudonymised.
    keepOfficeHolders: boolean('keep_office_holders').notNull().default(false),
    // Copied and downloaded results end with „Mit KI-Unterstützung erstellt“.
    aiLabel: boolean('ai_label').notNull().default(false),
  },
  (table) => [check('accounts_known_personal_data_policy', sql`${table.personalDataPolicy} in ('pseudonymise', 'offline', 'ask')`)],
);

/** uid is the primary key: a user belongs to exactly one tenant, even under concurrent first sign-ins. */
export const accountMembers = pgTable(
  'account_members',
  {
    uid: text('uid').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_members_account_id_idx').on(table.accountId)],
);

/** Who gets which newsletter; the database stand-in for a mailing service (newsletter/provider.ts). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    listId: integer('list_id').notNull(),
    // Lower-cased, so one address is one subscription whatever its spelling.
    email: text('email').notNull(),
    uid: text('uid').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.email] }),
    check('newsletter_subscriptions_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

export { FEEDBACK_CATEGORIES };

/** Feedback from /feedback, read by the team through `npm run export:feedback`. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull(),
    email: text('email'),
    // The tenant's name at the time of sending.
    tenant: text('tenant').notNull(),
    category: text('category', { enum: FEEDBACK_CATEGORIES }).notNull(),
    message: text('message').notNull(),
    rating: smallint('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_created_at_idx').on(table.createdAt), check('feedback_rating_range', sql`${table.rating} between 1 and 5`)],
);

/** Link Shortener: /s/<slug> redirects to url and counts the click. */
export const shortLinks = pgTable(
  'short_links',
  {
    slug: text('slug').primaryKey(),
    url: text('url').notNull(),
    ownerUid: text('owner_uid').notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('short_links_owner_created_idx').on(table.ownerUid, table.createdAt.desc())],
);

/** The overview of /dashboards: links to the BI reports. */
export const dashboards = pgTable('dashboards', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
});

/** Reach per day and brand (INFOnline export). */
export const infonlineDaily = pgTable(
  'infonline_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    brand: text('brand').notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull(),
    pageImpressions: bigint('page_impressions', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.brand] })],
);

/** Ad marketing per day (symplr export); revenue in euros. */
export const symplrDaily = pgTable('symplr_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  adImpressions: bigint('ad_impressions', { mode: 'number' }).notNull(),
  revenue: numeric('revenue', { precision: 12, scale: 2, mode: 'number' }).notNull(),
});

/** E-paper readers and downloads per day and edition. */
export const epaperDaily = pgTable(
  'epaper_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    edition: text('edition').notNull(),
    readers: bigint('readers', { mode: 'number' }).notNull(),
    downloads: bigint('downloads', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.edition] })],
);

/** Page impressions per article and day; /v1/top30-data sums them over a range. */
/**
 * One counter per dashboards data set, raised in the transaction of every import and seed: the
 * answers' cache and ETags are keyed by it (dashboards/cache.ts), so a write shows on the next read.
 */
export const dashboardVersions = pgTable('dashboard_versions', {
  set: text('set').primaryKey(),
  version: integer('version').notNull().default(0),
});

export const top30Daily = pgTable(
  'top30_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    section: text('section').notNull(),
    pageImpressions: bigint('page_impressions', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.url] })],
);

/**
 * The Workday FAQ the assistant answers from. data/workday-faq.json is the source: every gateway
 * start upserts it and removes entries that are no longer in the file (src/faq/seedFaq.ts).
 */
export const faqEntries = pgTable('faq_entries', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  // The order of the file, which groups entries by category.
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Roles beyond staff (portal-contract/src/catalogue/roles.ts). A role counts in the user's own tenant
 * (account_members); `portal-admin` counts in all. Also carried as the custom claim `roles`.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    uid: text('uid').notNull(),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    // The uid of who granted it, or `cli` for `npm run admin`.
    grantedBy: text('granted_by').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.role] }),
    check('user_roles_known_role', sql`${table.role} in ('style-editor', 'tenant-admin', 'portal-admin', 'developer')`),
  ],
);

/**
 * Who did what when. Append-only: a trigger (migration 0003) refuses UPDATE, DELETE and TRUNCATE,
 * and no route changes a row. Holds no tool texts.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // Null for the command line (`npm run admin`) and the system itself.
    actorUid: text('actor_uid'),
    actorEmail: text('actor_email'),
    // The tenant the action belongs to (its name); null for portal-wide actions.
    tenant: text('tenant'),
    action: text('action').notNull(),
    target: text('target'),
    requestId: text('request_id'),
  },
  (table) => [index('audit_log_tenant_at_idx').on(table.tenant, table.at.desc()), index('audit_log_at_idx').on(table.at.desc())],
);

/**
 * Microsoft sign-ins whose Microsoft ID token the gateway verified once: the Entra tenant it came
 * from and the Microsoft account. Only with MICROSOFT_TENANT_ID set does a microsoft.com session need
 * a row with that tenant, for the Microsoft account its token names (tenancy/microsoftSignIn.ts).
 */
export const microsoftSignIns = pgTable('microsoft_sign_ins', {
  uid: text('uid').primaryKey(),
  entraTenantId: text('entra_tenant_id').notNull(),
  // Microsoft's object id (oid), else its subject: the identity the token was issued for.
  subject: text('subject').notNull(),
  // The account's id in Firebase (`firebase.identities['microsoft.com']`, lower case): the proof counts
  // only for tokens that carry it, not after another Microsoft account was linked to the user.
  firebaseIdentity: text('firebase_identity').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The house style (houseStyle/): a tenant's own rules, optionally limited to a desk. Examples are
 * kept with the rule, because saving checks them (houseStyle/engine.ts, checkRuleExamples).
 */
export const styleRules = pgTable(
  'style_rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    desk: text('desk'),
    title: text('title').notNull(),
    explanation: text('explanation').notNull(),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
    find: text('find').notNull(),
    replace: text('replace').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    wholeWords: boolean('whole_words').notNull().default(true),
    examplesFlagged: text('examples_flagged').array().notNull(),
    examplesUntouched: text('examples_untouched').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (table) => [
    index('style_rules_account_id_idx').on(table.accountId),
    check('style_rules_known_kind', sql`${table.kind} in ('term', 'pattern', 'hint', 'instruction', 'numbers')`),
  ],
);

/**
 * A house-style rule's history: every create, change, import and delete with who did it and the rule
 * as it was afterwards (before: for a delete), so the page can say what changed. The audit log has
 * the same events without the rule's content; this table is the tenant's own, shown to its staff.
 */
export const styleRuleChanges = pgTable(
  'style_rule_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: a deleted rule's history stays for the audit; the account's deletion removes it.
    ruleId: bigint('rule_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    rule: jsonb('rule').notNull(),
  },
  (table) => [index('style_rule_changes_rule_idx').on(table.accountId, table.ruleId, table.at.desc())],
);

/**
 * How often a rule changed a tool's result, and how often staff accepted or rejected that change in
 * the redact diff. Counts only, never the text.
 */
export const styleRuleStats = pgTable('style_rule_stats', {
  ruleId: bigint('rule_id', { mode: 'number' })
    .primaryKey()
    .references(() => styleRules.id, { onDelete: 'cascade' }),
  fired: integer('fired').notNull().default(0),
  accepted: integer('accepted').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
});

/**
 * A user's finished or stopped tool runs (history/): what was sent and what came back, for the
 * user alone. `resultText` is the result's text for search and display; the search runs on a German
 * full-text index over input and result, the same on PGlite and PostgreSQL.
 */
export const historyEntries = pgTable(
  'history_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    options: jsonb('options').notNull(),
    input: text('input').notNull(),
    result: jsonb('result').notNull(),
    resultText: text('result_text').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('history_entries_uid_created_idx').on(table.uid, table.createdAt.desc()),
    index('history_entries_search_idx').using('gin', sql`to_tsvector('german', ${table.input} || ' ' || ${table.resultText})`),
    check('history_entries_known_status', sql`${table.status} in ('done', 'stopped')`),
  ],
);

/** A user's own settings; no row: the defaults. */
export const userSettings = pgTable('user_settings', {
  uid: text('uid').primaryKey(),
  historyEnabled: boolean('history_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Usage of the tools per day × tenant × user × tool (usage/): runs by outcome, characters in and
 * out, duration, and tokens where the provider reports them. Never a text.
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    tool: text('tool').notNull(),
    runs: integer('runs').notNull().default(0),
    done: integer('done').notNull().default(0),
    stopped: integer('stopped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    charsIn: bigint('chars_in', { mode: 'number' }).notNull().default(0),
    charsOut: bigint('chars_out', { mode: 'number' }).notNull().default(0),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
    /** Estimated from the tokens and the price table (AI_PRICES), in millionths of a euro. */
    costMicroEuro: bigint('cost_micro_euro', { mode: 'number' }).notNull().default(0),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.accountId, table.uid, table.tool] }),
    index('usage_daily_account_day_idx').on(table.accountId, table.day),
  ],
);

/**
 * The source check per day × tenant × tool × provider: how many results were checked and how many had
 * facts their source does not support — the figure an admin judges a provider by. Counts only, never
 * a text (tools/sourceCheckStage.ts).
 */
export const sourceCheckDaily = pgTable(
  'source_check_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    provider: text('provider').notNull(),
    checked: integer('checked').notNull().default(0),
    withFindings: integer('with_findings').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.accountId, table.tool, table.provider] })],
);

/**
 * What the personal-data step did with runs, per day × tenant × tool × policy × outcome
 * (aiPolicy/counts.ts): runs and items replaced, never an item.
 */
export const personalDataDaily = pgTable(
  'personal_data_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    policy: text('policy').notNull(),
    outcome: text('outcome').notNull(),
    runs: integer('runs').notNull().default(0),
    items: integer('items').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.accountId, table.tool, table.policy, table.outcome] })],
);

/**
 * Thumbs up or down on a tool's result (usage/ratings.ts), with an optional reason and comment; the
 * tool, provider and model that made it, and its history entry when it was kept.
 */
export const resultRatings = pgTable(
  'result_ratings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    provider: text('provider').notNull(),
    model: text('model'),
    historyEntryId: bigint('history_entry_id', { mode: 'number' }),
    helpful: boolean('helpful').notNull(),
    reason: text('reason'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('result_ratings_account_tool_idx').on(table.accountId, table.tool)],
);

/**
 * The requests counted per rate-limit key while its window lasts (rateLimit/postgresStore.ts), shared
 * by every gateway instance on the same PostgreSQL. One row per key, reset in place when its window
 * has ended; rows of ended windows are deleted now and then. The migration makes it UNLOGGED: a count
 * costs no write-ahead log, and after a crash of PostgreSQL the table starts empty, which only
 * forgets the current minute's counts. No index besides the key, so the upsert stays a HOT update.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

/**
 * Remote page loads as the shell reports them (releases/remoteLoads.ts): which remote and version,
 * whether the page rendered, how long it took, the tenant, and who reported it only as `reporter`,
 * an HMAC-SHA256 of the uid with the salt of the day (remote_load_salts) — no uid, no e-mail. They
 * decide the automatic rollback of a new release and show on /status; kept 30 days. `reporter` is
 * null on loads stored before reporters were kept (they do not count for the rollback).
 */
export const remoteLoads = pgTable(
  'remote_loads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    tenant: text('tenant').notNull(),
    ok: boolean('ok').notNull(),
    ms: integer('ms').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    reporter: text('reporter'),
  },
  (table) => [index('remote_loads_version_at').on(table.remote, table.version, table.at)],
);

/**
 * The salt of the reporter hashes in remote_loads, one random salt per day (UTC on the database's
 * clock), shared by every gateway instance: the first report of a day creates it and deletes the
 * earlier ones, as does the daily purge of old loads. Once a day's salt is gone, that day's hashes
 * can no longer be tied to a user by hashing known uids.
 */
export const remoteLoadSalts = pgTable('remote_load_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Each automatic rollback once: the instance whose insert wins rolls the version back; any other
 * instance that saw the same failures finds the row and leaves the channel alone.
 */
export const remoteAutoRollbacks = pgTable(
  'remote_auto_rollbacks',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    to: text('to').notNull(),
    loads: integer('loads').notNull(),
    failures: integer('failures').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version] })],
);
