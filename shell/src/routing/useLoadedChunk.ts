import { useEffect, useState } from 'react';

/**
 * A component from a chunk of its own, loaded in an effect (no Suspense: a fallback would stay at
 * least 300 ms). `chunk` caches the component once loaded, so later renders have it at once; a
 * failed load can be tried again.
 */
export function chunk<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    load(): Promise<T> {
      loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          // The next attempt fetches the chunk again.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

export type Chunk<T> = ReturnType<typeof chunk<T>>;

/** The chunk's value once loaded (null while loading), whether it failed, and a retry. */
export function useLoadedChunk<T>(source: Chunk<T>): { value: T | null; failed: boolean; retry: () => void } {
  const [value, setValue] = useState<T | null>(() => source.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (value || failed) return;
    let current = true;
    source.load().then(
      (loaded) => current && setValue(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [source, value, failed]);
  return { value, failed, retry: () => setFailed(false) };
}
