import type { LoginModule } from '@kaksha/contracts/accounts';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { publicRoutes } from '../areas/public/public-routes.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { AreaGuard } from './area-guard.tsx';
import { FocusHeadingOnNavigate } from './focus-heading.tsx';
import { RouteError } from './route-error.tsx';

/**
 * One guarded, lazily loaded area. The guard is a pathless parent so that `/student` itself and
 * every `/student/...` reach the area, which renders its own route table.
 */
const area = (path: string, loginType: LoginModule, load: () => Promise<ComponentType>): RouteObject => ({
  element: <AreaGuard loginType={loginType} />,
  children: [{ path: `${path}/*`, lazy: async () => ({ Component: await load() }) }],
});

export const appRoutes: RouteObject[] = [
  {
    element: <FocusHeadingOnNavigate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...publicRoutes,
      area('/student', 'student', async () => (await import('../areas/student/student-area.tsx')).StudentArea),
      area('/teacher', 'teacher', async () => (await import('../areas/teacher/teacher-area.tsx')).TeacherArea),
      area('/admin', 'superadmin', async () => (await import('../areas/admin/admin-area.tsx')).AdminArea),
      area(
        '/orgadmin',
        'superadmin',
        async () => (await import('../areas/admin/org-admin/org-admin-area.tsx')).OrgAdminArea,
      ),
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
