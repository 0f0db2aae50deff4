/**
 * The same tool pages with `AI_PROVIDER=openai`: the gateway is restarted against a local server
 * that speaks the OpenAI wire format (the hosted provider cannot run here), and the pages stream
 * what it sends, stop it, and show transcripts with their downloads.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './fixtures';
import { chatMessages, pieces, startOpenAiStandIn, type OpenAiStandIn } from 'gateway/openai-stand-in';
import { messages } from 'portal-contract';
import { screenshot, startService, stopService } from './stack';
import { article, silentWav } from './toolInputs';
import { authFile, partnerUser } from './users';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const GATEWAY_PORT = 8080;
const overrides = resolve(__dirname, '..', '..', '.data', 'run', 'gateway.env.json');
const run = promisify(execFile);
const admin = (...args: string[]) =>
  run('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: resolve(__dirname, '..', '..'),
    env: { ...process.env, CI: process.env.CI ?? '' },
  });

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 1400 } });

let standIn: OpenAiStandIn;

test.beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  await stopService('gateway', GATEWAY_PORT);
  writeFileSync(
    overrides,
    // Speech stays offline (AI_PROVIDER_SPEECH): a newsroom whose model server has no speech endpoint.
    JSON.stringify({
      AI_PROVIDER: 'openai',
      AI_PROVIDER_SPEECH: 'local',
      OPENAI_BASE_URL: standIn.baseUrl,
      OPENAI_API_KEY: 'e2e-stand-in',
      AI_TIMEOUT_MS: '20000',
    }),
  );
  await startService('gateway', GATEWAY_PORT);
});

test.afterAll(async () => {
  await stopService('gateway', GATEWAY_PORT);
  rmSync(overrides, { force: true });
  await startService('gateway', GATEWAY_PORT);
  await standIn?.close();
});

test.beforeEach(() => standIn.reset());

const summary =
  'Die Stadtwerke München schließen bis 2029 rund 12.000 weitere Haushalte an die Fernwärme an. Die Investition beträgt etwa 240 Millionen Euro.';

test('Text zusammenfassen streams from the configured provider, word by word', async ({ page }) => {
  standIn.enqueue({ stream: pieces(summary), delayMs: 60 });
  await page.goto('/summarize');
  await page.getByLabel('Text', { exact: true }).fill(article);
  await page.getByRole('button', { name: 'Zusammenfassen', exact: true }).click();

  const output = page.getByRole('region', { name: 'Zusammenfassung' });
  // Part of the answer is on screen while the rest is still coming.
  await expect(output).toContainText('Die Stadtwerke');
  await expect(page.getByRole('button', { name: 'Stoppen' })).toBeVisible();
  await expect(output).toContainText('240 Millionen Euro.');
  await expect(page.getByRole('button', { name: 'Stoppen' })).toBeHidden();

  const { system, user } = chatMessages(standIn.requests[0]!);
  expect(system).toMatch(/Zusammenfassung|zusammen/i);
  expect(user).toContain('Fernwärmenetz im Münchner Norden');
  await screenshot(page, 'tool-summarize-openai');
});

test('stop ends the stream in the browser and the provider call behind it', async ({ page }) => {
  standIn.enqueue({ stream: pieces(`${summary} `.repeat(20)), delayMs: 150 });
  await page.goto('/summarize');
  await page.getByLabel('Text', { exact: true }).fill(article);
  await page.getByRole('button', { name: 'Zusammenfassen', exact: true }).click();
  const output = page.getByRole('region', { name: 'Zusammenfassung' });
  await expect(output).toContainText('Die Stadtwerke München');

  await page.getByRole('button', { name: 'Stoppen' }).click();
  await expect(output.getByRole('status').filter({ hasText: messages['generation-stopped'] })).toBeVisible();
  await expect(output).toContainText('Die Stadtwerke München');
  await standIn.requests[0]!.aborted;
  expect(standIn.requests[0]!.wasAborted()).toBe(true);
});

test('Text übersetzen works once a provider is configured', async ({ page }) => {
  standIn.enqueue({ stream: pieces('Munich’s public utility is expanding district heating in the north of the city.'), delayMs: 20 });
  await page.goto('/text-translation');
  await page.getByLabel('Text', { exact: true }).fill(article);
  await page.getByRole('button', { name: 'Übersetzen', exact: true }).click();
  await expect(page.getByText('expanding district heating')).toBeVisible();
  expect(chatMessages(standIn.requests[0]!).system).toMatch(/Englisch|English/);
});

test('with AI_PROVIDER_SPEECH=local, speech still comes from the offline engine; no tool is marked unavailable', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Text übersetzen' })).toBeVisible();
  await expect(page.getByText('Braucht KI-Anbieter')).toHaveCount(0);
  await page.goto('/text-speech');
  await page.getByLabel('Text', { exact: true }).fill('Guten Morgen aus München.');
  await page.getByRole('button', { name: 'Vorlesen lassen', exact: true }).click();
  await expect(page.locator('audio')).toHaveAttribute('src', /^blob:/);
  expect(standIn.requests.filter((request) => request.path.includes('/audio/speech'))).toEqual([]);
});

test('a provider failure: the offline engine answers, labelled as failover; a tool it cannot do shows the message and keeps the text', async ({
  page,
}) => {
  standIn.fallback = () => ({ error: { status: 500, message: 'The server had an error' } });
  await page.goto('/summarize');
  await page.getByLabel('Text', { exact: true }).fill(article);
  await page.getByRole('button', { name: 'Zusammenfassen', exact: true }).click();
  const output = page.getByRole('region', { name: 'Zusammenfassung' });
  await expect(output).toContainText('Stadtwerke');
  await expect(output).toContainText(/Ersatz.*Offline-Engine|Offline-Engine.*Ersatz/);
  await screenshot(page, 'tool-summarize-failover');

  await page.goto('/text-translation');
  await page.getByLabel('Text', { exact: true }).fill(article);
  await page.getByRole('button', { name: 'Übersetzen', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(messages['no-ai-provider']);
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue(article);
});

test('personal data: the provider gets placeholders, the page shows the real names and says „pseudonymisiert“', async ({ page }) => {
  // The stand-in answers with every placeholder it received, in pieces of three characters.
  standIn.fallback = (request) => {
    const placeholders = [...new Set(chatMessages(request).user.match(/\[[^\]]+\]/g) ?? [])];
    const answer = `Zeugin gesucht: ${placeholders.join(', ')}.`;
    return { stream: answer.match(/.{1,3}/gs) ?? [answer] };
  };
  const text =
    'Die Polizei sucht Zeugen eines Unfalls an der Kreuzung. Die Zeugin Anna Berger ist unter 0171 2345678 und ' +
    'anna.berger@example.org erreichbar. Spenden gehen auf das Konto DE89 3704 0044 0532 0130 00.';
  await page.goto('/summarize');
  await page.getByLabel('Text', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Zusammenfassen', exact: true }).click();
  const output = page.getByRole('region', { name: 'Zusammenfassung' });
  await expect(output).toContainText('Anna Berger');
  await expect(output).toContainText('0171 2345678');
  await expect(output).toContainText('pseudonymisiert');
  await expect(output).not.toContainText('[Person');
  const received = standIn.requests.map((request) => request.raw.toString('utf8')).join('\n');
  for (const value of ['Anna Berger', '2345678', 'anna.berger@example.org', 'DE89']) expect(received).not.toContain(value);
  await screenshot(page, 'tool-summarize-pseudonymised');
});

test('ask: a tenant admin chooses „Nachfragen“ on „Mein Konto“; the page shows what was found and sends it pseudonymised on request', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: authFile(partnerUser) });
  const page = await context.newPage();
  const setPolicy = async (label: string) => {
    await page.goto('/user');
    await page.getByRole('radio', { name: label }).check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert.')).toBeVisible();
  };
  await admin('grant', partnerUser.email, 'tenant-admin');
  try {
    await setPolicy('Nachfragen');
    await screenshot(page, 'account-ai-policy');
    standIn.fallback = () => ({ stream: pieces('Die Polizei sucht Zeugen.') });
    await page.goto('/summarize');
    await page
      .getByLabel('Text', { exact: true })
      .fill('Die Zeugin Anna Berger ist unter 0171 2345678 erreichbar. Die Polizei sucht Zeugen des Unfalls.');
    await page.getByRole('button', { name: 'Zusammenfassen', exact: true }).click();
    const output = page.getByRole('region', { name: 'Zusammenfassung' });
    await expect(output).toContainText('personenbezogene Daten');
    await expect(output).toContainText('Anna Berger');
    expect(standIn.requests).toEqual([]);
    await screenshot(page, 'tool-summarize-ask');
    await output.getByRole('button', { name: 'Pseudonymisiert senden' }).click();
    await expect(output).toContainText('Die Polizei sucht Zeugen.');
    await expect(output).toContainText('pseudonymisiert');
    expect(standIn.requests.map((request) => request.raw.toString('utf8')).join('')).not.toContain('Anna Berger');
  } finally {
    await setPolicy('Pseudonymisieren').catch(() => undefined);
    await admin('revoke', partnerUser.email, 'tenant-admin').catch(() => undefined);
    await context.close();
  }
});

test('Transkribieren: upload with progress, transcript with timestamps, .txt and .srt downloads', async ({ page }) => {
  await page.goto('/audio-transcript');
  await page.getByLabel(/Audiodatei/).setInputFiles({ name: 'interview.wav', mimeType: 'audio/wav', buffer: silentWav(2) });
  await page.getByRole('button', { name: 'Transkribieren', exact: true }).click();
  const transcript = page.getByRole('region', { name: 'Transkript' });
  await expect(transcript).toContainText('Guten Morgen aus der Redaktion.');
  await expect(transcript).toContainText('00:02');
  await screenshot(page, 'tool-transcript-openai');

  const srtDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /\.srt/ }).click();
  const srt = readFileSync(await (await srtDownload).path(), 'utf8');
  expect(srt).toContain('1\n00:00:00,000 --> 00:00:02,100\nGuten Morgen aus der Redaktion.');
  expect(srt).toContain('2\n00:00:02,100 --> 00:00:04,200');

  const txtDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /\.txt/ }).click();
  expect(readFileSync(await (await txtDownload).path(), 'utf8')).toContain('Heute geht es um den Haushalt.');
  expect(standIn.requests.some((request) => request.path.endsWith('/audio/transcriptions'))).toBe(true);
});
