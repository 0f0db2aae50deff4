/**
 * Test helpers for the shell and the remotes: render a page inside the same providers the portal
 * uses, and check a remote's exposed pages against the catalogue.
 */
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import {
  PortalConfigProvider,
  PortalThemeProvider,
  defaultPortalConfig,
  featuresOfRemote,
  type PortalConfig,
  type RemoteName,
} from 'shared-ui';
import { createPortalStore, type PortalStore } from './src/store';

export function renderInPortal(
  ui: ReactElement,
  { path = '/', store = createPortalStore(), config = defaultPortalConfig }: { path?: string; store?: PortalStore; config?: PortalConfig } = {},
): RenderResult & { store: PortalStore } {
  const result = render(
    <Provider store={store}>
      <PortalConfigProvider config={config}>
        <PortalThemeProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </PortalThemeProvider>
      </PortalConfigProvider>
    </Provider>,
  );
  return { ...result, store };
}

/**
 * The contract between a remote and the shell, as unit tests: the remote exposes exactly the pages
 * the catalogue assigns to it, and each renders its title, howto and page title.
 */
export function describeRemotePages(
  remote: RemoteName,
  exposes: Record<string, string>,
  loadPage: (module: string) => Promise<{ default: ComponentType }>,
): void {
  const features = featuresOfRemote(remote);

  test(`${remote} exposes exactly the catalogue's pages`, () => {
    expect(Object.keys(exposes).sort()).toEqual(features.map((f) => f.page.module).sort());
  });

  test.each(features.map((feature) => [feature.name, feature] as const))('%s renders title and howto', async (_name, feature) => {
    const { default: Page } = await loadPage(feature.page.module);
    renderInPortal(<Page />, { path: feature.href });
    expect(screen.getByRole('heading', { level: 1, name: feature.name })).toBeInTheDocument();
    expect(screen.getByText(feature.howto)).toBeInTheDocument();
    expect(document.title).toBe(`KI-Portal | ${feature.name}`);
  });
}
