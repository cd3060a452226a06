import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../test/render.tsx';
import { AreaGuard } from './area-guard.tsx';
import { appRoutes } from './router.tsx';

// The first visit to an area compiles its lazy chunk, which takes a moment in tests.
// An area's first, cold import in jsdom can take several seconds on a busy two-core machine.
const areaLoad = { timeout: 15_000 };

const guarded = [
  { path: '/login', element: <p>Login page</p> },
  {
    path: '/student',
    element: <AreaGuard loginType="student" />,
    children: [{ index: true, element: <p>Student area</p> }],
  },
  {
    path: '/admin',
    element: <AreaGuard loginType="superadmin" />,
    children: [{ index: true, element: <p>Admin area</p> }],
  },
];

describe('AreaGuard', () => {
  it('sends a visitor without a token to sign in, returning to the page asked for', async () => {
    const { router } = renderRoutes(guarded, '/admin?tab=2');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin?tab=2');
  });

  it('sends an expired token to sign in', async () => {
    signInAs('student', { exp: Math.floor(Date.now() / 1000) - 1 });
    const { router } = renderRoutes(guarded, '/student');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Fstudent');
  });

  it("sends a student on /admin to the student's own area", async () => {
    signInAs('student');
    const { router } = renderRoutes(guarded, '/admin');
    expect(await screen.findByText('Student area')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/student');
  });

  it('lets a user into their own area', async () => {
    signInAs('superadmin', { role: 'admin' });
    renderRoutes(guarded, '/admin');
    expect(await screen.findByText('Admin area')).toBeTruthy();
  });
});

describe('app routes', () => {
  it("open the student's dashboard for a student who asked for /admin/staff", async () => {
    signInAs('student');
    mockFetch({
      '/api/getImage/logo': { body: { status: true, img: { imageUrl: null } } },
      '/api/whoami': {
        body: {
          status: true,
          user: {
            userID: 'u-1',
            email: 'asha@example.com',
            role: 'student',
            firstName: 'Asha',
            lastName: 'Rao',
            curriculum: 'Class 10',
            curriculumCode: 'CUR-1',
            subject: null,
            loginModule: 'student',
          },
        },
      },
    });
    const { router } = renderRoutes(appRoutes, '/admin/staff');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' }, areaLoad)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/student');
  });

  it('send unknown addresses to /not-found', async () => {
    const { router } = renderRoutes(appRoutes, '/no/such/page');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('send an unknown screen inside an area to /not-found', async () => {
    signInAs('teacher', { role: 'teacher' });
    mockFetch({});
    const { router } = renderRoutes(appRoutes, '/teacher/no-such-screen');
    expect(await screen.findByText('Page not found', {}, areaLoad)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-found');
  });
});
