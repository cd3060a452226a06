import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { formatViewDate } from '../../lib/dates.ts';
import { signInAs } from '../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { whoAmIAnswer } from '../../test/who-am-i.ts';

// An area's first, cold import in jsdom can take several seconds on a busy two-core machine.
const areaLoad = { timeout: 15_000 };
const CODE = 'KSH-AB12-CD34-EF56-GH78';

describe("the student's certificate page before completion", () => {
  it('says what remains, the end date and each formal test without a final result, and shows no PDF', async () => {
    signInAs('student');
    mockFetch({
      '/api/whoami': whoAmIAnswer('Asha', 'student'),
      '/api/getUserCurr/u-1': {
        body: {
          status: true,
          data: [
            {
              curriculum: 'Class 10',
              longName: 'Class 10',
              curriculumCode: 'CUR-1',
              startDate: null,
              endDate: null,
              location: null,
            },
          ],
        },
      },
      '/api/getCertificate': {
        body: {
          status: true,
          data: null,
          revoked: null,
          remaining: {
            endDate: '2029-12-31',
            endDatePassed: false,
            tests: [
              {
                testID: 'A1001',
                assessmentName: 'Final examination',
                subject: 'Mathematics',
                endDate: '2029-11-30',
                state: 'not-taken',
              },
              {
                testID: 'A1002',
                assessmentName: 'Essay',
                subject: 'English',
                endDate: '2026-11-20',
                state: 'awaiting-correction',
              },
            ],
          },
        },
      },
    });
    renderRoutes(appRoutes, '/student/certificate');
    expect(await screen.findByText('Your certificate is not due yet', {}, areaLoad)).toBeTruthy();
    const remaining = screen.getByTestId('certificate-remaining');
    expect(remaining.textContent).toContain(`The curriculum ends on ${formatViewDate('2029-12-31')}.`);
    expect(remaining.textContent).toContain('2 formal tests have no final result yet.');
    expect(screen.getByRole('cell', { name: /Final examination/ })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Waiting for the teacher’s correction' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('the public check of a revoked certificate', () => {
  it('says "Revoked on <date>" and never that it is genuine', async () => {
    mockFetch({
      '/api/verifyCertificate': {
        body: {
          status: true,
          data: {
            certificateCode: CODE,
            name: 'PRIYA SHARMA',
            curriculum: 'Bachelor of Science',
            completionDate: '2026-11-01',
            revokedOn: '2026-11-27',
          },
        },
      },
    });
    renderRoutes(appRoutes, `/certificate/verify/${CODE}`);
    expect((await screen.findByRole('alert', {}, areaLoad)).textContent).toContain(
      `Revoked on ${formatViewDate('2026-11-27')}`,
    );
    expect(screen.queryByText(/genuine/)).toBeNull();
  });
});
