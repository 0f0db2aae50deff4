import { lazy, type ComponentType } from 'react';

export interface LazyPage {
  Page: ComponentType;
  /** Loads the page's chunk; once it is there the page renders at once, without suspending. */
  preload: () => Promise<void>;
}

/**
 * A page in a chunk of its own that can also be loaded ahead: the browser loads the page of a
 * prerendered address before hydrating, so hydration meets the page itself and not a fallback
 * (a suspended boundary would be replaced by its skeleton on the first store update).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const fetchPage = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => fetchPage().then((component) => ({ default: component })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page, preload: () => fetchPage().then(() => undefined) };
}
