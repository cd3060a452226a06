import { messages } from '@kaksha/contracts/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';

const meeting = (id: string, recordingUrl: string | null) => ({
  _id: id,
  curriculumCode: 'KKS-BSC-CS-2026',
  email: 'priya@example.test',
  testId: 'A1001',
  studentId: 's-1',
  joiUrl: `https://meet.jit.si/kaksha-${id}`,
  recordingUrl,
  createDate: '2026-11-23T10:00:00.000Z',
});

describe('the assignment link list', () => {
  it('names the student and test, opens the join link in a new tab, and says when no recording exists', {
    timeout: 45_000,
  }, async () => {
    signInAs('superadmin', { role: 'admin' });
    mockFetch({
      '/api/whoami': whoAmIAnswer('Meera', 'superadmin'),
      '/api/getMeeting': {
        body: { status: true, data: [meeting('m1', null), meeting('m2', 'https://example.test/rec.mp4')] },
      },
      '/api/getAssessmentsList': { body: { status: true, data: [{ testID: 'A1001', assessmentName: 'Sets test' }] } },
      '/api/getStudentList': {
        body: { status: true, data: [{ userID: 's-1', firstName: 'Priya', middleName: '', lastName: 'Sharma' }] },
      },
    });
    renderRoutes(appRoutes, '/admin/test-link');
    const table = await screen.findByRole('table', { name: 'Assignment Link list' }, { timeout: 20_000 });
    const first = (await within(table).findByText(messages.recordingNotAvailable)).closest('tr') as HTMLElement;
    expect(await within(first).findByText('Priya Sharma')).toBeTruthy();
    expect(within(first).getByText('Sets test (A1001)')).toBeTruthy();
    const join = within(first).getByRole('link', { name: /Join the meeting/ });
    expect(join.getAttribute('href')).toBe('https://meet.jit.si/kaksha-m1');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(within(table).getByRole('link', { name: 'Recording' }).getAttribute('href')).toBe(
      'https://example.test/rec.mp4',
    );
  });
});
