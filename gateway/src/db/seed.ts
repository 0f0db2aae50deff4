/**
 * Demo data for local runs, safe to run at every start: the two tenants in the database and one
 * demo user per tenant in the Auth emulator (never in a real Firebase project).
 */
import type { Auth } from 'firebase-admin/auth';
import { DEMO_USERS } from '../demoUsers.ts';
import { isAuthError } from '../firebase.ts';
import type { Database } from './client.ts';
import { accounts } from './schema.ts';

/** The tenants of the local stack; each demo user's domain belongs to the tenant named in demo-users.json. */
export const DEMO_ACCOUNTS = [
  { name: 'SV-Gruppe', domains: ['sv-gruppe.de', 'sz.de'] },
  { name: 'Partnerverlag Nord', domains: ['partner-nord.de'] },
] as const;

/** Inserted in order, so SV-Gruppe gets the lower id and wins when domains ever overlap. */
export async function seedAccounts(db: Database): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    // An existing tenant is left as it is: its domains may have been changed on purpose.
    await db
      .insert(accounts)
      .values({ name: account.name, domains: [...account.domains] })
      .onConflictDoNothing({ target: accounts.name });
  }
}

export async function seedDemoUsers(auth: Auth, emulatorHost: string | undefined): Promise<void> {
  if (!emulatorHost) {
    throw new Error('Demo-Benutzer werden nur im Auth-Emulator angelegt (FIREBASE_AUTH_EMULATOR_HOST fehlt).');
  }
  for (const { email, password, displayName } of DEMO_USERS) {
    const properties = { email, password, displayName, emailVerified: true };
    const existing = await auth.getUserByEmail(email).catch((error: unknown) => {
      if (isAuthError(error, 'auth/user-not-found')) return undefined;
      throw error;
    });
    // Reset an existing demo user too, so the printed password always works.
    if (existing) await auth.updateUser(existing.uid, properties);
    else await auth.createUser(properties);
  }
}
