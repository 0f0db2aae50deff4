import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPortalStore, initAuth } from 'shared-auth';
import { loadPortalConfig, messageFor } from 'shared-ui';
import { App } from './App';
import { watchFirstPage } from './layout/firstPage';
import { isGuestPage } from './layout/isGuestPage';
import { hasSessionHint, keepSessionHint } from './prerender/sessionHint';
import { startRealtime } from './realtime/startRealtime';
import { holdRemotesForPreview, requestedPreview } from './remotes/preview';
import { followStagedRemotes } from './remotes/stagedRemotes';
import { registerPortalRemotes } from './remotes/registerPortalRemotes';
import { shellPages } from './routing/PortalRoutes';
import { loadTagManager } from './tagManager/loadTagManager';

/**
 * The build prerenders each page (shell/src/prerender) and marks the root with its address. Only
 * that exact address is hydrated; anything else (an unknown path served the home page's HTML)
 * renders afresh over it.
 */
function prerenderedHere(container: HTMLElement): boolean {
  return container.dataset.prerendered === window.location.pathname;
}

/** Runs `action` once, at the first focus, pointer press or key press anywhere on the page. */
function onFirstUse(action: () => void): void {
  const events = ['focusin', 'pointerdown', 'keydown'] as const;
  const once = () => {
    for (const type of events) document.removeEventListener(type, once, true);
    action();
  };
  for (const type of events) document.addEventListener(type, once, true);
}

async function start(container: HTMLElement) {
  try {
    const config = await loadPortalConfig();
    registerPortalRemotes(config.remotes);
    // A developer's ?vorschau=… and a staged release: remote pages wait for the gateway's word on them.
    holdRemotesForPreview(requestedPreview());
    const store = createPortalStore();
    keepSessionHint(store);
    followStagedRemotes(config, store);
    let started = false;
    // After the first commit (the hydration): the session, realtime and the tag manager change the
    // store, and a change in the middle of hydrating would throw the prerendered HTML away.
    const startServices = () => {
      if (started) return;
      started = true;
      // From the first commit on: the prerendered HTML shows a page before the app has one.
      watchFirstPage();
      const startAuth = () => initAuth(config, store.dispatch);
      // Login and sign-up without a session in this browser: Firebase's code (a third of the page's
      // script) loads once someone starts using the form, not for looking at it.
      if (isGuestPage(window.location.pathname) && !hasSessionHint()) onFirstUse(startAuth);
      else startAuth();
      startRealtime(config, store);
      loadTagManager(config.tagManagerId);
    };
    const app = <App config={config} store={store} onFirstCommit={startServices} />;
    const page = shellPages[window.location.pathname];
    if (prerenderedHere(container)) {
      // Login and sign-up are in the prerendered HTML: their chunk first, so hydration meets the page
      // and not its skeleton. Behind RequireAuth the skeleton is what hydrates; the page's chunk
      // loads meanwhile, beside Firebase's.
      if (isGuestPage(window.location.pathname)) await page?.preload();
      // A failed load is reported by the page itself when it renders.
      else void page?.preload().catch(() => undefined);
      // As a transition, hydration yields to the browser between components instead of blocking it.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      const root = createRoot(container);
      startTransition(() => root.render(app));
    }
  } catch (error) {
    console.error(error);
    // Without the config the portal cannot know its remotes or gateway; say so plainly.
    container.textContent = messageFor('config-unavailable');
  }
}

const container = document.getElementById('root');
if (container) void start(container);
