import type { AssessmentDto } from '@kaksha/contracts/assessments';

/** Private tests are formal, Public ones informal (student spec §2, teacher correction). */
export const typeLabel = (type: string) => (type === 'Public' ? 'Informal' : 'Formal');

/** Where a student's assignment leads: its result once submitted, else its preview. */
export const assignmentLink = (a: Pick<AssessmentDto, 'testID' | 'status'>) =>
  a.status === 1
    ? `/student/assignment-result/${encodeURIComponent(a.testID)}`
    : `/student/assignment-preview/${encodeURIComponent(a.testID)}`;
