import { z } from 'zod';
import { RequiredText, UserId } from './common.ts';
import { CurriculumDto } from './curriculum.ts';
import { SubjectDto } from './curriculum-content.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { ReadingFileDto } from './media.ts';

/** Who browses curriculum content: students and teachers in their own curricula, staff in all. */
const BROWSERS = ['student', 'teacher', ...STAFF_ROLES] as const;

/** User curriculum (student spec §3): one of the caller's enrolments. */
export const UserCurriculumDto = z.object({
  curriculum: z.string(),
  /** The curriculum's long name, what people call it; the name when the curriculum is gone. */
  longName: z.string(),
  curriculumCode: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  location: z.string().nullable(),
});
export type UserCurriculumDto = z.infer<typeof UserCurriculumDto>;

/** Chapter (student spec §3): `fileLocation` (the video) and readArr locations are signed addresses. */
export const StudentChapterDto = z.object({
  chapter: z.string(),
  chapterInfo: z.string(),
  fileLocation: z.string().nullable(),
  readArr: z.array(ReadingFileDto),
});
export type StudentChapterDto = z.infer<typeof StudentChapterDto>;

export const getUserCurr = endpoint({
  method: 'GET',
  path: '/getUserCurr/:userID',
  access: 'any',
  summary: "A user's curricula (a student or teacher may ask only for their own)",
  params: z.object({ userID: UserId }),
  response: ok({ data: z.array(UserCurriculumDto) }),
});

export const getUserCur = endpoint({
  method: 'POST',
  path: '/getusercur',
  access: 'any',
  summary: "The caller's enrolment in one curriculum (by its name or code)",
  body: z.object({ curriculum: RequiredText(120) }),
  response: ok({ data: UserCurriculumDto }),
});

export const getSubjectsByCur = endpoint({
  method: 'POST',
  path: '/getSubjectsByCur',
  access: BROWSERS,
  summary: 'The subjects of a curriculum the caller belongs to',
  body: z.object({ curriculumCode: RequiredText(120) }),
  response: ok({ data: z.array(z.object({ subject: z.string() })) }),
});

export const getTopicByCurSub = endpoint({
  method: 'POST',
  path: '/getTopicByCurSub',
  access: BROWSERS,
  summary: 'The topics of a subject',
  body: z.object({ curriculumCode: RequiredText(120), subject: RequiredText(200) }),
  response: ok({ data: z.array(z.object({ topic: z.string() })) }),
});

export const getAllChapters = endpoint({
  method: 'POST',
  path: '/getAllChapters',
  access: BROWSERS,
  summary: 'The chapters of a topic with their video and reading files',
  body: z.object({ curriculumCode: RequiredText(120), subject: RequiredText(200), topic: RequiredText(200) }),
  response: ok({ data: z.array(StudentChapterDto) }),
});

/**
 * One curriculum with its subjects (student spec, Curriculum calls: `POST /getCurriculumDetails`,
 * payload not shown; here `{curriculumCode}`). `topics` counts a subject's topics, so a screen
 * can say a curriculum has no content yet instead of showing empty lists.
 */
export const CurriculumDetailsDto = CurriculumDto.extend({
  subjects: z.array(SubjectDto.extend({ topics: z.number() })),
});
export type CurriculumDetailsDto = z.infer<typeof CurriculumDetailsDto>;

export const getCurriculumDetails = endpoint({
  method: 'POST',
  path: '/getCurriculumDetails',
  access: BROWSERS,
  summary: 'One curriculum with its subjects, for its students and teachers and for staff',
  body: z.object({ curriculumCode: RequiredText(120) }),
  response: ok({ data: CurriculumDetailsDto }),
});

export const studentCatalogueEndpoints = [
  getUserCurr,
  getUserCur,
  getSubjectsByCur,
  getTopicByCurSub,
  getAllChapters,
  getCurriculumDetails,
] as const;
