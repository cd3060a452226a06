import type { ComponentType } from 'react';
import { lazyModule, useLazyModule } from './lazy-module.ts';
import { PageLoader } from './page-loader.tsx';

/** A screen whose code arrives when first needed; `preload` fetches it ahead (a menu link pointed at). */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A screen whose code loads when it is first opened, so an area's chunk stays small:
 * `lazyPage(() => import('./curriculum/curriculum-page.tsx'), 'CurriculumPage')`.
 *
 * Until the code is in, the screen shows the page loader at once, as its own state, not through
 * Suspense: React holds back what a Suspense boundary reveals until 300 ms after its fallback
 * appeared, which a screen whose code comes in 40 ms would wait for in full; and a move kept as a
 * transition would leave the last screen on view, under the new address, with nothing said
 * (docs/decisions.md). Once the code has arrived (a menu link pointed at preloads it), the screen
 * is drawn in its first render.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  const module = lazyModule(load);
  function LazyPage() {
    const loaded = useLazyModule(module);
    if (!loaded) return <PageLoader />;
    const Page = loaded[name] as ComponentType;
    return <Page />;
  }
  return Object.assign(LazyPage, { preload: module.load });
}
