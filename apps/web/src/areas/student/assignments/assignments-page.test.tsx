import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router.tsx';
import { anAssessment, enrolments } from '../../../features/assessments/test-fixtures.ts';
import { schoolToday } from '../../../lib/dates.ts';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';

const areaLoad = { timeout: 10_000 };
const day = (offset: number) => dayjs(schoolToday()).add(offset, 'day').format('YYYY-MM-DD');

const assignments = [
  anAssessment({ testID: 'T-on', assessmentName: 'Ongoing algebra', startdate: day(-1), enddate: day(1) }),
  anAssessment({ testID: 'T-up', assessmentName: 'Upcoming geometry', startdate: day(2), enddate: day(3) }),
  anAssessment({ testID: 'T-done', assessmentName: 'Submitted sets', startdate: day(-1), enddate: day(1), status: 1 }),
  anAssessment({ testID: 'T-missed', assessmentName: 'Missed logic', startdate: day(-5), enddate: day(-4) }),
  anAssessment({
    testID: 'T-pub',
    assessmentName: 'Practice quiz',
    type: 'Public',
    startdate: day(2),
    enddate: day(2),
  }),
];

function open(path: string, list = assignments) {
  signInAs('student');
  const fetchMock = mockFetch({
    '/api/whoami': whoAmIAnswer('Asha', 'student'),
    '/api/getUserCurr/u-1': enrolments,
    '/api/getAssignments': { body: { status: true, data: list } },
  });
  return { ...renderRoutes(appRoutes, path), fetchMock };
}

const group = (name: string) => screen.getByRole('region', { name });

describe('student assignments', () => {
  it('groups formal assignments into Ongoing, Upcoming and Completed, each leading to the right page', async () => {
    const { fetchMock } = open('/student/assignments');
    await screen.findByRole('link', { name: /^Ongoing algebra/ }, areaLoad);
    expect(
      within(group('Ongoing'))
        .getByRole('link', { name: /^Ongoing algebra/ })
        .getAttribute('href'),
    ).toBe('/student/assignment-preview/T-on');
    expect(within(group('Upcoming')).getByRole('link').textContent).toContain('Upcoming geometry');
    const completed = within(group('Completed')).getAllByRole('link');
    expect(completed.map((a) => [a.querySelector('p')?.textContent, a.getAttribute('href')])).toEqual([
      ['Submitted sets', '/student/assignment-result/T-done'],
      ['Missed logic', '/student/assignment-preview/T-missed'],
    ]);
    expect(screen.queryByText('Practice quiz')).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/getAssignments'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ curriculumCode: ['CUR-1'] });
  });

  it('shows informal ones on their tab, with the empty groups saying so', async () => {
    open('/student/assignments');
    fireEvent.click(await screen.findByRole('tab', { name: 'INFORMAL ASSIGNMENTS' }, areaLoad));
    expect(within(await screen.findByRole('region', { name: 'Upcoming' })).getByText('Practice quiz')).toBeTruthy();
    expect(within(group('Ongoing')).getByText('No assignments found')).toBeTruthy();
    expect(within(group('Completed')).getByText('No assignments found')).toBeTruthy();
  });

  it('shows the first four on the dashboard, open ones first, with View More', async () => {
    open('/student/dashboard');
    const section = await screen.findByRole('region', { name: 'Assignments' }, areaLoad);
    await within(section).findByText('Ongoing algebra');
    const names = within(section)
      .getAllByRole('link')
      .map((a) => a.querySelector('p')?.textContent ?? a.textContent);
    expect(names).toEqual(['View More', 'Ongoing algebra', 'Upcoming geometry', 'Practice quiz', 'Submitted sets']);
  });

  it("says 'No assignments found' on the dashboard when there are none", async () => {
    open('/student/dashboard', []);
    const section = await screen.findByRole('region', { name: 'Assignments' }, areaLoad);
    expect(await within(section).findByText('No assignments found')).toBeTruthy();
  });
});
