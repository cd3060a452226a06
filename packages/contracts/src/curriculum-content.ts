import { z } from 'zod';
import { fieldError, RequiredText } from './common.ts';
import { CalendarDate, dayNumber, RichText } from './curriculum.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { listQuery, pagedList } from './list-query.ts';
import { messages } from './messages.ts';
import { StoredKey } from './stored-keys.ts';
import { Identifier } from './text.ts';

export const PRACTICAL_SESSION = ['Yes', 'No'] as const;

const Credits = z
  .number({ error: fieldError })
  .int('Enter a whole number')
  .min(0, 'Credits cannot be below 0')
  .max(1000);

/** What an admin enters for a subject; the curriculum is chosen by its code. */
export const SubjectFields = z.object({
  curriculumCode: RequiredText(200),
  subject: RequiredText(200),
  subjectInfo: RichText,
  startDate: CalendarDate,
  endDate: CalendarDate,
  minCredits: Credits,
  maxCredits: Credits,
  practicalSession: z.enum(PRACTICAL_SESSION, { error: messages.required }),
});

type SubjectRuleValues = Pick<z.infer<typeof SubjectFields>, 'startDate' | 'endDate' | 'minCredits' | 'maxCredits'>;

/** End not before start, max credits not below min (admin spec §5). */
export function subjectIssues(values: SubjectRuleValues): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const start = dayNumber(values.startDate);
  const end = dayNumber(values.endDate);
  if (start !== null && end !== null && end < start) issues.push({ path: 'endDate', message: messages.endBeforeStart });
  const credits = typeof values.minCredits === 'number' && typeof values.maxCredits === 'number';
  if (credits && values.maxCredits < values.minCredits)
    issues.push({ path: 'maxCredits', message: messages.maxCreditsBelowMin });
  return issues;
}

/**
 * A subject runs within its curriculum: from the curriculum's start date to its end date. The
 * form checks it against the chosen curriculum, the server against the stored one.
 */
export function subjectWithinCurriculumIssues(
  subject: { startDate: string; endDate: string },
  curriculum: { startDate: string; endDate: string },
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const [start, end] = [dayNumber(subject.startDate), dayNumber(subject.endDate)];
  const [first, last] = [dayNumber(curriculum.startDate), dayNumber(curriculum.endDate)];
  if (start !== null && first !== null && start < first)
    issues.push({ path: 'startDate', message: messages.subjectStartsBeforeCurriculum });
  if (end !== null && last !== null && end > last)
    issues.push({ path: 'endDate', message: messages.subjectEndsAfterCurriculum });
  return issues;
}

