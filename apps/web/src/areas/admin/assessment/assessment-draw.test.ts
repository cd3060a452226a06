import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import type { ListedQuestion } from '../../../features/assessments/admin-question-checklist.tsx';
import { poolSummary } from './assessment-draw.tsx';
import { drawProblem, formPaperMarks, selectionProblem } from './assessment-schema.ts';

const q = (id: string, marks: number): ListedQuestion => ({
  questionID: id,
  question: `<p>${id}</p>`,
  questionmarks: marks,
  questionType: 'Multi',
});
const pool = [q('Q1', 2), q('Q2', 2), q('Q3', 2), q('Q4', 2)];
const drawn = {
  assignmentMode: 'Mandatory',
  assessmentType: 'Use Template',
  maxQuestions: 2,
  maxWeightage: 4,
} as const;

describe('the form on drawn papers', () => {
  it('counts what the template holds, by marks', () => {
    expect(poolSummary([], null)).toBe('List the template to count its questions.');
    expect(poolSummary([...pool, q('Q5', 5)], null)).toBe(
      'The template holds 5 questions: 4 of 2 marks, 1 of 5 marks.',
    );
    // Optional mode: every question carries the question marks.
    expect(poolSummary([...pool, q('Q5', 5)], 1)).toBe('The template holds 5 questions: 5 of 1 mark.');
  });

  it('checks the limits on one paper, not on the pool', () => {
    expect(selectionProblem(pool, { ...drawn, drawQuestions: 2 })).toBeNull();
    expect(selectionProblem(pool, { ...drawn, drawQuestions: null })).toBe(messages.maxQuestionsReached);
    expect(formPaperMarks(pool, { ...drawn, drawQuestions: 2 })).toEqual([2, 2]);
    // A test of picked questions never draws.
    expect(formPaperMarks(pool, { ...drawn, assessmentType: 'Students', drawQuestions: 2 })).toHaveLength(4);
  });

  it.each([
    [pool, 2, null],
    [[...pool, q('Q5', 5)], 2, messages.drawNeedsEqualMarks],
    [pool, 5, messages.drawMoreThanPool],
  ])('a draw from %j of %s: %s', (questions, drawQuestions, expected) => {
    expect(drawProblem(questions, { ...drawn, drawQuestions })).toBe(expected);
  });
});
