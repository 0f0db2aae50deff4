import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './env.mjs';

/** The demo users the gateway seeds into the Auth emulator (one per tenant). */
export function demoLogins() {
  return JSON.parse(readFileSync(resolve(ROOT, 'gateway', 'demo-users.json'), 'utf8'));
}
