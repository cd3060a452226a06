import { type ComponentType, use } from 'react';
import { lazyModule } from './lazy-module.ts';

/** A screen whose code arrives when first needed; `preload` fetches it ahead (a menu link pointed at). */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A screen whose code loads when it is first opened, so an area's chunk stays small:
 * `lazyPage(() => import('./curriculum/curriculum-page.tsx'), 'CurriculumPage')`.
 *
 * It has no Suspense boundary of its own: the area's routes have one (`AreaRoutes`). A move from
 * another screen is a transition, so that screen stays in view until this one's code is in, and
 * this one is drawn at once, without a loader shown and then held for React's 300 ms throttle
 * (docs/decisions.md). Once the code has arrived, the screen renders without suspending at all.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  const module = lazyModule(load);
  function LazyPage() {
    // Always through use(), so a render that suspended and the one that follows read alike.
    const Page = use(module.load())[name] as ComponentType;
    return <Page />;
  }
  return Object.assign(LazyPage, { preload: module.load });
}
