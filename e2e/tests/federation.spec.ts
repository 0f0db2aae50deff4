import { expect, test, type Request } from './fixtures';

const REMOTE_PORTS = { mfe_text: 3001, mfe_seo: 3002, mfe_misc: 3003, mfe_dashboards: 3004 } as const;

const fromPort = (requests: Request[], port: number) => requests.filter((r) => new URL(r.url()).port === String(port));

test('a remote is fetched only when one of its pages is visited', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  for (const port of Object.values(REMOTE_PORTS)) expect(fromPort(requests, port)).toHaveLength(0);

  await page.getByRole('button', { name: 'Textverarbeitung' }).click();
  await page.getByRole('link', { name: 'Text zusammenfassen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Text zusammenfassen' })).toBeVisible();
  const textRequests = fromPort(requests, REMOTE_PORTS.mfe_text).map((r) => new URL(r.url()).pathname);
  expect(textRequests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  for (const port of [REMOTE_PORTS.mfe_seo, REMOTE_PORTS.mfe_misc, REMOTE_PORTS.mfe_dashboards]) {
    expect(fromPort(requests, port)).toHaveLength(0);
  }
});

test('React, styled-components and the other singletons are loaded exactly once', async ({ page }) => {
  // Visit a page of every remote in one tab, then ask the federation runtime what it loaded.
  const remoteScripts: Promise<string>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (Object.values(REMOTE_PORTS).map(String).includes(url.port) && url.pathname.endsWith('.js')) {
      remoteScripts.push(response.text());
    }
  });
  await page.goto('/');
  for (const [group, name] of [
    ['Textverarbeitung', 'Text redigieren'],
    ['SEO', 'SEO LivingDocs'],
    ['Sonstiges', 'Link Shortener'],
  ]) {
    await page.getByRole('button', { name: group }).click();
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Dashboards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeVisible();

  const loaded = await page.evaluate(() => {
    type Shared = Record<string, Record<string, { loaded?: boolean; from: string }>>;
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Shared }> } }).__FEDERATION__.__SHARE__;
    // Every instance's scope points at the same shared entries, so count distinct ones.
    const copies: Record<string, Set<string>> = {};
    for (const { default: shared } of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(shared)) {
        for (const [version, entry] of Object.entries(versions)) {
          if (entry.loaded) (copies[pkg] ??= new Set()).add(`${version} from ${entry.from}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(copies).map(([pkg, set]) => [pkg, [...set]]));
  });
  for (const pkg of ['react', 'react-dom', 'styled-components', 'react-redux', 'shared-ui', 'shared-auth']) {
    expect(loaded[pkg], pkg).toHaveLength(1);
    expect(loaded[pkg]?.[0], pkg).toMatch(/from shell$/);
  }
  // No remote ships its own React: React's production builds link to react.dev/errors.
  const bodies = await Promise.all(remoteScripts);
  expect(bodies.length).toBeGreaterThan(4);
  for (const body of bodies) expect(body).not.toContain('react.dev/errors');
  // A second styled-components instance would add a second style sheet of its own.
  await expect(page.locator('style[data-styled]')).toHaveCount(1);
});
