import type { SessionDto } from '@kaksha/contracts/sessions';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionQueryProvider } from '../../app/session-query-provider.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { SessionDecision } from './session-decision.tsx';
import { ClassLink } from './session-details.tsx';

const hour = 3_600_000;
const session = (status: SessionDto['status'], startsIn: number): SessionDto => ({
  _id: 's1',
  sessionID: 's1',
  title: 'Mathematics: Sets',
  curriculum: 'KKS-BSC-CS',
  curriculumCode: 'KKS-BSC-CS-2026',
  subject: 'Mathematics',
  topics: ['Sets and Logic'],
  topic: 'Sets and Logic',
  chapter: 'Sets',
  desc: 'Please',
  start: new Date(Date.now() + startsIn).toISOString(),
  end: new Date(Date.now() + startsIn + hour).toISOString(),
  status,
  role: 'student',
  createdBy: 'student@kaksha.test',
  createDate: new Date().toISOString(),
  link: status === 'ACCEPTED' ? 'https://meet.jit.si/kaksha-s1' : null,
  requestedTeacher: [],
  rejectedTeacher: [],
  acceptedTeacher: [],
  studentEmails: [],
  student: [],
  studentCount: 1,
  sessionType: null,
  sessionMode: null,
  feedback: null,
  rating: null,
});

const show = (s: SessionDto) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <SessionQueryProvider>
            <SessionDecision session={s} />
            <ClassLink session={s} />
          </SessionQueryProvider>
        ),
      },
    ],
    '/',
  );

describe('a session decision (student spec §4)', () => {
  it('offers Accept and Reject on a pending session still ahead', async () => {
    show(session('PENDING', 24 * hour));
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('offers them again on a rejected one still ahead', async () => {
    show(session('REJECTED', 24 * hour));
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it("says 'Session date has passed' and offers nothing once the start has gone", async () => {
    show(session('PENDING', -hour));
    expect(await screen.findByText('Session date has passed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('gives an accepted session its class link and no decision', async () => {
    show(session('ACCEPTED', 24 * hour));
    const link = await screen.findByRole('link', { name: 'Click to go to the class' });
    expect(link.getAttribute('href')).toBe('https://meet.jit.si/kaksha-s1');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
