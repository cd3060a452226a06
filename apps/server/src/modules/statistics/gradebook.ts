import { gradeOf } from '@kaksha/contracts/assessment-rules';
import { DEFAULT_PAGE_SIZE } from '@kaksha/contracts/list-query';
import type { GradebookDto } from '@kaksha/contracts/statistics';
import type { Db } from '../../db/client.ts';
import type { ResultRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { curriculumNameByCode } from '../curriculum/index.ts';
import { percentageOf, personName } from './presenter.ts';
import { type PersonRow, resultsOfTests, studentsOfCurriculum, testsOfCurriculum } from './queries.ts';

export interface GradebookQuery {
  curriculumCode: string;
  subject: string;
  search: string;
  /** One page of students by name; without it, all of them (the files). */
  page?: number;
  pageSize?: number;
}

const matches = (student: PersonRow, words: string) =>
  `${personName(student)} ${student.email}`.toLowerCase().includes(words.toLowerCase());

/**
 * A curriculum's students x tests. Students are those enrolled, and anyone else with a result in
 * its tests (a student who moved on keeps their marks here). Totals add the final results only:
 * a test not taken or not yet marked is left out of both sides, as Moodle's "exclude empty grades".
 */
export async function readGradebook(db: Db, query: GradebookQuery): Promise<GradebookDto> {
  const curriculum = await curriculumNameByCode(db, query.curriculumCode);
  if (curriculum === null) throw notFound('Curriculum not found');
  const [tests, enrolled] = await Promise.all([
    testsOfCurriculum(db, query.curriculumCode, query.subject),
    studentsOfCurriculum(db, query.curriculumCode),
  ]);
  const rows = await resultsOfTests(
    db,
    tests.map((t) => t.id),
  );
  const people = new Map(enrolled.map((p) => [p.id, p]));
  for (const row of rows) people.set(row.student.id, row.student);
  const resultOf = new Map<string, ResultRow>(
    rows.map((row) => [`${row.result.userId}:${row.result.testId}`, row.result]),
  );
  const matching = [...people.values()]
    .filter((p) => !query.search || matches(p, query.search))
    .sort((a, b) => personName(a).localeCompare(personName(b)) || a.id.localeCompare(b.id));
  const page = query.page ?? 1;
  const pageSize = query.page === undefined ? matching.length : (query.pageSize ?? DEFAULT_PAGE_SIZE);
  // Only the page's students get their cells and totals worked out.
  const students = matching.slice((page - 1) * pageSize, page * pageSize).map((student) => {
    let achieved = 0;
    let possible = 0;
    const cells = tests.map((test) => {
      const result = resultOf.get(`${student.id}:${test.id}`);
      if (!result) return { state: 'notTaken' as const, achievedMarks: null, grade: null };
      if (!result.corrected || result.achievedMarks === null)
        return { state: 'pending' as const, achievedMarks: null, grade: null };
      achieved += result.achievedMarks;
      possible += result.totalMarks;
      return { state: 'final' as const, achievedMarks: result.achievedMarks, grade: result.grade };
    });
    return {
      userID: student.id,
      studentName: personName(student),
      email: student.email,
      cells,
      achievedMarks: achieved,
      totalMarks: possible,
      percentage: percentageOf(possible > 0 ? achieved : null, possible),
      grade: possible > 0 ? gradeOf(achieved, possible) : null,
    };
  });
  return {
    curriculum,
    curriculumCode: query.curriculumCode,
    total: matching.length,
    page,
    pageSize,
    tests: tests.map((t) => ({
      testID: t.testId,
      assessmentName: t.assessmentName,
      subject: t.subject,
      totalMarks: t.maxWeightage,
    })),
    students,
  };
}
