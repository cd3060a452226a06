import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { NotAvailableYet } from './not-available-yet.tsx';

/** One screen of an area: its path relative to the area ('' is the area's index) and its title. */
export interface AreaRoute {
  path: string;
  title: string;
  /** The screen; without one the route shows NotAvailableYet with the title. */
  Component?: ComponentType;
}

const toRouteObject = ({ path, title, Component }: AreaRoute): RouteObject => {
  const element = Component ? <Component /> : <NotAvailableYet title={title} />;
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

/** Renders an area's route table; anything else inside the area goes to /not-found. */
export function AreaRoutes({ routes }: { routes: readonly AreaRoute[] }) {
  return useRoutes([...routes.map(toRouteObject), { path: '*', element: <Navigate to="/not-found" replace /> }]);
}
