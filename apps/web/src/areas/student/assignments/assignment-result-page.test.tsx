import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router.tsx';
import { anAssessment, aResult, enrolments } from '../../../features/assessments/test-fixtures.ts';
import { signInAs } from '../../../test/fake-token.ts';
import { mockFetch, renderRoutes } from '../../../test/render.tsx';
import { whoAmIAnswer } from '../../../test/who-am-i.ts';

const areaLoad = { timeout: 10_000 };

function open(result: unknown) {
  const a = anAssessment({ status: 1, correctionMode: 'manual' });
  signInAs('student');
  mockFetch({
    '/api/whoami': whoAmIAnswer('Asha', 'student'),
    '/api/getUserCurr/u-1': enrolments,
    '/api/getAssignments': { body: { status: true, data: [a] } },
    '/api/getAssignmentByID': {
      body: { status: true, data: [a], testquestion: [], serverTime: new Date().toISOString() },
    },
    '/api/getAssignmentsResult': { body: { status: true, data: result } },
  });
  return renderRoutes(appRoutes, '/student/assignment-result/T-1');
}

describe('assignment result', () => {
  it('shows marks, grade and each answer with the teacher’s marks and comment once corrected', async () => {
    open(
      aResult({
        correctionMode: 'manual',
        achievedMarks: 7,
        totalMarks: 10,
        grade: 'B',
        answers: [
          {
            questionID: 'q1',
            question: '<p>Define a set.</p>',
            questionType: 'Text',
            questionmarks: 5,
            response: '<p>A collection of things.</p>',
            acheivedMarks: 3,
            comments: 'Say "well-defined".',
            correctanswer: null,
            counted: null,
          },
          {
            questionID: 'q2',
            question: '<p>Which is empty?</p>',
            questionType: 'Multi',
            questionmarks: 2,
            response: '{1}',
            acheivedMarks: 0,
            comments: '',
            correctanswer: '{}',
            counted: null,
          },
        ],
      }),
    );
    const result = await screen.findByRole('region', { name: 'Result' }, areaLoad);
    expect(within(result).getByText('7 / 10')).toBeTruthy();
    expect(within(result).getByText('B')).toBeTruthy();
    const answers = screen.getByRole('region', { name: 'Your answers' });
    expect(within(answers).getByText('3 / 5')).toBeTruthy();
    expect(within(answers).getByText('Say "well-defined".')).toBeTruthy();
    // The Multi question shows its correct option beside the student's.
    expect(within(answers).getByText('{}')).toBeTruthy();
    expect(within(answers).getAllByText(/Correct answer/)).toHaveLength(1);
    expect(within(screen.getByRole('table', { name: 'Test details' })).getByText('Algebra test')).toBeTruthy();
  });

  it('says the teacher still has to correct while marks are not final', async () => {
    open(aResult({ correctionMode: 'manual', corrected: false, achievedMarks: null, grade: null }));
    const result = await screen.findByRole('region', { name: 'Result' }, areaLoad);
    expect(
      within(result).getByText('Teacher needs to correct. Marks will be calculated after teacher correction'),
    ).toBeTruthy();
    expect(within(result).queryByText('Grade')).toBeNull();
  });

  it('before the review time says it is submitted and when results open, with no marks', async () => {
    open(
      aResult({
        reviewOpen: false,
        reviewOpensAt: '2026-11-30T11:30:00.000Z',
        achievedMarks: null,
        grade: null,
        correctAnsweredQues: null,
        wrongAnsweredQues: null,
        answers: [
          {
            questionID: 'q2',
            question: '<p>Which is empty?</p>',
            questionType: 'Multi',
            questionmarks: 2,
            response: '{1}',
            acheivedMarks: null,
            comments: '',
            correctanswer: null,
            counted: null,
          },
        ],
      }),
    );
    const result = await screen.findByRole('region', { name: 'Result' }, areaLoad);
    // 11:30 UTC is 17:00 in the school's time zone (Asia/Kolkata).
    expect(within(result).getByText(/Results open on .*17:00/)).toBeTruthy();
    expect(within(result).queryByText('Grade')).toBeNull();
    const answers = screen.getByRole('region', { name: 'Your answers' });
    expect(within(answers).getByText('Submitted')).toBeTruthy();
    expect(within(answers).queryByText(/Correct answer/)).toBeNull();
  });

  it('shows the percentage and, in Optional mode, that the best N answers counted and which', async () => {
    const answer = (n: number, counted: boolean, marks: number) => ({
      questionID: `q${n}`,
      question: `<p>Question text ${n}</p>`,
      questionType: 'Multi',
      questionmarks: 3,
      response: 'x',
      acheivedMarks: marks,
      comments: '',
      correctanswer: 'x',
      counted,
    });
    open(
      aResult({
        achievedMarks: 6,
        totalMarks: 6,
        percentage: 100,
        optionalQuestions: 2,
        answers: [answer(1, true, 3), answer(2, false, 0), answer(3, false, 3), answer(4, true, 3)],
      }),
    );
    const result = await screen.findByRole('region', { name: 'Result' }, areaLoad);
    expect(within(result).getByText('100%')).toBeTruthy();
    expect(within(result).getByText('Your best 2 answers counted')).toBeTruthy();
    expect(within(result).getByText(/Counted: Questions 1 and 4\./)).toBeTruthy();
    const answers = screen.getByRole('region', { name: 'Your answers' });
    expect(within(answers).getAllByText('Counted')).toHaveLength(2);
    expect(within(answers).getAllByText('Not counted')).toHaveLength(2);
  });

  it('says nothing about counted answers in a Mandatory test', async () => {
    open(aResult({ percentage: 80 }));
    const result = await screen.findByRole('region', { name: 'Result' }, areaLoad);
    expect(within(result).getByText('80%')).toBeTruthy();
    expect(within(result).queryByText(/answers counted/)).toBeNull();
  });
});
