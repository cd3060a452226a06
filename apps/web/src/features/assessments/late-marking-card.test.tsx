import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { LateMarkingCard } from './late-marking-card.tsx';

const late = {
  testID: 'A1001',
  assessmentName: 'Calculus unit test',
  curriculumCode: 'CUR-1',
  subject: 'Mathematics',
  endsAt: '2026-11-16T06:30:00.000Z',
  unmarked: 4,
};

function show(data: (typeof late)[]) {
  signInAs('teacher', { role: 'teacher' });
  const fetchMock = mockFetch({ '/api/getLateMarking': { body: { status: true, data, dueDays: 7 } } });
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <LateMarkingCard linkOf={(t) => `/teacher/assignment-marking/${t.testID}/${t.curriculumCode}`} />
          </QueryClientProvider>
        ),
      },
    ],
    '/',
  );
  return { ...view, fetchMock };
}

describe('LateMarkingCard', () => {
  it('lists each late test with its unmarked answers, close time in the school format and a link to mark it', async () => {
    show([late]);
    const link = await screen.findByRole('link', { name: 'Calculus unit test (A1001)' });
    expect(link.getAttribute('href')).toBe('/teacher/assignment-marking/A1001/CUR-1');
    expect(screen.getByText('4 unmarked')).toBeTruthy();
    expect(screen.getByText('Mathematics · closed 16/11/2026 12:00')).toBeTruthy();
    expect(screen.getByText(/more than 7 days ago/)).toBeTruthy();
  });

  it('shows nothing while no marking is late', async () => {
    const { container, fetchMock } = show([]);
    // The answer has arrived (and been drawn) before the card is looked for.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.querySelector('section')).toBeNull();
  });
});
