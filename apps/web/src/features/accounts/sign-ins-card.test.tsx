import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { signInAs } from '../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { SignInsCard } from './sign-ins-card.tsx';

const signIns = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    device: 'Firefox on Linux',
    address: '10.0.0.1',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastSeenAt: '2026-11-23T09:00:00.000Z',
    current: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    device: 'Chrome on Android',
    address: '10.0.0.2',
    createdAt: '2026-11-21T08:00:00.000Z',
    lastSeenAt: '2026-11-22T09:00:00.000Z',
    current: false,
  },
];

function renderCard() {
  signInAs('student');
  const fetchMock = mockFetch({
    '/api/getMySessions': { body: { status: true, data: signIns } },
    '/api/endSession': { body: { status: true, message: 'Signed out on that device' } },
    '/api/logoutEverywhere': { body: { status: true, message: 'Signed out everywhere' } },
  });
  const view = renderRoutes(
    [
      {
        path: '/student/profile',
        element: (
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <SignInsCard />
          </QueryClientProvider>
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    '/student/profile',
  );
  const posted = (path: string) =>
    fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');
  return { ...view, posted };
}

describe('SignInsCard', () => {
  it('lists the sign-ins with "this device" and signs out another one', async () => {
    const { posted } = renderCard();
    expect(await screen.findByText('Chrome on Android')).toBeTruthy();
    expect(screen.getByText('This device')).toBeTruthy();
    // No sign-out button on this device's own row: Logout is for that.
    expect(screen.getAllByRole('button', { name: /^Sign out:/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out: Chrome on Android, 10.0.0.2' }));
    await waitFor(() => expect(posted('/api/endSession')).toHaveLength(1));
    expect(JSON.parse(String(posted('/api/endSession')[0]?.[1]?.body))).toEqual({ id: signIns[1]?.id });
  });

  it('signs out everywhere and leaves for /login with the browser cleared', async () => {
    const { router, posted } = renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(posted('/api/logoutEverywhere')).toHaveLength(1);
    expect(getSession()).toBeNull();
  });
});
