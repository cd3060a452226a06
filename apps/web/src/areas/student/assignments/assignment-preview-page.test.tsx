import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/router.tsx';
import { anAssessment, enrolments } from '../../../features/assessments/test-fixtures.ts';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';

const areaLoad = { timeout: 10_000 };
const iso = (ms: number) => new Date(ms).toISOString();

function open(startsAt: string, serverTime: string, more: Partial<Parameters<typeof anAssessment>[0]> = {}) {
  const a = anAssessment({ startsAt, endsAt: iso(Date.parse(startsAt) + 3_600_000), ...more });
  signInAs('student');
  mockFetch({
    '/api/whoami': whoAmIAnswer('Asha', 'student'),
    '/api/getUserCurr/u-1': enrolments,
    '/api/getAssignments': { body: { status: true, data: [a] } },
    '/api/getAssignmentByID': { body: { status: true, data: [a], testquestion: [], serverTime } },
    '/api/createMeeting': { body: { status: true, data: { joinUrl: 'https://meet.jit.si/kaksha-T-1-u-1' } } },
  });
  return renderRoutes(appRoutes, '/student/assignment-preview/T-1');
}

describe('assignment preview', () => {
  it('shows the details and keeps Start Test disabled with a countdown until the start', async () => {
    const now = Date.now();
    open(iso(now + 90 * 60_000), iso(now));
    const details = await screen.findByRole('table', { name: 'Test details' }, areaLoad);
    expect(within(details).getByText('Formal')).toBeTruthy();
    expect(within(details).getByText('Mandatory')).toBeTruthy();
    const start = await screen.findByRole('button', { name: 'Start Test' });
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('timer').textContent).toMatch(/^Starts in 01:(29|30):\d\d$/);
  });

  it('says which time applies to the student: their minutes from the start and the latest end', async () => {
    const now = Date.now();
    open(iso(now - 60_000), iso(now), {
      timeLimitMinutes: 30,
      yourTime: { minutes: 45, until: '2026-11-27T11:30:00.000Z' },
    });
    const details = await screen.findByRole('table', { name: 'Test details' }, areaLoad);
    expect(
      within(details).getByText(/^45 minutes from when you start, until (27\/11\/2026 )?17:00 at the latest$/),
    ).toBeTruthy();
  });

  it("goes by the server's clock, not a device clock that runs ahead", async () => {
    const now = Date.now();
    // The device thinks the test opened 10 minutes ago; the server says it opens in 5.
    open(iso(now - 10 * 60_000), iso(now - 15 * 60_000));
    const start = await screen.findByRole('button', { name: 'Start Test' }, areaLoad);
    expect(start.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('timer').textContent).toMatch(/^Starts in 00:0[45]:\d\d$/);
  });

  it('opens the instructions with the meeting link, then the test in a new tab', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const now = Date.now();
    open(iso(now - 60_000), iso(now));
    const start = await screen.findByRole('button', { name: 'Start Test' }, areaLoad);
    expect(start.hasAttribute('disabled')).toBe(false);
    fireEvent.click(start);
    const dialog = await screen.findByRole('dialog', { name: 'Instructions' });
    expect(within(dialog).getByText(/good internet connection/)).toBeTruthy();
    expect(within(dialog).getByText(/Do not minimize the browser/)).toBeTruthy();
    const link = await within(dialog).findByRole('link', { name: 'Join the meeting' });
    expect(link.getAttribute('href')).toBe('https://meet.jit.si/kaksha-T-1-u-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Test' }));
    expect(opened).toHaveBeenCalledWith('/student/test-view/T-1', '_blank');
  });
});
