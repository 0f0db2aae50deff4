import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the prerendered HTML (in the prerender and during hydration), true once
 * React runs it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The props of a button that works only once React runs it (the login and sign-up pages start their
 * scripts at first use, shell/src/prerender/entryScript.ts). Before, it says it is unavailable
 * (`aria-disabled`) but stays reachable with Tab — a keyboard user tabbing through the page meets
 * every button — and it is no submit button: the forms have two or more text fields, so without a
 * submit button Enter in a field does not send the form (the browser would send it itself, with the
 * password in the address, since such a form has no method). A press does nothing but start the page.
 */
export function untilHydrated(hydrated: boolean, type: 'button' | 'submit' = 'button') {
  return hydrated ? { type } : ({ type: 'button', 'aria-disabled': true } as const);
}
