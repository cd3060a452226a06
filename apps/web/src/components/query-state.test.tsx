import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { ApiError } from '../lib/api-client.ts';
import { QueryError, QueryState } from './query-state.tsx';

/** A list read that fails while `failing.now` is set, like a server answering 500. */
function SubjectList({ failing }: { failing: { now: boolean } }) {
  const query = useQuery({
    queryKey: ['subjects'],
    queryFn: async () => {
      if (failing.now) throw new ApiError(500, 'The server is down for a moment');
      return ['Mathematics'];
    },
    retry: false,
  });
  return (
    <QueryState query={query} errorTitle="The subjects could not be loaded">
      {(subjects) => (subjects.length === 0 ? <p>No subject found</p> : <p>{subjects.join(', ')}</p>)}
    </QueryState>
  );
}

function renderList(failing: { now: boolean }) {
  return render(
    <Providers>
      <QueryClientProvider client={new QueryClient()}>
        <SubjectList failing={failing} />
      </QueryClientProvider>
    </Providers>,
  );
}

describe('QueryState', () => {
  it('names its spinner as a status while the first answer is on its way', async () => {
    renderList({ now: false });
    // A status, so the name is read out (a name on a spinner without a role is refused by axe).
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('Mathematics')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('shows a failed read as an error with Retry, never as the empty state, and Retry asks again', async () => {
    const failing = { now: true };
    renderList(failing);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The subjects could not be loaded');
    expect(alert.textContent).toContain('The server is down for a moment');
    expect(screen.queryByText('No subject found')).toBeNull();

    failing.now = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Mathematics')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('QueryError', () => {
  it('takes the read itself: its error, and a Retry that asks again', async () => {
    const failing = { now: true };
    function Card() {
      const query = useQuery({
        queryKey: ['sessions'],
        queryFn: async () => {
          if (failing.now) throw new ApiError(500, 'The sessions are away');
          return ['Algebra'];
        },
        retry: false,
      });
      if (query.isError) return <QueryError query={query} title="Your sessions could not be loaded" />;
      return <p>{query.data?.join(', ') ?? 'loading'}</p>;
    }
    render(
      <Providers>
        <QueryClientProvider client={new QueryClient()}>
          <Card />
        </QueryClientProvider>
      </Providers>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your sessions could not be loaded');
    expect(alert.textContent).toContain('The sessions are away');

    failing.now = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Algebra')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
