import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium only: tools must never download a browser of their own here. The flags are the
// bench's too (one list, so measurements and tests run the same browser).
import chromiumArgs from 'portal-scripts/chromium-args.json';
import { authFile, groupUser } from './tests/users';

export default defineConfig({
  testDir: './tests',
  // One worker: the suite stops and starts servers of the shared local stack.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:3000',
    // Staff browse in German: dates, numbers and the date pickers follow de-DE.
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      // Signed in as the group user unless a test says otherwise.
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, storageState: authFile(groupUser) },
    },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: 'http://127.0.0.1:3000/healthz',
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
    // SIGTERM lets `npm start` stop every site it knows of, including one a test restarted.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
