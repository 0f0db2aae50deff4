import type { PortalConfig } from 'shared-ui';
import { PortalProviders, type PortalStore } from 'shared-auth';
import { PortalRoutes } from './routing/PortalRoutes';

export function App({ config, store }: { config: PortalConfig; store: PortalStore }) {
  return (
    <PortalProviders config={config} store={store}>
      <PortalRoutes />
    </PortalProviders>
  );
}
