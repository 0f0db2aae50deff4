/**
 * The demo logins of the local stack. They live in ../demo-users.json because plain-Node scripts
 * (`npm start` prints them) and the end-to-end tests read them too; this module checks the file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const demoUsersSchema = z.array(
  z.object({ email: z.email(), password: z.string().min(6), displayName: z.string().min(1), tenant: z.string().min(1) }),
);

export type DemoUser = z.infer<typeof demoUsersSchema>[number];

const DEMO_USERS_FILE = resolve(import.meta.dirname, '..', 'demo-users.json');

export const DEMO_USERS: readonly DemoUser[] = demoUsersSchema.parse(JSON.parse(readFileSync(DEMO_USERS_FILE, 'utf8')));
