import type { PendingQuestionDto } from '@kaksha/contracts/correction';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router.tsx';
import { anAssessment } from '../../../features/assessments/test-fixtures.ts';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';

const areaLoad = { timeout: 10_000 };

const pending = (overrides: Partial<PendingQuestionDto>): PendingQuestionDto => ({
  _id: 'p1',
  questionID: 'q1',
  questionType: 'Text',
  question: '<p>Define a set.</p>',
  answer1: '',
  answer2: '',
  answer3: '',
  moreAnswers: [],
  correctanswer: '',
  response: '<p>A collection.</p>',
  questionmarks: 5,
  valid: false,
  acheivedMarks: 0,
  comments: '',
  userID: 's-1',
  studentName: 'Asha Rao',
  ...overrides,
});

function open(rows: PendingQuestionDto[]) {
  signInAs('teacher', { role: 'teacher' });
  const sent: unknown[] = [];
  mockFetch({
    '/api/whoami': whoAmIAnswer('Ravi', 'teacher'),
    '/api/fetchAssignmentsById': {
      body: { status: true, data: { data: [anAssessment({ type: 'Public', startdate: '2026-11-20' })] } },
    },
    '/api/getPendingQuestions': { body: { status: true, data: { data: rows } } },
    '/api/testSubmitByTeacher': (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return { body: { status: true, message: 'Marks saved' } };
    },
  });
  return { ...renderRoutes(appRoutes, '/teacher/assignment-correction/T-1/CUR-1'), sent };
}

describe('assignment correction', () => {
  it('shows the details with DD/MM/YYYY dates and Informal for a Public test', async () => {
    open([]);
    const details = await screen.findByRole('table', { name: 'Test details' }, areaLoad);
    expect(within(details).getByText('20/11/2026')).toBeTruthy();
    expect(within(details).getByText('Informal')).toBeTruthy();
    expect(await screen.findByText(/Nothing to correct/)).toBeTruthy();
  });

  it('clears marks above the question’s with the spec’s message, then saves and goes to the dashboard', async () => {
    const { sent, router } = open([
      pending({}),
      pending({
        _id: 'p2',
        questionID: 'q2',
        questionType: 'Multi',
        question: '<p>2 + 2?</p>',
        response: '4',
        correctanswer: '4',
        questionmarks: 2,
        valid: true,
      }),
    ]);
    const student = await screen.findByRole('region', { name: 'Asha Rao' }, areaLoad);
    const marksField = () => within(student).getByRole('textbox', { name: /Marks for question 1/ }) as HTMLInputElement;
    fireEvent.change(marksField(), { target: { value: '7' } });
    // Cleared, and the field keeps the focus for the next try.
    await waitFor(() => expect(marksField().value).toBe(''));
    expect(document.activeElement).toBe(marksField());
    const marks = marksField();
    expect(
      await within(student).findByText('Entered marks should be lessthan or equal to Question Marks'),
    ).toBeTruthy();
    // The Multi answer is read-only with its full marks.
    expect(within(student).getByText('Correct answer: 4 · Marks:', { exact: false })).toBeTruthy();
    fireEvent.change(marks, { target: { value: '4' } });
    fireEvent.change(within(student).getByRole('textbox', { name: 'Comment on question 1' }), {
      target: { value: 'Good' },
    });
    fireEvent.click(within(student).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/dashboard'));
    expect(sent).toEqual([
      {
        globalInfo: { testID: 'T-1' },
        transaction: [
          { _id: 'p1', acheivedMarks: 4, comments: 'Good', valid: true },
          { _id: 'p2', acheivedMarks: 2, comments: '', valid: true },
        ],
        result: { userID: 's-1', studentId: 's-1' },
      },
    ]);
  });

  it('asks for marks before saving', async () => {
    const { sent } = open([pending({})]);
    const student = await screen.findByRole('region', { name: 'Asha Rao' }, areaLoad);
    fireEvent.click(within(student).getByRole('button', { name: 'Submit' }));
    expect(await within(student).findByText('Required')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it.each(['-1', '4.5'])('refuses marks of %s with a clear message and saves nothing', async (typed) => {
    const { sent } = open([pending({})]);
    const student = await screen.findByRole('region', { name: 'Asha Rao' }, areaLoad);
    const marks = within(student).getByRole('textbox', { name: /Marks for question 1/ }) as HTMLInputElement;
    fireEvent.change(marks, { target: { value: typed } });
    fireEvent.blur(marks);
    expect(await within(student).findByText("Enter whole marks from 0 up to the question's marks")).toBeTruthy();
    fireEvent.click(within(student).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(marks.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
  });
});
