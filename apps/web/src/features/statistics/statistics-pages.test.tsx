import type { GradebookDto, TestMarksDto, TestStatisticsDto } from '@kaksha/contracts/statistics';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { signInAs } from '../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../test/render.tsx';
import { whoAmIAnswer } from '../../test/who-am-i.ts';

// An area's first, cold import in jsdom can take several seconds on a busy two-core machine.
const areaLoad = { timeout: 15_000 };

const test = {
  testID: 'A1009',
  assessmentName: 'Sets final',
  curriculum: 'KKS-BSC-CS',
  curriculumCode: 'KKS-BSC-CS-2026',
  subject: 'Mathematics',
  startdate: '2026-11-20',
  enddate: '2026-11-21',
  assignmentMode: 'Mandatory',
  optionalQuestions: null,
  maxWeightage: 3,
};

const statistics: TestStatisticsDto = {
  test,
  summary: {
    count: 1,
    pending: 2,
    maxScore: 3,
    mean: 2,
    median: 2,
    sd: null,
    min: 2,
    max: 2,
    alpha: null,
    sem: null,
    histogram: Array.from({ length: 10 }, (_, i) => ({
      fromPercent: i * 10,
      toPercent: i * 10 + 10,
      count: i === 6 ? 1 : 0,
    })),
  },
  questions: [
    {
      position: 1,
      questionID: 'Q1001',
      question: '<p>How many elements has {1, 2, 2}?</p>',
      questionType: 'Multi',
      questionmarks: 1,
      attempts: 1,
      unanswered: 0,
      facility: 1,
      sd: null,
      discrimination: null,
      options: [
        { option: '2', correct: true, count: 1 },
        { option: '3', correct: false, count: 0 },
        { option: '1', correct: false, count: 0 },
        { option: '0', correct: false, count: 0 },
      ],
      flags: ['easy'],
    },
    {
      position: 2,
      questionID: 'Q1002',
      question: '<p>Explain a subset.</p>',
      questionType: 'Text',
      questionmarks: 2,
      attempts: 1,
      unanswered: 0,
      facility: 0.5,
      sd: null,
      discrimination: null,
      options: null,
      flags: [],
    },
  ],
};

const marks: TestMarksDto = {
  test,
  questions: [
    { position: 1, questionID: 'Q1001', questionType: 'Multi', questionmarks: 1 },
    { position: 2, questionID: 'Q1002', questionType: 'Text', questionmarks: 2 },
  ],
  students: [
    {
      userID: 's1',
      studentName: 'Ananya Gupta',
      email: 'ananya@example.test',
      submittedAt: '2026-11-20T05:00:00.000Z',
      corrected: true,
      marks: [1, 1],
      achievedMarks: 2,
      totalMarks: 3,
      percentage: 66.67,
      grade: 'B',
    },
    {
      userID: 's2',
      studentName: 'Rohan Das',
      email: 'rohan@example.test',
      submittedAt: '2026-11-20T05:10:00.000Z',
      corrected: false,
      marks: [0, null],
      achievedMarks: null,
      totalMarks: 3,
      percentage: null,
      grade: null,
    },
  ],
};

