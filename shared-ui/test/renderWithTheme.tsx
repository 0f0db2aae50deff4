/**
 * shared-ui must not depend on shared-auth (which depends on shared-ui), so its tests use this small
 * wrapper instead of `renderInPortal`: theme, runtime config and a memory router.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { PortalConfigProvider, defaultPortalConfig, type PortalConfig } from '../src/config/portalConfig';
import { PortalThemeProvider } from '../src/theme/PortalThemeProvider';

export function renderWithTheme(
  ui: ReactElement,
  { path = '/', config = defaultPortalConfig }: { path?: string; config?: PortalConfig } = {},
): RenderResult {
  return render(
    <PortalConfigProvider config={config}>
      <PortalThemeProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </PortalThemeProvider>
    </PortalConfigProvider>,
  );
}
