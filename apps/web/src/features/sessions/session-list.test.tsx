import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { buildSession } from '../../test/session-factory.ts';
import { SessionList, type SessionPaging } from './session-list.tsx';

const hour = 3_600_000;
const session = buildSession;

const show = (paging: SessionPaging) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <SessionList
            sessions={[session('ACCEPTED', hour, 'a'), session('PENDING', 2 * hour, 'b')]}
            loading={false}
            emptyText="None"
            paging={paging}
          />
        ),
      },
    ],
    '/',
  );

describe('a paged session list', () => {
  it('offers the other pages when the server holds more than one page, and asks for the one chosen', async () => {
    const setPage = vi.fn();
    show({ label: 'Session list pages', total: 5, page: 1, pageSize: 2, setPage });
    const pages = await screen.findByRole('navigation', { name: 'Session list pages' });
    expect(pages.querySelectorAll('[aria-label^="Page "]').length).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(setPage).toHaveBeenCalledWith(3);
  });

  it('shows no page buttons when one page holds every session', async () => {
    show({ label: 'Session list pages', total: 2, page: 1, pageSize: 2, setPage: vi.fn() });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Session list pages' })).toBeNull();
  });
});
