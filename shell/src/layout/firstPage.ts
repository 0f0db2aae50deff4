/**
 * The moment the tab's first page is shown: its heading is in the main area and no placeholder is
 * left (the skeleton while Firebase answers or while the page's chunk loads). What that page does
 * not need — the realtime client, the avatar generator — loads after it, when the browser is idle,
 * so it does not compete with the page on a phone (docs/architecture.md, „Budgets“). The bench
 * reads the mark (FIRST_PAGE_MARK): scripts asked for after it are not part of the first load.
 */
import { FIRST_PAGE_MARK } from 'portal-contract/marks';
import { useEffect, useState } from 'react';

/** If no page ever shows a heading (an error in the frame), the extras come anyway after this. */
const AT_THE_LATEST_MS = 5_000;

let shown = false;
let watching = false;
const waiting: (() => void)[] = [];

const pageShown = () => document.querySelector('main h1') !== null && document.querySelector('main [data-page-placeholder]') === null;

function markShown(): void {
  if (shown) return;
  shown = true;
  // Not in every environment (jsdom has none); the bench reads it in Chromium.
  if (typeof performance.mark === 'function') performance.mark(FIRST_PAGE_MARK);
  for (const run of waiting.splice(0)) whenIdle(run);
}

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback; a macrotask still lets the page's own work go first.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 0);
}

/** Starts watching the main area for the first page (once per tab; the start-up calls it at the app's first commit). */
export function watchFirstPage(): void {
  if (watching || shown) return;
  watching = true;
  if (pageShown()) return markShown();
  const observer = new MutationObserver(() => {
    if (!pageShown()) return;
    observer.disconnect();
    markShown();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-page-placeholder'] });
  setTimeout(() => {
    observer.disconnect();
    markShown();
  }, AT_THE_LATEST_MS);
}

/** Runs `run` once the first page is shown and the browser is idle (at once, idle, if it already is). */
export function afterFirstPage(run: () => void): void {
  if (shown) return whenIdle(run);
  waiting.push(run);
  watchFirstPage();
}

/** False until the first page is shown and the browser idle; then true for the life of the tab. */
export function useAfterFirstPage(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    afterFirstPage(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  return ready;
}
