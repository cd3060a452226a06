import { describe, expect, it } from 'vitest';
import { copyName, isCopyName } from './copies.ts';
import { curriculumDateIssues, deriveCurriculumCode, deriveCurriculumName, deriveDuration } from './curriculum.ts';
import { subjectIssues } from './curriculum-content.ts';
import { messages } from './messages.ts';
import { QuestionInput, richTextIsBlank } from './question-bank.ts';

describe('curriculum rules (admin spec §3, §5)', () => {
  it('derives the name as typed and the code with the year', () => {
    expect(deriveCurriculumName({ organizationCode: 'KKS', curriculumAward: 'BSC' })).toBe('KKS-BSC');
    expect(deriveCurriculumName({ organizationCode: ' KKS ', curriculumAward: 'BSC', shortName: 'CS' })).toBe(
      'KKS-BSC-CS',
    );
    expect(deriveCurriculumCode('KKS-BSC-CS', 2026)).toBe('KKS-BSC-CS-2026');
    expect(deriveCurriculumCode('', 2026)).toBe('');
  });

  it('gives the duration in 360-day years, one decimal', () => {
    expect(deriveDuration('2026-01-01', '2026-12-27')).toBe(1);
    expect(deriveDuration('2026-01-01', '2027-07-01')).toBe(1.5);
    expect(deriveDuration('2026-01-01', 'soon')).toBeNull();
  });

  it('orders the dates: effective not before today, start not before effective, end not before start', () => {
    const ok = { effectiveDate: '2026-05-01', startDate: '2026-05-01', endDate: '2026-05-01' };
    expect(curriculumDateIssues(ok, '2026-05-01')).toEqual([]);
    expect(curriculumDateIssues(ok, '2026-05-02')).toEqual([
      { path: 'effectiveDate', message: messages.effectiveDateBeforeToday },
    ]);
    expect(curriculumDateIssues({ ...ok, startDate: '2026-04-30', endDate: '2026-04-29' })).toEqual([
      { path: 'startDate', message: messages.startBeforeEffective },
      { path: 'endDate', message: messages.endBeforeStart },
    ]);
  });

  it('keeps max credits at or above min credits', () => {
    const base = { startDate: '2026-01-01', endDate: '2026-02-01', minCredits: 3, maxCredits: 2 };
    expect(subjectIssues(base)).toEqual([{ path: 'maxCredits', message: messages.maxCreditsBelowMin }]);
    expect(subjectIssues({ ...base, maxCredits: 3 })).toEqual([]);
  });
});

describe('copies (admin spec §4)', () => {
  it('names copies with a closing parenthesis, and knows a copy by it', () => {
    expect(copyName('KKS-BSC-CS')).toBe('KKS-BSC-CS (copy)');
    expect(copyName('KKS-BSC-CS', 3)).toBe('KKS-BSC-CS (copy 3)');
    expect(isCopyName('KKS-BSC-CS (copy)')).toBe(true);
    expect(isCopyName('Topic [2]')).toBe(true);
    expect(isCopyName('KKS-BSC-CS')).toBe(false);
  });
});

describe('question rules', () => {
  const base = {
    curriculumCode: 'C-2026',
    subject: 'S',
    topic: 'T',
    chapter: 'C',
    questionType: 'Multi',
    questionmarks: 5,
    question: '<p>Why?</p>',
    correctanswer: 'a',
    answer1: 'b',
    answer2: 'c',
    answer3: 'd',
  };

  it('accepts whole marks 1 to 9 only', () => {
    expect(QuestionInput.safeParse(base).success).toBe(true);
    for (const questionmarks of [0, 10, 1.5]) {
      const result = QuestionInput.safeParse({ ...base, questionmarks });
      expect(result.error?.issues[0]?.message).toBe(messages.questionMarksRange);
    }
  });

  it('needs the four answers of a Multi question but not of a Text one', () => {
    expect(QuestionInput.safeParse({ ...base, answer2: '' }).error?.issues[0]?.path).toEqual(['answer2']);
    expect(QuestionInput.safeParse({ ...base, questionType: 'Text', answer2: '' }).success).toBe(true);
  });

  it('takes an empty editor for no question', () => {
    expect(richTextIsBlank('<p></p>')).toBe(true);
    expect(richTextIsBlank('<p>&nbsp;</p>')).toBe(true);
    expect(richTextIsBlank('<p><img src="x"></p>')).toBe(false);
  });
});
