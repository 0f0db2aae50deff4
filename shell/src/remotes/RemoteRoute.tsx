import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSkeleton, remoteModuleId, usePageTitle, usePortalConfig, type Feature } from 'shared-ui';
import { loadRemotePage } from './loadRemotePage';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { registerPortalRemotes } from './registerPortalRemotes';

// One lazy component per page, so returning to a page renders it at once instead of suspending again.
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(feature: Feature): LazyExoticComponent<ComponentType> {
  const id = remoteModuleId(feature.page);
  let page = lazyPages.get(id);
  if (!page) {
    page = lazy(() => loadRemotePage(feature.page));
    lazyPages.set(id, page);
  }
  return page;
}

/** A feature page from its remote: a skeleton while loading, the German error with retry on failure. */
export function RemoteRoute({ feature }: { feature: Feature }) {
  usePageTitle(feature.name);
  const { remotes } = usePortalConfig();
  const [attempt, setAttempt] = useState(0);
  const { remote } = feature.page;

  const retry = () => {
    // React.lazy and the federation runtime both remember a failed load; forget both and try again.
    for (const id of lazyPages.keys()) if (id.startsWith(`${remote}/`)) lazyPages.delete(id);
    const entry = remotes[remote];
    if (entry) registerPortalRemotes({ [remote]: entry }, true);
    setAttempt((value) => value + 1);
  };

  const Page = lazyPage(feature);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} title={feature.name} onRetry={retry}>
      <Suspense fallback={<PageSkeleton />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached in lazyPages, stable until a retry */}
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
