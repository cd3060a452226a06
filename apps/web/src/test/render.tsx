import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { fullAppTheme } from '../app/full-app-theme.ts';
import { Providers } from '../app/providers.tsx';

/** Renders routes at a path inside Kaksha's providers, as the app does. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers appTheme={fullAppTheme}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

type Answer = { status?: number; body: unknown };

/** Replaces fetch: each call gets the answer for its path, or a 404. */
export function mockFetch(answers: Record<string, Answer | ((init?: RequestInit) => Answer)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const entry = answers[new URL(url, 'http://localhost').pathname];
    const answer = typeof entry === 'function' ? entry(init) : entry;
    return new Response(JSON.stringify(answer?.body ?? { status: false, message: 'Not found' }), {
      status: answer?.status ?? (answer ? 200 : 404),
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
