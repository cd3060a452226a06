import type { StatisticsTestDto } from '@kaksha/contracts/statistics';
import type { AssessmentRow } from '../../db/schema/index.ts';
import type { PersonRow } from './queries.ts';

/** The test a statistics page, marks table or export is about. */
export function presentTest(test: AssessmentRow): StatisticsTestDto {
  return {
    testID: test.testId,
    assessmentName: test.assessmentName,
    curriculum: test.curriculum,
    curriculumCode: test.curriculumCode,
    subject: test.subject,
    startdate: test.startDate,
    enddate: test.endDate,
    assignmentMode: test.assignmentMode,
    optionalQuestions: test.optionalQuestions,
    maxWeightage: test.maxWeightage,
  };
}

/** A student's full name as the lists show it. */
export const personName = (p: Pick<PersonRow, 'firstName' | 'middleName' | 'lastName'>): string =>
  [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');

/** Marks as a percentage of the total, to two decimals; null without marks. */
export function percentageOf(achieved: number | null, total: number): number | null {
  if (achieved === null || total <= 0) return null;
  return Math.round((achieved / total) * 10_000) / 100;
}
