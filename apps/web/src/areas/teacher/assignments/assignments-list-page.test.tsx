import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router.tsx';
import { anAssessment } from '../../../features/assessments/test-fixtures.ts';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';

const areaLoad = { timeout: 10_000 };

function open(list: unknown[]) {
  signInAs('teacher', { role: 'teacher' });
  const asked: unknown[] = [];
  mockFetch({
    '/api/whoami': {
      body: {
        status: true,
        user: {
          userID: 'u-1',
          email: 'ravi@example.com',
          role: 'teacher',
          firstName: 'Ravi',
          lastName: 'K',
          curriculum: 'Class 10',
          curriculumCode: 'CUR-1',
          subject: 'Mathematics',
          loginModule: 'teacher',
        },
      },
    },
    '/api/fetchAssignments': (init) => {
      asked.push(JSON.parse(String(init?.body)));
      return { body: { status: true, data: { data: list } } };
    },
  });
  renderRoutes(appRoutes, '/teacher/assignments-list');
  return asked;
}

describe('teacher assignments list', () => {
  it("lists the tests of the teacher's curriculum and subject with DD/MM/YYYY dates and View", async () => {
    const asked = open([anAssessment({ testID: 'T-9', startdate: '2026-11-20', enddate: '2026-12-01' })]);
    const table = await screen.findByRole('table', { name: 'Assignments list' }, areaLoad);
    const row = (await within(table).findByText('T-9')).closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'T-9',
      'Algebra test',
      'Formal',
      'Class 10',
      '20/11/2026',
      '01/12/2026',
      'View',
    ]);
    expect(within(row).getByRole('link', { name: 'View Algebra test' }).getAttribute('href')).toBe(
      '/teacher/assignment-correction/T-9/CUR-1',
    );
    expect(asked).toEqual([{ curriculumCode: 'CUR-1', subject: 'Mathematics' }]);
  });

  it("says 'No assignments found' when there are none", async () => {
    open([]);
    expect(await screen.findByText('No assignments found', {}, areaLoad)).toBeTruthy();
  });
});
