import { MantineProvider } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.tsx';
import { type AreaRoute, preloadScreen } from './route-table.tsx';

const module = () => ({ HelloPage: () => <h1>Hello</h1> });

describe('lazyPage', () => {
  it('downloads its code once, and once it is in, draws without suspending', async () => {
    const load = vi.fn(async () => module());
    const Page = lazyPage(load, 'HelloPage');
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // Drawn in the first render: no fallback, nothing to wait for.
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the page loader at once while its code comes, then the screen', async () => {
    let arrive: (m: ReturnType<typeof module>) => void = () => undefined;
    const Page = lazyPage(() => new Promise<ReturnType<typeof module>>((resolve) => (arrive = resolve)), 'HelloPage');
    await act(async () => {
      render(
        <MantineProvider>
          <Suspense fallback={<p>Suspended</p>}>
            <Page />
          </Suspense>
        </MantineProvider>,
      );
    });
    // Its own loader, not a boundary's fallback: nothing for React to hold back when it is drawn.
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Suspended')).toBeNull();
    await act(async () => arrive(module()));
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('tries again after a failed download', async () => {
    let offline = true;
    const load = vi.fn(async () => {
      if (offline) {
        offline = false;
        throw new Error('offline');
      }
      return module();
    });
    const Page = lazyPage(load, 'HelloPage');
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadScreen', () => {
  it("starts the code and the first reads of the screen at the path, and no other screen's", () => {
    const client = new QueryClient();
    const student = { load: vi.fn(async () => module()), prefetch: vi.fn() };
    const video = { load: vi.fn(async () => module()), prefetch: vi.fn() };
    const routes: AreaRoute[] = [
      { path: 'student', title: 'Student', Component: lazyPage(student.load, 'HelloPage'), prefetch: student.prefetch },
      { path: 'video', title: 'Video', Component: lazyPage(video.load, 'HelloPage'), prefetch: video.prefetch },
      { path: 'old-student', title: 'Student', redirectTo: '/admin/student' },
    ];
    preloadScreen(routes, 'student', client);
    expect(student.load).toHaveBeenCalledTimes(1);
    expect(student.prefetch).toHaveBeenCalledWith(client);
    expect(video.load).not.toHaveBeenCalled();
    expect(video.prefetch).not.toHaveBeenCalled();
    // A redirect or an unknown path has nothing to start.
    preloadScreen(routes, 'old-student', client);
    preloadScreen(routes, 'nowhere', client);
    expect(student.load).toHaveBeenCalledTimes(1);
  });
});
