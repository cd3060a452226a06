import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isScanned, type ScreenRow, screens } from '../../../../e2e/accessibility/screens.ts';
import { adminRoutes } from '../areas/admin/admin-routes.tsx';
import { orgAdminRoutes } from '../areas/admin/org-admin/org-admin-routes.tsx';
import { studentRoutes } from '../areas/student/student-routes.tsx';
import { teacherRoutes } from '../areas/teacher/teacher-routes.tsx';
import type { AreaRoute } from '../components/route-table.tsx';
import { appRoutes } from './router.tsx';

/*
 * The accessibility scan (e2e/accessibility.spec.ts and accessibility-student.spec.ts) opens the
 * routes listed in its table, e2e/accessibility/screens.ts. These tests hold that table to the
 * router: a new route fails here until the table scans it, and an alias or a redirect in the table
 * must really be one.
 */

/** Each area's route table, by the path the router mounts it under. */
const areaTables: Record<string, readonly AreaRoute[]> = {
  '/student': studentRoutes,
  '/teacher': teacherRoutes,
  '/admin': adminRoutes,
  '/orgadmin': orgAdminRoutes,
};

/** What a route shows: the component, or Navigate for a redirect. */
type Shows = { kind: 'screen'; what: unknown } | { kind: 'redirect' };

/** Every route of the app, by its full path, with what it shows. */
function routerRoutes(): Map<string, Shows> {
  const routes = new Map<string, Shows>();
  const top = appRoutes[0]?.children ?? [];
  for (const route of top) {
    if (route.path === '*') continue;
    const areaPath = route.children?.[0]?.path;
    if (areaPath?.endsWith('/*')) {
      const base = areaPath.slice(0, -2);
      const table = areaTables[base];
      if (!table) throw new Error(`The area ${base} has no route table in this test`);
      for (const r of table) {
        const path = r.path ? `${base}/${r.path}` : base;
        routes.set(path, r.Component ? { kind: 'screen', what: r.Component } : { kind: 'redirect' });
      }
      continue;
    }
    if (route.path) routes.set(route.path, showsOfPublic(route));
  }
  return routes;
}

function showsOfPublic(route: RouteObject): Shows {
  const element = route.element;
  if (isValidElement(element) && element.type === Navigate) return { kind: 'redirect' };
  // A lazily loaded public page: the loader is what it shows (the same loader, the same page).
  return { kind: 'screen', what: element && isValidElement(element) ? element.type : route.lazy };
}

const rowsByRoute = new Map<string, ScreenRow>(screens.map((row) => [row.route, row]));

describe('the accessibility scan table', () => {
  const router = routerRoutes();

  it('scans every route of the router', () => {
    const missing = [...router.keys()].filter((path) => !rowsByRoute.has(path));
    expect(missing, 'add these routes to e2e/accessibility/screens.ts').toEqual([]);
  });

  it('lists no route the router does not have, and each once', () => {
    expect(screens.map((row) => row.route).filter((path) => !router.has(path))).toEqual([]);
    expect(rowsByRoute.size).toBe(screens.length);
  });

  it('marks as redirects exactly the routes that redirect', () => {
    const redirects = [...router].filter(([, shows]) => shows.kind === 'redirect').map(([path]) => path);
    const marked = screens.filter((row) => 'redirect' in row).map((row) => row.route);
    expect(marked.sort()).toEqual(redirects.sort());
  });

  it('names as an alias only a route showing the same screen as a scanned one', () => {
    for (const row of screens) {
      if (!('sameAs' in row)) continue;
      const target = rowsByRoute.get(row.sameAs);
      expect(target && isScanned(target), `${row.route}: ${row.sameAs} is scanned`).toBe(true);
      expect(router.get(row.route), `${row.route} shows what ${row.sameAs} shows`).toEqual(router.get(row.sameAs));
    }
  });

  it('opens each scanned route in at least one state, with distinct state names', () => {
    for (const row of screens.filter(isScanned)) {
      expect(row.states.length, row.route).toBeGreaterThan(0);
      expect(new Set(row.states.map((s) => s.name)).size, row.route).toBe(row.states.length);
    }
  });
});
