import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { renderRoutes } from '../test/render.tsx';
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
