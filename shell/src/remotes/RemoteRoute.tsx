import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { PageSkeleton, remoteModuleId, usePageTitle, type Feature, type RemoteName } from 'shared-ui';
import { loadRemotePage } from './loadRemotePage';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { reloadRemote } from './registerPortalRemotes';

// Pages loaded once render at once on every later visit.
const loadedPages = new Map<string, ComponentType>();
// Remotes whose last load failed: the next attempt registers them anew.
const failedRemotes = new Set<RemoteName>();

type Load = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed'; error: unknown };

/**
 * The page's component, loaded in an effect rather than with React.lazy: a Suspense fallback is
 * kept on screen for at least 300 ms (React throttles reveals), which alone would miss the cold
 * navigation budget (≤ 300 ms) — the remote's files arrive in about 60 ms on loopback.
 */
function useRemotePage(feature: Feature): Load {
  const id = remoteModuleId(feature.page);
  const [load, setLoad] = useState<Load>(() => {
    const Page = loadedPages.get(id);
    return Page ? { status: 'ready', Page } : { status: 'loading' };
  });
  useEffect(() => {
    if (load.status !== 'loading') return;
    let current = true;
    const { remote } = feature.page;
    // The federation runtime remembers a failed load; registering the remote anew forgets it.
    if (failedRemotes.delete(remote)) reloadRemote(remote);
    loadRemotePage(feature.page).then(
      ({ default: Page }) => {
        loadedPages.set(id, Page);
        if (current) setLoad({ status: 'ready', Page });
      },
      (error: unknown) => {
        failedRemotes.add(remote);
        if (current) setLoad({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [id, feature.page, load.status]);
  return load;
}

function RemotePage({ feature }: { feature: Feature }) {
  const load = useRemotePage(feature);
  // Thrown during render, so the error boundary shows the German message with retry.
  if (load.status === 'failed') throw load.error;
  if (load.status === 'loading') return <PageSkeleton />;
  const { Page } = load;
  return (
    // For whatever the page itself may load lazily.
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}

/** A feature page from its remote: a skeleton while loading, the German error with retry on failure. */
export function RemoteRoute({ feature }: { feature: Feature }) {
  usePageTitle(feature.name);
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} remote={feature.page.remote} title={feature.name} onRetry={() => setAttempt((n) => n + 1)}>
      <RemotePage feature={feature} />
    </RemoteErrorBoundary>
  );
}
