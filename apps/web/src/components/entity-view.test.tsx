import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { signInAs } from '../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../test/render.tsx';
import { EntityView } from './entity-view.tsx';

const fields = [
  { label: 'Curriculum Name', value: 'KKS-BSC-CS' },
  { label: 'Price', value: '0' },
];

function renderView(onDelete: () => Promise<unknown>) {
  return renderRoutes(
    [
      {
        path: '/admin/view-curriculum/1',
        element: <EntityView title="View Curriculum" fields={fields} closeTo="/admin/curriculum" onDelete={onDelete} />,
      },
      { path: '/admin/curriculum', element: <p>the list</p> },
    ],
    '/admin/view-curriculum/1',
  );
}

describe('EntityView', () => {
  it('shows the fields read-only and deletes only after confirmation, then returns to the list', async () => {
    const onDelete = vi.fn(async () => undefined);
    const { router } = renderView(onDelete);
    expect(screen.getByText('KKS-BSC-CS')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to Delete?')).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('the list');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/admin/curriculum');
  });

  it("shows the server's reason when the delete is refused", async () => {
    renderView(async () => {
      throw new ApiError(409, 'Students are enrolled in this curriculum');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Are you sure you want to Delete?');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Students are enrolled in this curriculum')).toBeTruthy();
  });
});

describe('EntityView of a record whose delete is stopped by records about people', () => {
  it('counts every kind of record in the confirmation and offers no Delete', async () => {
    signInAs('superadmin', { role: 'admin' });
    const impact = {
      subjects: 2,
      topics: 3,
      chapters: 7,
      videos: 1,
      questions: 12,
      readingFiles: 0,
      tests: 1,
      students: 14,
      results: 30,
      sessions: 5,
      purchases: 14,
      certificates: 1,
    };
    mockFetch({ '/api/getDeleteImpact': { body: { status: true, data: impact } } });
    const onDelete = vi.fn(async () => undefined);
    renderRoutes(
      [
        {
          path: '/admin/view-curriculum/1',
          // The signed-in areas hold the data cache the count is read through.
          element: (
            <QueryClientProvider client={new QueryClient()}>
              <EntityView
                title="View Curriculum"
                fields={fields}
                closeTo="/admin/curriculum"
                onDelete={onDelete}
                deleteTarget={{ kind: 'curriculum', id: '1' }}
              />
            </QueryClientProvider>
          ),
        },
      ],
      '/admin/view-curriculum/1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const note = await screen.findByTestId('delete-blocked');
    expect(note.textContent).toContain(
      'It holds 14 students, 30 test results, 5 sessions, 14 purchases and 1 certificate.',
    );
    expect(note.textContent).toContain('2 subjects, 3 topics, 7 chapters, 1 video, 12 questions and 1 test');
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(confirm);
    expect(onDelete).not.toHaveBeenCalled();
  });
});
