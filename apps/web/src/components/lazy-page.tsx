import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoader } from './page-loader.tsx';

/**
 * A screen whose code loads when it is first opened, so an area's chunk stays small:
 * `lazyPage(() => import('./curriculum/curriculum-page.tsx'), 'CurriculumPage')`.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ComponentType {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  };
}
