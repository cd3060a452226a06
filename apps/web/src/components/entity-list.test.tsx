import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { EntityList, type EntityListProps } from './entity-list.tsx';
import { useServerList } from './use-server-list.ts';

interface Row {
  id: string;
  name: string;
  subject: string;
}

const rows: Row[] = [
  { id: '1', name: 'KKS-BSC-CS', subject: 'Mathematics' },
  { id: '2', name: 'KKS-BSC-CS (copy)', subject: 'Programming' },
  { id: '3', name: 'ABC-MBA-FIN', subject: 'Accounts' },
];

function renderList(props: Partial<EntityListProps<Row>> = {}) {
  const list = (
    <EntityList<Row>
      title="Subject"
      searchPlaceholder="Search Curriculum/Chapter"
      addLabel="Add Subject"
      addTo="/admin/add-subject"
      columns={[
        { header: 'Curriculum Name', render: (row) => row.name },
        { header: 'Subject Name', render: (row) => row.subject },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      searchText={(row) => `${row.name} ${row.subject}`}
      editTo={(row) => `/admin/edit-subject/${row.id}`}
      viewTo={(row) => `/admin/view-subject/${row.id}`}
      copyActions={[{ label: 'Copy subject', onCopy: async () => 'Copied' }]}
      copyName={(row) => row.name}
      emptyText="No subjects yet"
      {...props}
    />
  );
  return renderRoutes([{ path: '*', element: list }], '/admin/subject');
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('EntityList', () => {
  it('filters rows as the admin types in the search box', () => {
    renderList();
    expect(bodyRows()).toHaveLength(3);
    fireEvent.change(screen.getByPlaceholderText('Search Curriculum/Chapter'), { target: { value: 'accounts' } });
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('ABC-MBA-FIN')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Search Curriculum/Chapter'), { target: { value: 'zzz' } });
    expect(screen.getByText('Nothing matches "zzz"')).toBeTruthy();
  });

  it('offers Edit and View on every row and Copy only on entries that are not copies', () => {
    renderList();
    const [original, copy] = bodyRows();
    expect(
      within(original as HTMLElement)
        .getByRole('link', { name: 'Edit' })
        .getAttribute('href'),
    ).toBe('/admin/edit-subject/1');
    expect(
      within(original as HTMLElement)
        .getByRole('link', { name: 'View' })
        .getAttribute('href'),
    ).toBe('/admin/view-subject/1');
    expect(within(original as HTMLElement).queryByRole('button', { name: /Copy/ })).toBeTruthy();
    expect(within(copy as HTMLElement).queryByRole('button', { name: /Copy/ })).toBeNull();
  });

  it('runs the copy of the row it was pressed on', async () => {
    const onCopy = vi.fn(async () => 'Copied');
    renderList({ copyActions: [{ label: 'Copy subject', onCopy }] });
    fireEvent.click(within(bodyRows()[2] as HTMLElement).getByRole('button', { name: /Copy/ }));
    expect(onCopy).toHaveBeenCalledWith(rows[2]);
  });

  it('shows a loading state, then the empty words when there are no rows', () => {
    const { unmount } = renderList({ rows: undefined });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    unmount();
    renderList({ rows: [] });
    expect(screen.getByText('No subjects yet')).toBeTruthy();
  });

  it('shows a failed load with a Retry that asks again, never the empty words', () => {
    const onRetry = vi.fn();
    renderList({ rows: undefined, error: new Error('offline'), onRetry });
    expect(screen.getByText('Could not load the list')).toBeTruthy();
    expect(screen.queryByText('No subjects yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps words whole and lets only e-mail and code columns break anywhere', () => {
    renderList({
      columns: [
        { header: 'Role', render: (row) => row.subject },
        { header: 'Email', render: (row) => row.name, breakAnywhere: true },
      ],
    });
    const [role, email] = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(role?.style.overflowWrap).toBe('break-word');
    expect(role?.style.wordBreak).toBe('normal');
    expect(email?.style.overflowWrap).toBe('anywhere');
    // The page's body breaks anywhere (for phones); headers must say otherwise.
    expect(screen.getByRole('columnheader', { name: 'Role' }).style.overflowWrap).toBe('break-word');
  });

  it('says "1,000+ entries" when the server counted a broad search only so far, and pages one past it', () => {
    // The server's first page of 15 rows, with the total it reads as a lower bound.
    function ServerPaged({ totalIsLowerBound }: { totalIsLowerBound?: boolean }) {
      const server = useServerList();
      const page = Array.from({ length: 15 }, (_, i) => ({ id: `${i}`, name: `Row ${i}`, subject: 'Maths' }));
      return (
        <EntityList<Row>
          title="Student"
          searchPlaceholder="Search Student"
          columns={[{ header: 'Name', render: (row) => row.name }]}
          rows={page}
          rowKey={(row) => row.id}
          server={server}
          total={1000}
          totalIsLowerBound={totalIsLowerBound}
        />
      );
    }
    const { unmount } = renderRoutes([{ path: '*', element: <ServerPaged totalIsLowerBound /> }], '/admin/student');
    expect(screen.getByText('1,000+ entries')).toBeTruthy();
    unmount();
    // 1,000 fill 20 pages of 50; the lower bound offers page 21, where the 1,001st row is.
    renderRoutes([{ path: '*', element: <ServerPaged totalIsLowerBound /> }], '/admin/student?size=50');
    expect(screen.getByRole('button', { name: 'Page 21' })).toBeTruthy();
  });

  it('says the exact total without a plus when the server counted every match', () => {
    function Exact() {
      const server = useServerList();
      return (
        <EntityList<Row>
          title="Student"
          searchPlaceholder="Search Student"
          columns={[{ header: 'Name', render: (row) => row.name }]}
          rows={rows}
          rowKey={(row) => row.id}
          server={server}
          total={50000}
        />
      );
    }
    renderRoutes([{ path: '*', element: <Exact /> }], '/admin/student');
    expect(screen.getByText('50,000 entries')).toBeTruthy();
    expect(screen.queryByText(/\+ entries/)).toBeNull();
  });
});
