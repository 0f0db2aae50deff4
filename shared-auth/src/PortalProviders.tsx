import { lazy, StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, PortalConfigProvider, PortalThemeProvider, ResultRatingContext, type PortalConfig } from 'shared-ui';
import type { ResultRatingProps } from 'shared-ui';

const LazyResultRating = lazy(() => import('./rating/ResultRating'));
/** The thumbs under a result, loaded with the first result rather than with the portal. */
export function ResultRating(props: ResultRatingProps) {
  return (
    <Suspense fallback={null}>
      <LazyResultRating {...props} />
    </Suspense>
  );
}
import { AiCapabilitiesFromGateway } from './gateway/aiCapabilities';
import type { PortalStore } from './store';

/**
 * What every page of the portal renders inside: store, runtime config, theme, router and the thumbs
 * under a result. The shell and a remote's dev harness use the same stack; the shell's prerender
 * passes a router for one fixed address instead of the browser's.
 */
export function PortalProviders({
  config,
  store,
  children,
  Router = BrowserRouter,
}: {
  config: PortalConfig;
  store: PortalStore;
  children: ReactNode;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <PortalConfigProvider config={config}>
          <PortalThemeProvider>
            <AiCapabilitiesFromGateway>
              <ResultRatingContext.Provider value={ResultRating}>
                <Router>{children}</Router>
              </ResultRatingContext.Provider>
            </AiCapabilitiesFromGateway>
          </PortalThemeProvider>
        </PortalConfigProvider>
      </Provider>
    </StrictMode>
  );
}
