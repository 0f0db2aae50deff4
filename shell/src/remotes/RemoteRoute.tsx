import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSkeleton, remoteModuleId, usePageTitle, type Feature, type RemoteName } from 'shared-ui';
import { loadRemotePage } from './loadRemotePage';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { reloadRemote } from './registerPortalRemotes';

// One lazy component per page, so returning to a page renders it at once instead of suspending again.
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
// Remotes whose last load failed: the next attempt registers them anew.
const failedRemotes = new Set<RemoteName>();

function lazyPage(feature: Feature): LazyExoticComponent<ComponentType> {
  const id = remoteModuleId(feature.page);
  let page = lazyPages.get(id);
  if (!page) {
    const { remote } = feature.page;
    if (failedRemotes.delete(remote)) reloadRemote(remote);
    page = lazy(() =>
      loadRemotePage(feature.page).catch((error: unknown) => {
        // React.lazy and the federation runtime both remember a failure; forget it for the next visit.
        lazyPages.delete(id);
        failedRemotes.add(remote);
        throw error;
      }),
    );
    lazyPages.set(id, page);
  }
  return page;
}

/** A feature page from its remote: a skeleton while loading, the German error with retry on failure. */
export function RemoteRoute({ feature }: { feature: Feature }) {
  usePageTitle(feature.name);
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(feature);
  return (
    <RemoteErrorBoundary key={attempt} remote={feature.page.remote} title={feature.name} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSkeleton />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached in lazyPages, stable until a failure */}
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
