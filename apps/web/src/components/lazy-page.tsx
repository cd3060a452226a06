import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoader } from './page-loader.tsx';

/** A screen whose code loads on first use; `preload` fetches and runs it ahead of that. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A screen whose code loads when it is first opened, so an area's chunk stays small:
 * `lazyPage(() => import('./curriculum/curriculum-page.tsx'), 'CurriculumPage')`. The area
 * preloads its screens once the browser is idle (preloadWhenIdle), so a menu click does not wait
 * for the download.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  function LazyPageScreen() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  }
  // A failed preload is left for the click to retry: the import's own error shows then.
  return Object.assign(LazyPageScreen, { preload: () => load().catch(() => undefined) });
}

const isLazyPage = (component: unknown): component is LazyPage =>
  typeof component === 'function' && typeof (component as Partial<LazyPage>).preload === 'function';

/**
 * Loads the lazy screens among `components` one at a time while the browser has nothing else to
 * do, so the first visit to each does not wait for its code; returns a cancel for an unmount.
 * Screens' own heavy parts (the editor, the calendar, the charts) stay lazy inside them.
 */
export function preloadWhenIdle(components: readonly unknown[]): () => void {
  const pending = [...new Set(components.filter(isLazyPage))];
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let handle = 0;
  let cancelled = false;
  const next = () => {
    const page = pending.shift();
    if (!page || cancelled) return;
    handle = idle(() => void page.preload().then(next));
  };
  next();
  return () => {
    cancelled = true;
    cancelIdle(handle);
  };
}
