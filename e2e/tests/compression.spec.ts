/**
 * Compressed assets (issue 19, item 1): every script of /login's first load, asked for with
 * `Accept-Encoding: br` as curl would, comes as Brotli (`Content-Encoding: br`, `Vary` naming
 * Accept-Encoding) and decodes to exactly the plain file; gzip-only clients get gzip, others the file
 * as it is — each where compressing pays (a chunk of a few bytes is sent as it is). Raw HTTP without
 * automatic decoding, so the encoding on the wire is what is checked.
 */
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { signedOut } from './users';

test.use({ storageState: signedOut });

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolvePromise, reject) => {
    const request = httpRequest(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolvePromise({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

test('every first-load script of /login comes as Brotli, gzip or plain, as the client accepts', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) scripts.add(response.url());
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  // The login page asks for its scripts at first use (shell/src/prerender/entryScript.ts): a click
  // into the form, then everything until React runs the form (its submit button appears).
  await page.getByLabel('E-Mail-Adresse').focus();
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(3);

  for (const url of scripts) {
    const plain = await get(url);
    expect(plain.status, url).toBe(200);
    expect(plain.headers['content-encoding'], url).toBeUndefined();
    // The build keeps a compressed copy where it saves at least a fifth (compression-webpack-plugin's
    // minRatio 0.8, at the levels of tooling/webpack.cjs); a chunk of a few bytes comes plain.
    const pays = (compressed: Buffer) => compressed.length < plain.body.length * 0.8;

    const brotli = await get(url, 'gzip, deflate, br');
    if (pays(brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))) {
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(String(brotli.headers.vary), url).toContain('Accept-Encoding');
      expect(brotliDecompressSync(brotli.body).equals(plain.body), url).toBe(true);
      expect(brotli.body.length, url).toBeLessThan(plain.body.length);
    } else {
      expect(brotli.headers['content-encoding'], url).toBeUndefined();
    }

    const gzip = await get(url, 'gzip');
    if (pays(gzipSync(plain.body, { level: 9 }))) {
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body), url).toBe(true);
    } else {
      expect(gzip.headers['content-encoding'], url).toBeUndefined();
      expect(gzip.body.equals(plain.body), url).toBe(true);
    }
  }
});

test('a remote keeps Vary: Origin beside Accept-Encoding, and its manifest is compressed too', async () => {
  const manifest = await get('http://localhost:3001/mf-manifest.json', 'br');
  expect(manifest.status).toBe(200);
  expect(manifest.headers['content-encoding']).toBe('br');
  expect(String(manifest.headers.vary)).toBe('Origin, Accept-Encoding');
  expect(manifest.headers['cache-control']).toBe('no-cache');
  const { metaData } = JSON.parse(brotliDecompressSync(manifest.body).toString('utf8')) as { metaData: { name: string } };
  expect(metaData.name).toBe('mfe_text');
});
