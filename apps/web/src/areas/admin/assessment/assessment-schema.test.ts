import { messages } from '@kaksha/contracts/messages';
import { describe, expect, it } from 'vitest';
import { asRuleValues, derivedWeightage, emptyAssessment, TIME_OPTIONS, toggleQuestion } from './assessment-schema.ts';

const q = (questionID: string, questionmarks: number) => ({
  questionID,
  questionmarks,
  question: questionID,
  questionType: 'Multi',
});
const mandatory = { assignmentMode: 'Mandatory', maxQuestions: 2, maxWeightage: 5 } as const;
const optional = { assignmentMode: 'Optional', maxQuestions: 2, maxWeightage: null } as const;

describe('toggleQuestion', () => {
  it.each([
    ['a tick within both limits holds', mandatory, [q('Q1', 2)], q('Q2', 3), null, 2],
    [
      'a tick past max questions is undone',
      mandatory,
      [q('Q1', 1), q('Q2', 1)],
      q('Q3', 1),
      messages.maxQuestionsReached,
      2,
    ],
    ['a tick past max weightage is undone', mandatory, [q('Q1', 3)], q('Q2', 3), messages.maxQuestionsReached, 1],
    ['Optional mode counts questions only', optional, [q('Q1', 9)], q('Q2', 9), null, 2],
    [
      'Optional mode past max questions',
      optional,
      [q('Q1', 1), q('Q2', 1)],
      q('Q3', 1),
      messages.maxQuestionsReachedOptional,
      2,
    ],
    [
      'an empty limit fits nothing',
      { ...mandatory, maxQuestions: '' },
      [],
      q('Q1', 1),
      messages.maxQuestionsReached,
      0,
    ],
  ] as const)('%s', (_case, rules, selected, next, alert, count) => {
    const result = toggleQuestion(selected, next, true, rules as never);
    expect(result.alert).toBe(alert);
    expect(result.selected).toHaveLength(count);
  });

  it('always lets a question be unticked', () => {
    const result = toggleQuestion([q('Q1', 9), q('Q2', 9)], q('Q1', 9), false, mandatory);
    expect(result).toEqual({ selected: [q('Q2', 9)], alert: null });
  });
});

describe('the form values as the rules read them', () => {
  it('derives Optional max weightage as optional questions x question marks', () => {
    expect(derivedWeightage({ optionalQuestions: 3, optQuestionMarks: 5 })).toBe(15);
    expect(derivedWeightage({ optionalQuestions: null, optQuestionMarks: 5 })).toBeNull();
  });

  it('reads empty number fields as no number rather than 0', () => {
    const values = asRuleValues(emptyAssessment);
    expect(values.maxQuestions).toBeNaN();
    expect(values.optionalQuestions).toBeNull();
  });

  it('offers times of day in 15-minute steps', () => {
    expect(TIME_OPTIONS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(TIME_OPTIONS.at(-1)).toBe('23:45');
  });
});
