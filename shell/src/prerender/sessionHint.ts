import type { PortalStore } from 'shared-auth';

/**
 * A note in localStorage that this browser has a session (never the token or who it is). The
 * prerendered login and sign-up pages read it before they paint and send a signed-in visitor on to
 * the portal, so the login form never flashes up for someone who is signed in. Firebase decides;
 * a stale note costs one redirect back to /login.
 */
export const SESSION_HINT_KEY = 'ki-portal:angemeldet';

/** The inline script of the guest pages (its hash is allowed by the shell's CSP). */
export const sessionHintScript = `try{localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)})&&location.replace("/")}catch(e){}`;

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) !== null;
  } catch {
    return false;
  }
}

/** Keeps the note in step with the session once Firebase and the gateway have answered. */
export function keepSessionHint(store: PortalStore): void {
  let noted: boolean | null = null;
  store.subscribe(() => {
    const { status, loggedIn } = store.getState().session;
    if (status !== 'ready' || loggedIn === noted) return;
    noted = loggedIn;
    try {
      if (loggedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
      else localStorage.removeItem(SESSION_HINT_KEY);
    } catch {
      // Storage blocked (private mode settings): the pages work as before, only without the shortcut.
    }
  });
}
