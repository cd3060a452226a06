import type { PendingQuestionDto } from '@kaksha/contracts/correction';

export interface StudentPending {
  userID: string;
  studentName: string;
  questions: PendingQuestionDto[];
}

/** Pending answers per student, in the order the server listed them. */
export function groupByStudent(rows: readonly PendingQuestionDto[]): StudentPending[] {
  const groups = new Map<string, StudentPending>();
  for (const row of rows) {
    const group = groups.get(row.userID) ?? { userID: row.userID, studentName: row.studentName, questions: [] };
    group.questions.push(row);
    groups.set(row.userID, group);
  }
  return [...groups.values()];
}
