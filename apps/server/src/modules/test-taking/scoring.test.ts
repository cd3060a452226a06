import { describe, expect, it } from 'vitest';
import { countedAnswers, type GivenAnswer, type ScoredQuestion, scoreAttempt } from './scoring.ts';

const multi = (questionId: string, marks: number, key = 'right'): ScoredQuestion => ({
  questionId,
  questionType: 'Multi',
  questionMarks: marks,
  correctAnswer: key,
});
const text = (questionId: string, marks: number): ScoredQuestion => ({
  questionId,
  questionType: 'Text',
  questionMarks: marks,
  correctAnswer: '',
});
const said = (questionId: string, response: string, correctedMarks: number | null = null): GivenAnswer => ({
  questionId,
  response,
  correctedMarks,
});
const mandatory = { assignmentMode: 'Mandatory', optionalQuestions: null, maxWeightage: 10 };

describe('scoring', () => {
  it.each([
    ['all right', [said('a', 'right'), said('b', 'right')], 5, 'B', 2, 0],
    ['one wrong', [said('a', 'right'), said('b', 'wrong')], 2, 'D', 1, 1],
    ['unanswered counts as wrong', [said('b', 'right')], 3, 'D', 1, 1],
    ['a key matched after trimming', [said('a', ' right '), said('b', 'right')], 5, 'B', 2, 0],
    ['nothing answered', [], 0, 'D', 0, 2],
  ])('Mandatory, Multi only: %s', (_name, given, achieved, grade, correct, wrong) => {
    const score = scoreAttempt(mandatory, [multi('a', 2), multi('b', 3)], given);
    expect(score).toMatchObject({
      corrected: true,
      achievedMarks: achieved,
      totalMarks: 10,
      grade,
      correctAnsweredQues: correct,
      wrongAnsweredQues: wrong,
      totalQuestions: 2,
    });
  });

  it('waits for a teacher on a written answer, then counts the marks given', () => {
    const questions = [multi('a', 2), text('t', 8)];
    const pending = scoreAttempt(mandatory, questions, [said('a', 'right'), said('t', '<p>essay</p>')]);
    expect(pending).toMatchObject({ corrected: false, achievedMarks: null, grade: null, correctAnsweredQues: null });
    expect(pending.answers).toEqual([
      { questionId: 'a', valid: true, achievedMarks: 2 },
      { questionId: 't', valid: null, achievedMarks: null },
    ]);
    const marked = scoreAttempt(mandatory, questions, [said('a', 'right'), said('t', '<p>essay</p>', 6)]);
    expect(marked).toMatchObject({ corrected: true, achievedMarks: 8, grade: 'A', correctAnsweredQues: 2 });
    const zero = scoreAttempt(mandatory, questions, [said('a', 'right'), said('t', '<p>essay</p>', 0)]);
    expect(zero).toMatchObject({ corrected: true, achievedMarks: 2, correctAnsweredQues: 1, wrongAnsweredQues: 1 });
  });

  it('needs no teacher for a written answer left blank', () => {
    const score = scoreAttempt(mandatory, [text('t', 8)], [said('t', '<p></p>')]);
    expect(score).toMatchObject({ corrected: true, achievedMarks: 0, grade: 'D' });
  });

  it.each([
    ['counts only the top N', ['right', 'right', 'right', 'right'], 6, 'A', 4],
    ['fewer right than N', ['right', 'right', 'wrong', 'wrong'], 4, 'B', 2],
    ['none right', ['wrong', 'wrong', 'wrong', 'wrong'], 0, 'D', 0],
  ])('Optional mode (N = 3, 2 marks each): %s', (_name, responses, achieved, grade, correct) => {
    const questions = ['a', 'b', 'c', 'd'].map((id) => multi(id, 2));
    const given = questions.map((q, i) => said(q.questionId, responses[i] ?? ''));
    const score = scoreAttempt({ assignmentMode: 'Optional', optionalQuestions: 3, maxWeightage: 6 }, questions, given);
    expect(score).toMatchObject({ achievedMarks: achieved, totalMarks: 6, grade, correctAnsweredQues: correct });
  });

  it.each([
    ['the best N by marks', [4, 0, 1, 3, 2], ['q0', 'q3', 'q4']],
    ['the earlier question among equal marks', [2, 2, 2, 2, 2], ['q0', 'q1', 'q2']],
    ['all valid ones when fewer than N', [0, 0, 5, 0, 0], ['q2']],
  ])('Optional mode counts %s', (_name, marks, ids) => {
    const answers = marks.map((m, i) => ({ questionId: `q${i}`, valid: m > 0, achievedMarks: m }));
    const counted = countedAnswers({ assignmentMode: 'Optional', optionalQuestions: 3 }, answers);
    expect(counted.map((a) => a.questionId).sort()).toEqual(ids);
  });

  it('Mandatory mode counts every valid answer', () => {
    const answers = [3, 0, 1].map((m, i) => ({ questionId: `q${i}`, valid: m > 0, achievedMarks: m }));
    expect(countedAnswers({ assignmentMode: 'Mandatory', optionalQuestions: null }, answers)).toHaveLength(2);
  });
});
