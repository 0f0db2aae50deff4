import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, PortalConfigProvider, PortalThemeProvider, type PortalConfig } from 'shared-ui';
import type { PortalStore } from 'shared-auth';
import { PortalRoutes } from './routing/PortalRoutes';

export function App({ config, store }: { config: PortalConfig; store: PortalStore }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <PortalConfigProvider config={config}>
          <PortalThemeProvider>
            <BrowserRouter>
              <PortalRoutes />
            </BrowserRouter>
          </PortalThemeProvider>
        </PortalConfigProvider>
      </Provider>
    </StrictMode>
  );
}
