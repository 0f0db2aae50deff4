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
    const existing = await auth.getUserByEmail(email).catch((error: unknown) => {
      if (isAuthError(error, 'auth/user-not-found')) return undefined;
      throw error;
    });
    if (!existing) {
      await auth.createUser({ email, password, displayName, emailVerified: true });
      continue;
    }
    await auth.updateUser(existing.uid, { displayName, emailVerified: true });
    // A new password revokes the user's sessions, so reset it only when the printed one no longer works.
    if (!(await passwordWorks(emulatorHost, email, password))) await auth.updateUser(existing.uid, { password });
  }
}

async function passwordWorks(emulatorHost: string, email: string, password: string): Promise<boolean> {
  const url = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: false }),
  });
  return response.ok;
}
