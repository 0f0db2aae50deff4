import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { PageSkeleton, remoteModuleId, type Feature, type RemoteName } from 'shared-ui';
import { loadRemotePage } from './loadRemotePage';
import { pageLoadReport, type PageLoadReport } from './loadReports';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { reloadRemote } from './registerPortalRemotes';

// Pages loaded once render at once on every later visit.
const loadedPages = new Map<string, ComponentType>();
// Remotes whose last load failed: the next attempt registers them anew.
const failedRemotes = new Set<RemoteName>();

type Load =
  | { status: 'loading' }
  /** `loaded`: fetched in this attempt (not from an earlier visit), so its load is reported. */
  | { status: 'ready'; Page: ComponentType; loaded: boolean }
  | { status: 'failed'; error: unknown };

/**
 * The page's component, loaded in an effect rather than with React.lazy: a Suspense fallback is
 * kept on screen for at least 300 ms (React throttles reveals), which alone would miss the cold
 * navigation budget (≤ 300 ms) — the remote's files arrive in about 60 ms on loopback.
 */
function useRemotePage(feature: Feature, report: PageLoadReport): Load {
  const id = remoteModuleId(feature.page);
  const [load, setLoad] = useState<Load>(() => {
    const Page = loadedPages.get(id);
    return Page ? { status: 'ready', Page, loaded: false } : { status: 'loading' };
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
        if (current) setLoad({ status: 'ready', Page, loaded: true });
      },
      (error: unknown) => {
        failedRemotes.add(remote);
        report.settle(false);
        if (current) setLoad({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [id, feature.page, load.status, report]);
  return load;
}

function RemotePage({ feature, report }: { feature: Feature; report: PageLoadReport }) {
  const load = useRemotePage(feature, report);
  // After the page's first render was committed: that is when the user sees it.
  const renderedFresh = load.status === 'ready' && load.loaded;
  useEffect(() => {
    if (renderedFresh) report.settle(true);
  }, [renderedFresh, report]);
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

/** One attempt to show the page; a retry is a new attempt, and each attempt is one reported load. */
function RemoteAttempt({ feature, onRetry }: { feature: Feature; onRetry: () => void }) {
  const { remote } = feature.page;
  // The release's health (/status, automatic rollback) counts each attempt once.
  const [report] = useState(() => pageLoadReport(remote));
  return (
    <RemoteErrorBoundary remote={remote} title={feature.name} onRetry={onRetry} onFailure={() => report.settle(false)}>
      <RemotePage feature={feature} report={report} />
    </RemoteErrorBoundary>
  );
}

/**
 * A feature page from its remote: a skeleton while loading, the German error with retry on failure.
 * Its chunk loads with the first remote page (RemoteSlot.tsx), which also sets the page title.
 */
export function RemoteRoute({ feature }: { feature: Feature }) {
  const [attempt, setAttempt] = useState(0);
  return <RemoteAttempt key={`${feature.page.remote}/${attempt}`} feature={feature} onRetry={() => setAttempt((n) => n + 1)} />;
}
