/**
 * Where newsletter subscriptions live. The portal has one list (NEWSLETTER_LIST_ID, 896); the
 * database implementation is the default, and a real mailing service plugs in through `buildApp`'s
 * `newsletter` option without touching the routes. Callers pass lower-cased addresses.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newsletterSubscriptions } from '../db/schema.ts';

export type Subscriber = { email: string; uid: string };

export interface NewsletterProvider {
  isSubscribed(listId: number, email: string): Promise<boolean>;
  /** Idempotent: subscribing twice keeps one subscription. */
  subscribe(listId: number, subscriber: Subscriber): Promise<void>;
  /** Idempotent: unsubscribing someone who is not subscribed is fine. */
  unsubscribe(listId: number, email: string): Promise<void>;
}

export function databaseNewsletter(db: Database): NewsletterProvider {
  const ofList = (listId: number, email: string) =>
    and(eq(newsletterSubscriptions.listId, listId), eq(newsletterSubscriptions.email, email));
  return {
    async isSubscribed(listId, email) {
      const rows = await db
        .select({ email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(ofList(listId, email))
        .limit(1);
      return rows.length > 0;
    },
    async subscribe(listId, { email, uid }) {
      await db.insert(newsletterSubscriptions).values({ listId, email, uid }).onConflictDoNothing();
    },
    async unsubscribe(listId, email) {
      await db.delete(newsletterSubscriptions).where(ofList(listId, email));
    },
  };
}
