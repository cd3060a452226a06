import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminNav } from '../areas/admin/admin-nav.ts';
import { adminRoutes } from '../areas/admin/admin-routes.tsx';
import { publicRoutes } from '../areas/public/public-routes.tsx';
import { studentNav } from '../areas/student/student-nav.ts';
import { studentRoutes } from '../areas/student/student-routes.tsx';
import { teacherNav } from '../areas/teacher/teacher-nav.ts';
import { teacherRoutes } from '../areas/teacher/teacher-routes.tsx';
import type { NavItem } from '../components/nav-items.ts';
import { AreaRoutes, duplicatePaths } from '../components/route-table.tsx';
import { signInAs } from '../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../test/render.tsx';

import { appRoutes } from './router.tsx';

// The first visit to an area compiles its lazy chunk, which takes a moment in tests.
// An area's first, cold import in jsdom can take several seconds on a busy two-core machine.
const areaLoad = { timeout: 15_000 };

const tables = { student: studentRoutes, teacher: teacherRoutes, admin: adminRoutes };

describe('route tables', () => {
  it.each(Object.entries(tables))('%s has no duplicate paths', (_area, routes) => {
    expect(duplicatePaths(routes)).toEqual([]);
  });

  it('public routes have no duplicate paths', () => {
    expect(duplicatePaths(publicRoutes.map((route) => ({ path: route.path ?? '' })))).toEqual([]);
  });

  it('duplicatePaths sees paths that differ only in case or parameter names', () => {
    expect(duplicatePaths([{ path: 'edit/:id' }, { path: 'Edit/:questionID' }])).toEqual(['Edit/:questionID']);
  });

  it('holds the spec routes that are easy to mistype', () => {
    const paths = (routes: readonly { path: string }[]) => routes.map((route) => route.path);
    expect(paths(studentRoutes)).toEqual(
      expect.arrayContaining(['test-view/:id', 'my-queries/raise-query', 'StudentTraining', 'Subscription']),
    );
    expect(paths(teacherRoutes)).toEqual(
      expect.arrayContaining(['calender', 'queries-inprogess', 'assignment-correction/:id/:cc']),
    );
    expect(paths(adminRoutes)).toEqual(
      expect.arrayContaining(['edit-question/:questionID', 'view-assessment/:id/:cc', 'inactiveUser/:id', 'HrModule']),
    );
  });

  it.each([
    ['student', studentNav, studentRoutes],
    ['teacher', teacherNav, teacherRoutes],
    ['admin', adminNav, adminRoutes],
  ] as const)('every %s navigation entry leads to a registered route', (area, nav: readonly NavItem[], routes) => {
    const registered = new Set(routes.map((route) => `/${area}${route.path ? `/${route.path}` : ''}`));
    for (const item of nav) expect(registered.has(item.to)).toBe(true);
  });
});

describe('spec routes without a screen of their own', () => {
  it('lead to the screen that shows the same thing', async () => {
    const Table = () => (
      <AreaRoutes
        routes={[
          { path: 'completed', title: 'Completed', redirectTo: '/area/sessions' },
          { path: 'sessions', title: 'Sessions', Component: () => <h1>Sessions here</h1> },
        ]}
      />
    );
    renderRoutes([{ path: '/area/*', element: <Table /> }], '/area/completed');
    expect(await screen.findByRole('heading', { name: 'Sessions here' })).toBeTruthy();
  });
});

describe('the org-admin pages', () => {
  it('open in the admin frame at the spec route, with the Org Admin entry current', async () => {
    signInAs('superadmin', { role: 'admin' });
    mockFetch({});
    renderRoutes(appRoutes, '/orgadmin/PracticalSession');
    expect(await screen.findByRole('heading', { name: 'Practical Session' }, areaLoad)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Org Admin' }).getAttribute('aria-current')).toBe('page');
  });
});
