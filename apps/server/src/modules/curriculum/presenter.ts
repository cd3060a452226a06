import type { CurriculumDto } from '@kaksha/contracts/curriculum';
import type { CourseDto, SubjectDto } from '@kaksha/contracts/curriculum-content';
import type { Queryable } from '../../db/client.ts';
import type { ChapterRow, CourseRow, CurriculumRow, SubjectRow } from '../../db/schema/index.ts';
import type { UrlSigner } from '../../platform/storage/signed-urls.ts';
import { isCurriculumCopy } from './policy.ts';
import { chaptersOfCourses, subjectsOfCurricula } from './queries.ts';

/** Curriculum row -> the spec's fields. `createdBy` is for staff eyes only. */
export function presentCurriculum(row: CurriculumRow, forStaff: boolean, urls: UrlSigner): CurriculumDto {
  return {
    _id: row.id,
    organizationName: row.organizationName,
    organizationCode: row.organizationCode,
    curriculumAward: row.curriculumAward,
    shortName: row.shortName,
    longName: row.longName,
    curriculum: row.curriculum,
    curriculumCode: row.curriculumCode,
    experience: row.experience,
    marksMode: row.marksMode,
    liveSession: row.liveSession,
    showPreviousCurriculum: row.showPreviousCurriculum,
    eligibility: row.eligibility,
    passCriteria: row.passCriteria,
    effectiveDate: row.effectiveDate,
    startDate: row.startDate,
    endDate: row.endDate,
    duration: row.duration,
    price: row.price,
    image: row.image
      ? { location: row.image.location, fieldname: row.image.fieldname, url: urls.urlFor(row.image.location) }
      : null,
    createDate: row.createDate.toISOString(),
    ...(forStaff ? { createdBy: row.createdBy, isCopy: isCurriculumCopy(row) } : {}),
  };
}

export function presentSubject(row: SubjectRow): SubjectDto {
  return {
    _id: row.id,
    curriculum: row.curriculum,
    curriculumCode: row.curriculumCode,
    subject: row.subject,
    subjectInfo: row.subjectInfo,
    startDate: row.startDate,
    endDate: row.endDate,
    minCredits: row.minCredits,
    maxCredits: row.maxCredits,
    practicalSession: row.practicalSession,
    createDate: row.createDate.toISOString(),
  };
}

/** A topic with its chapters; the subject's details are read from the subject, so they never go stale. */
export function presentCourse(row: CourseRow, chapterRows: ChapterRow[], subject: SubjectRow | undefined): CourseDto {
  return {
    _id: row.id,
    curriculum: row.curriculum,
    curriculumCode: row.curriculumCode,
    subject: row.subject,
    subjectInfo: subject?.subjectInfo ?? '',
    minCredits: subject?.minCredits ?? 0,
    maxCredits: subject?.maxCredits ?? 0,
    practicalSession: subject?.practicalSession ?? '',
    startDate: subject?.startDate ?? '',
    endDate: subject?.endDate ?? '',
    topic: row.topic,
    topicInfo: row.topicInfo,
    chapters: [...chapterRows]
      .sort((a, b) => a.position - b.position)
      .map((c) => ({ _id: c.id, chapter: c.chapter, chapterInfo: c.chapterInfo, fileLocation: c.fileLocation })),
    createDate: row.createDate.toISOString(),
  };
}

/** Topics with their chapters and their subject's dates, in the order given. */
export async function presentCourses(db: Queryable, rows: CourseRow[]): Promise<CourseDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const chapterRows = await chaptersOfCourses(db, ids);
  const codes = [...new Set(rows.map((r) => r.curriculumCode))];
  const subjectRows = await subjectsOfCurricula(db, codes);
  const byCourse = new Map<string, ChapterRow[]>();
  for (const c of chapterRows) byCourse.set(c.courseId, [...(byCourse.get(c.courseId) ?? []), c]);
  const subjectOf = (r: CourseRow) =>
    subjectRows.find((s) => s.curriculumCode === r.curriculumCode && s.subject === r.subject);
  return rows.map((r) => presentCourse(r, byCourse.get(r.id) ?? [], subjectOf(r)));
}
