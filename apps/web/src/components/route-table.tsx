import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { useRouteTitle } from '../lib/use-document-title.ts';
import type { LazyPage } from './lazy-page.tsx';
import { PageLoader } from './page-loader.tsx';

/**
 * One screen of an area: its path relative to the area ('' is the area's index), its title, and
 * either the screen or the address whose screen shows the same thing (a spec route with no
 * content of its own, such as the completed tutoring sessions, which live on Sessions).
 */
export type AreaRoute = {
  path: string;
  title: string;
  /**
   * The reads the screen makes first when opened bare (its menu link), with the very cache keys
   * it uses, so they can start when the link is pointed at, beside the screen's code.
   */
  prefetch?: (client: QueryClient) => unknown;
} & ({ Component: ComponentType; redirectTo?: never } | { redirectTo: string; Component?: never });

/** Names the tab after the route, so every screen has its own tab title. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useRouteTitle(title);
  return children;
}

const toRouteObject = ({ path, title, Component, redirectTo }: AreaRoute): RouteObject => {
  const element = Component ? (
    <Titled title={title}>
      <Component />
    </Titled>
  ) : (
    <Navigate to={redirectTo} replace />
  );
  return path === '' ? { index: true, element } : { path, element };
};

/**
 * Paths React Router would treat as the same route: matching ignores case, and two patterns
 * differing only in a parameter's name match the same URLs.
 */
export function duplicatePaths(routes: readonly Pick<AreaRoute, 'path'>[]): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const { path } of routes) {
    const key = path.toLowerCase().replace(/:[^/]+/g, ':');
    if (seen.has(key)) duplicates.push(path);
    seen.add(key);
  }
  return duplicates;
}

/**
 * Renders an area's route table; anything else inside the area goes to /not-found. Lazy screens
 * show their own loader while their code comes (lazyPage); the boundary here catches anything
 * else on a screen that suspends without a boundary of its own.
 */
export function AreaRoutes({ routes }: { routes: readonly AreaRoute[] }) {
  const element = useRoutes([
    ...routes.map(toRouteObject),
    { path: '*', element: <Navigate to="/not-found" replace /> },
  ]);
  return <Suspense fallback={<PageLoader />}>{element}</Suspense>;
}

/**
 * Starts what the screen at `path` (relative to the area, as in its route table) needs: its code,
 * when it is a lazy page, and its first reads. Called when its menu link is pointed at or focused.
 */
export function preloadScreen(routes: readonly AreaRoute[], path: string, client: QueryClient): void {
  const route = routes.find((r) => r.path.toLowerCase() === path.toLowerCase() && r.Component);
  if (!route) return;
  const page = route.Component as Partial<LazyPage>;
  // A failed download is not this call's to report: opening the screen tries again and says so.
  page.preload?.().catch(() => undefined);
  route.prefetch?.(client);
}
