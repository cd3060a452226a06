import { REVIEW_AFTER_LABELS, type ReviewAfter } from '@kaksha/contracts/assessment-rules';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatViewDate } from '../../lib/dates.ts';
import { typeLabel } from './assignment-labels.ts';
import { timeRuleText } from './time-rule.ts';

/** What a details table needs; an assessment and a result both carry it. */
export interface AssignmentFacts {
  assessmentName: string;
  curriculum: string;
  subject: string;
  type: string;
  startdate: string;
  enddate: string;
  startTime?: string;
  endTime?: string;
  assignmentMode?: string;
  totalQuestions?: number;
  maxWeightage?: number;
  optionalQuestions?: number | null;
  /** When the student sees each answer's marks and the correct options. */
  reviewAfter?: ReviewAfter;
  timeLimitMinutes?: number | null;
  /** The reader's own time (a student's preview): their minutes and latest end. */
  yourTime?: { minutes: number | null; until: string };
}

const rowsOf = (a: AssignmentFacts, formatDate: (d: string) => string): [string, ReactNode][] => {
  const rows: [string, ReactNode][] = [
    ['Test name', a.assessmentName],
    ['Curriculum', a.curriculum],
    ['Subject', a.subject],
    ['Type', typeLabel(a.type)],
    ['Start date', formatDate(a.startdate)],
    ['End date', formatDate(a.enddate)],
  ];
  // Times of day are the school's, HH:mm (24-hour), as the test was set.
  if (a.startTime) rows.push(['Start time', a.startTime]);
  if (a.endTime) rows.push(['End time', a.endTime]);
  if (a.assignmentMode) {
    const optional = a.assignmentMode === 'Optional' && a.optionalQuestions;
    rows.push(['Mode', optional ? `Optional (best ${a.optionalQuestions} answers count)` : a.assignmentMode]);
  }
  if (a.totalQuestions !== undefined) rows.push(['Questions', a.totalQuestions]);
  if (a.maxWeightage !== undefined) rows.push(['Marks', a.maxWeightage]);
  if (a.reviewAfter) rows.push(['Results open', REVIEW_AFTER_LABELS[a.reviewAfter]]);
  // Which time applies: the student's own, with their extra time, or the test's limit.
  if (a.yourTime) rows.push(['Your time', timeRuleText(a.yourTime.minutes, a.yourTime.until)]);
  else if (a.timeLimitMinutes) rows.push(['Time limit', `${a.timeLimitMinutes} minutes from each student's start`]);
  return rows;
};

/** A test's details as a two-column table (preview, result, correction). */
export function AssignmentDetails({
  assignment,
  formatDate = formatViewDate,
}: {
  assignment: AssignmentFacts;
  formatDate?: (date: string) => string;
}) {
  return (
    <Table withTableBorder withColumnBorders variant="vertical" layout="fixed" aria-label="Test details">
      <Table.Tbody>
        {rowsOf(assignment, formatDate).map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={{ base: 120, sm: 180 }}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