export const SubjectInput = SubjectFields.superRefine((values, ctx) => {
  for (const issue of subjectIssues(values))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type SubjectInput = z.input<typeof SubjectInput>;

export const SubjectDto = z.object({
  _id: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  subject: z.string(),
  subjectInfo: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  minCredits: z.number(),
  maxCredits: z.number(),
  practicalSession: z.string(),
  createDate: z.string(),
});
export type SubjectDto = z.infer<typeof SubjectDto>;

/** One chapter of a topic; every chapter needs a name and info ('All fields are mandatory'). */
export const ChapterInput = z.object({
  /** A chapter being edited keeps its id, so its video and reading files stay with it. */
  _id: z.string().max(100).optional(),
  chapter: z.string().trim().min(1, messages.allFieldsMandatory).max(200),
  chapterInfo: z.string().trim().min(1, messages.allFieldsMandatory).max(5000),
  /** The chapter's video as stored (set by attaching a video); only a video key is taken. */
  fileLocation: StoredKey('video').or(z.literal('')).nullable().optional(),
});

/** Chapter content: a topic of a subject with its chapters. */
export const CourseInput = z.object({
  curriculumCode: RequiredText(200),
  subject: RequiredText(200),
  topic: z.string({ error: messages.allFieldsMandatory }).trim().min(1, messages.allFieldsMandatory).max(200),
  topicInfo: RichText,
  chapters: z.array(ChapterInput).min(1, messages.allFieldsMandatory).max(100),
});
export type CourseInput = z.input<typeof CourseInput>;

export const ChapterDto = z.object({
  _id: z.string(),
  chapter: z.string(),
  chapterInfo: z.string(),
  /** The stored key, sent back unchanged when the topic is saved. */
  fileLocation: z.string().nullable(),
  /** A signed link to play the chapter's video (getCourse only, for the chapter view). */
  videoUrl: z.string().nullable().optional(),
});

/** A topic with its chapters and, read-only, the details of its subject (admin spec §3). */
export const CourseDto = z.object({
  _id: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  subject: z.string(),
  subjectInfo: z.string(),
  minCredits: z.number(),
  maxCredits: z.number(),
  practicalSession: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  topic: z.string(),
  topicInfo: z.string(),
  chapters: z.array(ChapterDto),
  createDate: z.string(),
});
export type CourseDto = z.infer<typeof CourseDto>;

const IdParams = z.object({ id: Identifier(100) });
const Message = { message: z.string() };

export const addSubject = endpoint({
  method: 'POST',
  path: '/addSubject',
  access: STAFF_ROLES,
  summary: 'Adds a subject to a curriculum',
  body: SubjectInput,
  response: ok({ ...Message, data: SubjectDto }),
});

export const updateSubject = endpoint({
  method: 'POST',
  path: '/updateSubject',
  access: STAFF_ROLES,
  summary: 'Updates a subject; a new name is carried to its chapter content and questions',
  body: z.object({ subjectId: z.string().min(1).max(100), updateData: SubjectInput }),
  response: ok({ ...Message, data: SubjectDto }),
});

export const subjectsList = endpoint({
  method: 'POST',
  path: '/subjectsList',
  access: STAFF_ROLES,
  summary: 'Subjects (of one curriculum when given), a page at a time; `all` for every one',
  body: listQuery(['subject', 'curriculum', 'startDate', 'createDate']).extend({
    curriculumCode: z.string().max(200).optional(),
  }),
  response: pagedList(SubjectDto),
});

export const getSubjectById = endpoint({
  method: 'POST',
  path: '/getSubjectById',
  access: STAFF_ROLES,
  summary: 'One subject',
  body: z.object({ subjectId: z.string().min(1).max(100) }),
  response: ok({ data: SubjectDto }),
});

export const deleteSubject = endpoint({
  method: 'POST',
  path: '/deleteSubject',
  access: STAFF_ROLES,
  summary: 'Deletes a subject with its chapter content and questions',
  body: z.object({ curriculum: RequiredText(200), curriculumCode: RequiredText(200), subject: RequiredText(200) }),
  response: ok(Message),
});

export const copySubject = endpoint({
  method: 'POST',
  path: '/copysubject/:id',
  access: STAFF_ROLES,
  summary: 'Copies a subject in its curriculum, as "subject (copy)"',
  params: IdParams,
  response: ok({ ...Message, data: SubjectDto }),
});

export const getAllCourse = endpoint({
  method: 'GET',
  path: '/getAllCourse',
  access: STAFF_ROLES,
  summary: 'Topics with their chapters, a page at a time; `all=true` for every one',
  query: listQuery(['topic', 'subject', 'curriculum', 'createDate']),
  response: pagedList(CourseDto),
});

export const createCourse = endpoint({
  method: 'POST',
  path: '/createCourse',
  access: STAFF_ROLES,
  summary: 'Adds a topic with its chapters to a subject',
  body: CourseInput,
  response: ok({ ...Message, data: CourseDto }),
});

export const updateCourse = endpoint({
  method: 'POST',
  path: '/updateCourse',
  access: STAFF_ROLES,
  summary: 'Replaces a topic and its chapters',
  body: z.object({ condition: z.object({ _id: z.string().min(1).max(100) }), updateData: CourseInput }),
  response: ok({ ...Message, data: CourseDto }),
});

export const getSubjectsForCourse = endpoint({
  method: 'POST',
  path: '/getSubjectsForCourse',
  access: STAFF_ROLES,
  summary: 'The subjects of a curriculum, for the admin forms',
  body: z.object({ curriculumCode: RequiredText(200) }),
  response: ok({ data: z.array(SubjectDto) }),
});

export const getCourse = endpoint({
  method: 'POST',
  path: '/getCourse',
  access: STAFF_ROLES,
  summary: 'One topic with its chapters',
  body: z.object({ _id: z.string().min(1).max(100) }),
  response: ok({ data: CourseDto }),
});

export const getSubjectinfo = endpoint({
  method: 'POST',
  path: '/getSubjectinfo',
  access: STAFF_ROLES,
  summary: "A subject's details, shown read-only on the chapter content form",
  body: z.object({ curriculumCode: RequiredText(200), subject: RequiredText(200) }),
  response: ok({ data: SubjectDto }),
});

export const getCourseTopics = endpoint({
  method: 'POST',
  path: '/getCourseTopics',
  access: STAFF_ROLES,
  summary: 'The topics of a subject with their chapter names, for the question form',
  body: z.object({ curriculumCode: RequiredText(200), subject: RequiredText(200) }),
  response: ok({ data: z.array(z.object({ _id: z.string(), topic: z.string(), chapters: z.array(z.string()) })) }),
});

export const copyChapter = endpoint({
  method: 'POST',
  path: '/copyChapter/:id',
  access: STAFF_ROLES,
  summary: 'Copies a topic with its chapters, as "topic (copy)"',
  params: IdParams,
  response: ok({ ...Message, data: CourseDto }),
});

export const deleteCourse = endpoint({
  method: 'POST',
  path: '/deleteCourse/:id',
  access: STAFF_ROLES,
  summary: 'Deletes a topic with its chapters',
  params: IdParams,
  response: ok(Message),
});

export const subjectEndpoints = [
  addSubject,
  updateSubject,
  subjectsList,
  getSubjectById,
  deleteSubject,
  copySubject,
] as const;
export const courseEndpoints = [
  getAllCourse,
  createCourse,
  updateCourse,
  getSubjectsForCourse,
  getCourse,
  getSubjectinfo,
  getCourseTopics,
  copyChapter,
  deleteCourse,
] as const;
