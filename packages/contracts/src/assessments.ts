import { z } from 'zod';
import { AssessmentFields, REVIEW_AFTER } from './assessment-rules.ts';
import { Email, UserId } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { listQuery, pagedList } from './list-query.ts';
import { messages } from './messages.ts';

const TestId = z.string().trim().min(1).max(100);
const CurriculumCode = z.string().trim().min(1).max(200);

/**
 * The assessment as every role sees it (admin spec §3, student spec §3 Assignment). `status` is the
 * caller's own: 1 once a student has submitted, else 0; for staff 0, or 2 for a draft (a copy not
 * yet scheduled, which only staff see: assessment-edits.ts DRAFT_STATUS). `startsAt`/`endsAt`
 * are the window as instants, so clients count down without time-zone arithmetic.
 */
export const AssessmentDto = z.object({
  _id: z.string(),
  testID: z.string(),
  assessmentName: z.string(),
  type: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  subject: z.string(),
  topic: z.string(),
  chapter: z.string(),
  startdate: z.string(),
  enddate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.number(),
  correctionMode: z.string(),
  assignmentMode: z.string(),
  maxQuestions: z.number(),
  optionalQuestions: z.number().nullable(),
  optQuestionMarks: z.number().nullable(),
  maxWeightage: z.number(),
  labSession: z.boolean(),
  assessmentType: z.string(),
  /** When students see their answers' marks and the correct options: 'submit' or 'close'. */
  reviewAfter: z.enum(REVIEW_AFTER),
  /** The questions of each student's paper (a drawn test: the number drawn). */
  totalQuestions: z.number(),
  /** A drawn test: how many of the template's questions each paper draws; null: all of them. */
  drawQuestions: z.number().nullable(),
  shuffleQuestions: z.boolean(),
  templateID: z.string().nullable(),
  /** Minutes from each student's own start; null: the window decides. */
  timeLimitMinutes: z.number().nullable(),
  /**
   * getAssignmentByID for a student only: the time this student has (their limit with their
   * multiplier and extra minutes, null when untimed) and the latest end of their window.
   */
  yourTime: z.object({ minutes: z.number().nullable(), until: z.string() }).optional(),
  createDate: z.string(),
  createdBy: z.string().nullable(),
});
export type AssessmentDto = z.infer<typeof AssessmentDto>;

/** A question frozen into a test, with its key: staff only. */
export const TestQuestionKeyDto = z.object({
  _id: z.string(),
  questionID: z.string(),
  questionType: z.string(),
  question: z.string(),
  questionmarks: z.number(),
  correctanswer: z.string(),
  answer1: z.string(),
  answer2: z.string(),
  answer3: z.string(),
  /** Wrong answers 4 to 7 (questions of five to eight options). */
  moreAnswers: z.array(z.string()),
});
export type TestQuestionKeyDto = z.infer<typeof TestQuestionKeyDto>;

/** The assessment form as sent: the fields and the chosen questions (admin spec §7). */
export const CreateAssessmentInput = AssessmentFields.extend({
  question_ids: z
    .array(z.object({ questionID: z.string().min(1).max(100) }))
    .max(500)
    .refine((ids) => ids.length > 0, messages.pleaseSelectQuestions),
  /** Sent by the spec's client; the server sets these itself. */
  createDate: z.string().max(100).optional(),
  createdBy: z.string().max(200).optional(),
  correctionMode: z.string().max(20).optional(),
});
export type CreateAssessmentInput = z.input<typeof CreateAssessmentInput>;

export const createAssessment = endpoint({
  method: 'POST',
  path: '/createAssessment',
  access: STAFF_ROLES,
  summary: 'Creates an assessment; its questions are frozen as they are now. correctionMode is set by the server',
  body: CreateAssessmentInput,
  response: ok({ message: z.string(), data: AssessmentDto }),
});

export const updateAssessment = endpoint({
  method: 'POST',
  path: '/updateAssessment',
  access: STAFF_ROLES,
  summary:
    "Edits an assessment under the creation rules, by the server's clock (assessment-edits.ts): before it opens every field and its questions (frozen again from the library or template); once open only a later end and reviewAfter; once closed only a later end. Saving a draft schedules it",
  body: CreateAssessmentInput.extend({ testID: TestId }),
  response: ok({ message: z.string(), data: AssessmentDto }),
});

export const copyAssessment = endpoint({
  method: 'POST',
  path: '/copyAssessment/:id',
  access: STAFF_ROLES,
  summary:
    'Copies an assessment (by testID) with its frozen questions as a draft (status 2): hidden from students and teachers until it is saved with its own dates',
  params: z.object({ id: TestId }),
  response: ok({ message: z.string(), data: AssessmentDto }),
});

export const getAssessmentsList = endpoint({
  method: 'POST',
  path: '/getAssessmentsList',
  access: STAFF_ROLES,
  summary: 'Assessments, newest first, a page at a time; `all` for every one',
  body: listQuery(['assessmentName', 'startDate', 'createDate']).optional(),
  response: pagedList(AssessmentDto),
});

export const getAssignmentByID = endpoint({
  method: 'POST',
  path: '/getAssignmentByID',
  access: ['student', 'teacher', ...STAFF_ROLES],
  summary:
    'One assessment (data[0]). Staff and its teachers also get the questions with their keys (testquestion[].testq[0]); students get none',
  body: z.object({ testID: TestId, curriculumCode: CurriculumCode }),
  response: ok({
    data: z.array(AssessmentDto),
    testquestion: z.array(z.object({ testq: z.array(TestQuestionKeyDto) })),
    /** The server's clock, so a countdown does not trust the device's. */
    serverTime: z.string(),
  }),
});

export const deleteAssessment = endpoint({
  method: 'POST',
  path: '/deleteAssessment',
  access: STAFF_ROLES,
  summary: 'Deletes an assessment no student has started (409 otherwise)',
  body: z.object({ testID: TestId }),
  response: ok({ message: z.string() }),
});

export const MeetingDto = z.object({
  _id: z.string(),
  curriculumCode: z.string(),
  email: z.string(),
  testId: z.string(),
  studentId: z.string(),
  joiUrl: z.string(),
  recordingUrl: z.string().nullable(),
  createDate: z.string(),
});
export type MeetingDto = z.infer<typeof MeetingDto>;

export const createMeeting = endpoint({
  method: 'POST',
  path: '/createMeeting',
  access: ['student'],
  summary: "The proctoring meeting of the caller's test: one room per student and test, made once",
  body: z.object({
    curriculumCode: CurriculumCode,
    testID: TestId,
    /** Sent by the spec's client; the caller comes from the token. */
    studentId: UserId.optional(),
    email: Email.optional(),
  }),
  response: ok({ data: z.object({ joinUrl: z.string() }) }),
});

export const getMeeting = endpoint({
  method: 'GET',
  path: '/getMeeting',
  access: STAFF_ROLES,
  summary: 'Every test meeting link, newest first (admin test-link)',
  response: ok({ data: z.array(MeetingDto) }),
});

export const assessmentEndpoints = [
  createAssessment,
  updateAssessment,
  copyAssessment,
  getAssessmentsList,
  getAssignmentByID,
  deleteAssessment,
  createMeeting,
  getMeeting,
] as const;
