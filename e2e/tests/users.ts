/** The demo users the gateway seeds (gateway/demo-users.json), one per tenant. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

export interface DemoUser {
  email: string;
  password: string;
  displayName: string;
  tenant: string;
}

const demoUsers: DemoUser[] = JSON.parse(readFileSync(resolve(__dirname, '..', '..', 'gateway', 'demo-users.json'), 'utf8'));

export const groupUser = demoUsers.find((user) => user.tenant === 'SV-Gruppe') as DemoUser;
export const partnerUser = demoUsers.find((user) => user.tenant !== 'SV-Gruppe') as DemoUser;

export const authFile = (user: DemoUser) => resolve(__dirname, '..', '.auth', `${user.email}.json`);

/** Signs in through the login form, as a person would. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

export async function loginFromHome(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await login(page, user.email, user.password);
  await expect(page.getByRole('heading', { level: 1, name: `Willkommen, ${user.displayName}!` })).toBeVisible();
}

export const signedOut = { cookies: [], origins: [] };

const AUTH_EMULATOR = 'http://127.0.0.1:9099';

/** The owner of the mailbox opens the newest confirmation link the emulator "sent" to `email`. */
export async function openConfirmationLink(email: string): Promise<void> {
  const { oobCodes } = (await (await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/demo-ki-portal/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const mail = oobCodes.filter((code) => code.email === email.toLowerCase() && code.requestType === 'VERIFY_EMAIL').at(-1);
  expect(mail, `a confirmation mail to ${email}`).toBeTruthy();
  const opened = await fetch(mail!.oobLink);
  expect(opened.ok, `the link ${mail!.oobLink} answers`).toBe(true);
}

/** Signs up through the form; the new account then waits on the confirmation page. */
export async function signUpNewUser(page: Page, email: string, displayName: string, password = 'geheim-123'): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill(displayName);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort (mindestens 6 Zeichen)').fill(password);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
}

/** Sign-up, confirmation link, „Ich habe bestätigt“: a new member on the home page. */
export async function signUpConfirmed(page: Page, email: string, displayName: string): Promise<void> {
  await signUpNewUser(page, email, displayName);
  await openConfirmationLink(email);
  await page.getByRole('button', { name: 'Ich habe bestätigt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Willkommen, ${displayName}!` })).toBeVisible();
}
