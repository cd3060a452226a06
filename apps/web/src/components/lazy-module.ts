import { useEffect, useState } from 'react';

/** Code loaded on first need, and kept: once it is in, every later use has it at once. */
export interface LazyModule<M> {
  /** Starts the download (once; again only after a failure) and resolves with the module. */
  load: () => Promise<M>;
  /** The module, once it has arrived. */
  readonly loaded: M | undefined;
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  return {
    load: () => {
      if (loading) return loading;
      const promise = importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          // A failed download (a new deployment, a dropped connection) is tried again next time.
          loading = undefined;
          throw error;
        },
      );
      loading = promise;
      return loading;
    },
    get loaded() {
      return loaded;
    },
  };
}

/**
 * The module for a component that draws something else (a spinner) until it arrives. A plain
 * state change, not Suspense: React holds back the content a Suspense boundary reveals until
 * 300 ms after its fallback appeared, which a calendar whose code comes 10 ms after its data
 * would wait for in full. A failed download is thrown to the route's error screen, as lazy() does.
 */
export function useLazyModule<M>(module: LazyModule<M>): M | undefined {
  const [state, setState] = useState<{ module?: M; error?: unknown }>(() => ({ module: module.loaded }));
  useEffect(() => {
    if (state.module || state.error) return;
    let current = true;
    module.load().then(
      (loaded) => current && setState({ module: loaded }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [module, state]);
  if (state.error) throw state.error;
  return state.module ?? module.loaded;
}
