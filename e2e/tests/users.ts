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