const gradebook: GradebookDto = {
  curriculum: 'KKS-BSC-CS',
  curriculumCode: 'KKS-BSC-CS-2026',
  total: 2,
  page: 1,
  pageSize: 50,
  tests: [{ testID: 'A1009', assessmentName: 'Sets final', subject: 'Mathematics', totalMarks: 3 }],
  students: [
    {
      userID: 's1',
      studentName: 'Ananya Gupta',
      email: 'ananya@example.test',
      cells: [{ state: 'final', achievedMarks: 2, grade: 'B' }],
      achievedMarks: 2,
      totalMarks: 3,
      percentage: 66.67,
      grade: 'B',
    },
    {
      userID: 's3',
      studentName: 'Kavya Nair',
      email: 'kavya@example.test',
      cells: [{ state: 'notTaken', achievedMarks: null, grade: null }],
      achievedMarks: 0,
      totalMarks: 0,
      percentage: null,
      grade: null,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the statistics page', () => {
  it('shows the figures ("–" where nothing can be computed), the histogram and flagged questions', async () => {
    signInAs('superadmin', { role: 'admin' });
    mockFetch({
      '/api/whoami': whoAmIAnswer('Asha', 'superadmin'),
      '/api/getTestStatistics': { body: { status: true, data: statistics } },
    });
    renderRoutes(appRoutes, '/admin/test-statistics/A1009');
    const summary = await screen.findByRole('region', { name: 'Test summary' }, areaLoad);
    expect(within(summary).getByText('Attempts counted').nextSibling?.textContent).toBe('1');
    expect(within(summary).getByText('Waiting for marks').nextSibling?.textContent).toBe('2');
    expect(within(summary).getByText("Cronbach's alpha").nextSibling?.textContent).toBe('–');
    expect(within(summary).getByText('Standard deviation').nextSibling?.textContent).toBe('–');
    expect(document.body.textContent).not.toContain('NaN');
    const histogram = screen.getByRole('region', { name: 'Score histogram' });
    expect(await within(histogram).findByText('Students by score', {}, areaLoad)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Question statistics' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first as HTMLElement).getByText('Very easy (facility above 0.9)')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('✓ 2: 1')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('0.50')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Written')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Marks per question/ }).getAttribute('href')).toBe(
      '/admin/test-marks/A1009',
    );
  });

  it("is the teacher's too, and shows the server's 404 as a failure with Retry", async () => {
    signInAs('teacher', { role: 'teacher', subject: 'Mathematics' });
    mockFetch({
      '/api/whoami': whoAmIAnswer('Vikram', 'teacher'),
      '/api/getTestStatistics': { status: 404, body: { status: false, message: 'Assessment not found' } },
    });
    renderRoutes(appRoutes, '/teacher/test-statistics/A1009');
    const alert = await screen.findByRole('alert', {}, areaLoad);
    expect(within(alert).getByText('Assessment not found')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('the marks table', () => {
  it("lists each student's marks per question and searches by name", async () => {
    signInAs('superadmin', { role: 'admin' });
    mockFetch({
      '/api/whoami': whoAmIAnswer('Asha', 'superadmin'),
      '/api/getTestMarks': { body: { status: true, data: marks } },
    });
    renderRoutes(appRoutes, '/admin/test-marks/A1009');
    const table = await screen.findByRole('table', { name: 'Marks per question' }, areaLoad);
    expect(within(table).getByText('Q2 (2)')).toBeTruthy();
    const rohan = within(table).getByText('Rohan Das').closest('tr') as HTMLElement;
    expect(within(rohan).getByText('Waiting for marks')).toBeTruthy();
    const ananya = within(table).getByText('Ananya Gupta').closest('tr') as HTMLElement;
    expect(within(ananya).getByText('2 / 3')).toBeTruthy();
    expect(within(ananya).getByText('66.67%')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search students' }), { target: { value: 'rohan' } });
    await waitFor(() => expect(within(table).queryByText('Ananya Gupta')).toBeNull());
  });
});

describe('the gradebook', () => {
  it('shows students x tests for the chosen curriculum and downloads it as CSV with the filters', async () => {
    signInAs('superadmin', { role: 'admin' });
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          created.push(b);
          return 'blob:x';
        },
        revokeObjectURL: () => {},
      }),
    );
    const fetchMock = mockFetch({
      '/api/whoami': whoAmIAnswer('Asha', 'superadmin'),
      '/api/getAllCurriculum': { body: { status: true, data: [], total: 0 } },
      '/api/getSubjectsForCourse': { body: { status: true, data: [] } },
      '/api/getGradebook': { body: { status: true, data: gradebook } },
      '/api/exportResults': {
        body: {
          status: true,
          data: {
            fileName: 'gradebook-KKS-BSC-CS-2026-2026-11-27.csv',
            format: 'csv',
            mediaType: 'text/csv;charset=utf-8',
            content: '\uFEFFStudent,Email\r\n',
          },
        },
      },
    });
    renderRoutes(appRoutes, '/admin/gradebook?curriculum=KKS-BSC-CS-2026');
    const table = await screen.findByRole('table', { name: 'Gradebook' }, areaLoad);
    const ananya = within(table).getByText('Ananya Gupta').closest('tr') as HTMLElement;
    expect(within(ananya).getByText('2 (B)')).toBeTruthy();
    const kavya = within(table).getByText('Kavya Nair').closest('tr') as HTMLElement;
    expect(within(kavya).getAllByText('–').length).toBeGreaterThan(0);
    expect(within(table).getByRole('link', { name: 'Sets final' }).getAttribute('href')).toBe(
      '/admin/test-statistics/A1009',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const exportCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/exportResults'));
    expect(JSON.parse(String(exportCall?.[1]?.body))).toMatchObject({
      curriculumCode: 'KKS-BSC-CS-2026',
      format: 'csv',
    });
  });

  it('shows a page of students at a time, and asks the server for the page chosen', async () => {
    signInAs('superadmin', { role: 'admin' });
    const asked: { page?: number; pageSize?: number }[] = [];
    mockFetch({
      '/api/whoami': whoAmIAnswer('Asha', 'superadmin'),
      '/api/getAllCurriculum': { body: { status: true, data: [], total: 0 } },
      '/api/getSubjectsForCourse': { body: { status: true, data: [] } },
      '/api/getGradebook': (init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { page: number; pageSize: number };
        asked.push(body);
        const student = { ...gradebook.students[0], studentName: `Student on page ${body.page}` };
        return { body: { status: true, data: { ...gradebook, students: [student], total: 120, ...body } } };
      },
    });
    renderRoutes(appRoutes, '/admin/gradebook?curriculum=KKS-BSC-CS-2026');
    const table = await screen.findByRole('table', { name: 'Gradebook' }, areaLoad);
    expect(within(table).getByText('Student on page 1')).toBeTruthy();
    expect(asked[0]).toMatchObject({ page: 1, pageSize: 50 });
    expect(screen.getByText('120 students')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Gradebook pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Student on page 2', {}, areaLoad)).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ page: 2, pageSize: 50 });
  });
});
