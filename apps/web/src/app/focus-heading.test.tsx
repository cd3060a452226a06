import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { FocusHeadingOnNavigate } from './focus-heading.tsx';

const routes = [
  {
    element: <FocusHeadingOnNavigate />,
    children: [
      {
        path: '/',
        element: (
          <main>
            <h1>Dashboard</h1>
            <Link to="/curriculum">Curriculum</Link>
          </main>
        ),
      },
      {
        path: '/curriculum',
        element: (
          <main>
            <h1>Curriculum list</h1>
          </main>
        ),
      },
    ],
  },
];

describe('moving to another page', () => {
  it("focuses the new page's heading, and leaves the first page's focus alone", async () => {
    renderRoutes(routes, '/');
    const link = screen.getByRole('link', { name: 'Curriculum' });
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Dashboard' }));
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { name: 'Curriculum list' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
