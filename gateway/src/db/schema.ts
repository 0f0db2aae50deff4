/**
 * The gateway's one storage schema (drizzle pg-core), the same on PGlite and PostgreSQL.
 * Migrations in ../../drizzle are generated from this file: `npm run db:generate -w gateway`.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A tenant: a publishing house. Users join by membership, or on first sign-in by e-mail domain. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  // Lower-case domains without "@", e.g. sv-gruppe.de.
  domains: text('domains').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
