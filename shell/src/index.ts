/**
 * The async boundary lets Module Federation negotiate the shared singletons before React loads.
 * The start-up packages are evaluated one per task with a return to the browser in between, then the
 * shell's own code: evaluated in one go they were one long task (~250 ms on a throttled phone) in
 * which the page could not react to a tap. A package's modules run in the task in which its last
 * chunk arrives, so the big ones get steps of their own: the router before shared-ui, react-redux
 * before shared-auth, and the entry's own evaluation (the federation runtime) ends before the first.
 * Loaded one after the other, not at once: started together they were evaluated as they arrived,
 * often several in one task again, and Lighthouse's simulated phone network showed no later
 * interactivity for the chain (docs/architecture.md, budgets).
 */
// Its own copy, not shared-ui's `nextTask`: this runs before shared-ui is loaded.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await nextTask();
  const packages = [
    () => import('react-dom/client'),
    () => import('styled-components'),
    // Only what shared-ui re-exports is bundled (shared-ui/src/routing.ts); this names one of them.
    () => import(/* webpackExports: ["useNavigate"] */ 'react-router'),
    () => import('shared-ui'),
    () => import('react-redux'),
    () => import('shared-auth'),
  ];
  for (const load of packages) {
    await load();
    await nextTask();
  }
  await import('./bootstrap');
}

/**
 * A start-up chunk that did not load (a dropped connection on a train, a release in between) left
 * the prerendered page as it was, its buttons disabled for good. The tab loads the page once more;
 * a second failure within a minute is left as it is, so a portal that cannot start does not reload
 * endlessly.
 */
const RETRIED_AT = 'ki-portal:start-retried-at';
function startAgainOnce(error: unknown): void {
  console.error('Das Portal konnte nicht starten:', error);
  try {
    if (Date.now() - Number(sessionStorage.getItem(RETRIED_AT) ?? 0) < 60_000) return;
    sessionStorage.setItem(RETRIED_AT, String(Date.now()));
    window.location.reload();
  } catch {
    // Storage blocked: without a way to count attempts, no automatic reload.
  }
}

boot().catch(startAgainOnce);
