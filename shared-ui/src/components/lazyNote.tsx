import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A note under a result whose view loads only when it is first shown: shared-ui is a singleton every
 * page loads and its first-load chunk has no room to spare (docs/architecture.md, budgets). One
 * helper for all of them, so each further note costs the first load a line, not another wrapper.
 */
export function lazyNote<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const View = lazy(load);
  return function LazyNote(props: Props) {
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}
