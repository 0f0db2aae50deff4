/**
 * shared-ui must not depend on shared-auth (which depends on shared-ui), so its tests use this small
 * wrapper instead of `renderInPortal`: theme, runtime config and a memory router.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { PortalConfigProvider, defaultPortalConfig, type PortalConfig } from '../src/config/portalConfig';
import { PortalThemeProvider } from '../src/theme/PortalThemeProvider';

/** The providers are a `wrapper`, so `rerender` keeps them. */
export function renderWithTheme(
  ui: ReactElement,
  { path = '/', config = defaultPortalConfig }: { path?: string; config?: PortalConfig } = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <PortalConfigProvider config={config}>
        <PortalThemeProvider>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </PortalThemeProvider>
      </PortalConfigProvider>
    ),
  });
}
