import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the prerendered HTML (in the prerender and during hydration), true once
 * React runs it. A prerendered form keeps its submit button disabled until then: pressed (or Enter in
 * a field) before the scripts have run, the browser would send the form itself — with the password
 * in the address, since such a form has no method.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
