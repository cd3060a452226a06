import { z } from 'zod';
import { REVIEW_AFTER } from './assessment-rules.ts';
import { AssessmentDto } from './assessments.ts';
import { UserId } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';

const TestId = z.string().trim().min(1).max(100);
/** A written or chosen answer. Rich text for Text questions, an option's text for Multi. */
export const AnswerText = z.string().max(20_000);

/**
 * A test question as a student receives it (student spec §3, Question): never the key. A Multi
 * question's 2 to 8 answers come as `options` in an order fixed per student, so no position gives
 * the correct one away.
 */
export const StudentQuestionDto = z.object({
  _id: z.string(),
  questionID: z.string(),
  question: z.string(),
  questionType: z.string(),
  questionmarks: z.number(),
  options: z.array(z.object({ text: z.string(), imageUrl: z.string().nullable() })),
  /** The question's own image, if it has one. */
  imageUrl: z.string().nullable(),
});
export type StudentQuestionDto = z.infer<typeof StudentQuestionDto>;

/** An answer the server holds, with the revision it was saved at. */
export const SavedAnswerDto = z.object({ questionID: z.string(), response: z.string(), revision: z.number() });
export type SavedAnswerDto = z.infer<typeof SavedAnswerDto>;

/**
 * The caller's attempt: the server's clock decides when it ends. `endsAt` is the student's own
 * (the window, the test's time limit, their multiplier and extra time); it moves later when staff
 * give extra time while it runs (the ATTEMPT_DEADLINE_EVENT of accommodations.ts).
 */
export const AttemptDto = z.object({
  startedAt: z.string(),
  endsAt: z.string(),
  /** Minutes the student has from their start (limit x multiplier + extra); null: the window decides. */
  allowedMinutes: z.number().nullable(),
  /** The latest the attempt can end: the student's window end. */
  windowEndsAt: z.string(),
  serverTime: z.string(),
  submitted: z.boolean(),
  answers: z.array(SavedAnswerDto),
});
export type AttemptDto = z.infer<typeof AttemptDto>;

/**
 * Result (student spec §3), with the grade and, once corrected, each answer's marks and comment.
 * A student sees marks, grade, counts, comments and correct options only from `reviewOpensAt`
 * (their submit, or the test's close: the assessment's reviewAfter); before it they are null or
 * empty. Teachers and staff always see everything.
 */
export const ResultDto = z.object({
  testID: z.string(),
  userID: z.string(),
  assessmentName: z.string(),
  curriculum: z.string(),
  subject: z.string(),
  type: z.string(),
  startdate: z.string(),
  enddate: z.string(),
  correctionMode: z.string(),
  /** False while a teacher still has to correct written answers: marks are not final. */
  corrected: z.boolean(),
  achievedMarks: z.number().nullable(),
  totalMarks: z.number(),
  grade: z.string().nullable(),
  correctAnsweredQues: z.number().nullable(),
  wrongAnsweredQues: z.number().nullable(),
  totalQuestions: z.number(),
  /** achievedMarks / totalMarks × 100 (two decimals), when the marks are shown; else null. */
  percentage: z.number().nullable(),
  /** Optional mode: how many of the best answers count (N); null in other modes. */
  optionalQuestions: z.number().nullable(),
  submittedAt: z.string(),
  reviewAfter: z.enum(REVIEW_AFTER),
  /** The instant from which the student sees marks and answers. */
  reviewOpensAt: z.string(),
  /** False while the student may not see marks yet: the marks fields are null. */
  reviewOpen: z.boolean(),
  answers: z.array(
    z.object({
      questionID: z.string(),
      question: z.string(),
      questionType: z.string(),
      questionmarks: z.number(),
      response: z.string(),
      acheivedMarks: z.number().nullable(),
      comments: z.string(),
      /** Multi questions, once the review is open: the correct option; else null. */
      correctanswer: z.string().nullable(),
      /** Optional mode, once the marks are final and shown: whether this answer is one of the best N that counted; else null. */
      counted: z.boolean().nullable(),
    }),
  ),
});
export type ResultDto = z.infer<typeof ResultDto>;

export const getAssignments = endpoint({
  method: 'POST',
  path: '/getAssignments',
  access: ['student'],
  summary: "The assessments of the caller's curricula (one code or a list), optionally only lab sessions",
  body: z.object({
    curriculumCode: z.union([z.string().trim().min(1).max(200), z.array(z.string().trim().min(1).max(200)).max(50)]),
    labSession: z.boolean().optional(),
  }),
  response: ok({ data: z.array(AssessmentDto) }),
});

export const getTestQuesList = endpoint({
  method: 'POST',
  path: '/getTestQuesList',
  access: ['student'],
  summary: "Starts (or resumes) the caller's attempt while the test is open and returns its questions without keys",
  body: z.object({ testID: TestId }),
  response: ok({ data: z.array(StudentQuestionDto), attempt: AttemptDto }),
});

export const saveTestAnswer = endpoint({
  method: 'POST',
  path: '/saveTestAnswer',
  access: ['student'],
  summary:
    'Saves one answer of an open attempt. Idempotent: a save with a revision not above the stored one changes nothing',
  body: z.object({
    testID: TestId,
    questionID: z.string().trim().min(1).max(100),
    response: AnswerText,
    /** Grows with every change the student makes to this answer; resends carry the same number. */
    revision: z.number().int().min(1).max(1_000_000_000),
  }),
  response: ok({ questionID: z.string(), revision: z.number(), savedAt: z.string() }),
});

export const testSubmit = endpoint({
  method: 'POST',
  path: '/testSubmit',
  access: ['student'],
  summary:
    'Submits the attempt once; the server scores it. A score or result sent by the client is ignored; a second submit changes nothing',
  body: z.object({
    globalInfo: z.object({ testID: TestId }).passthrough(),
    /** The last answers, saved like saveTestAnswer before the attempt closes. */
    transaction: z
      .array(
        z
          .object({
            questionID: z.string().min(1).max(100),
            response: AnswerText,
            revision: z.number().int().min(1).optional(),
          })
          .passthrough(),
      )
      .max(500)
      .default([]),
    /** Sent by the spec's client and ignored: the server computes the result. */
    result: z.unknown().optional(),
  }),
  response: ok({ message: z.string(), data: ResultDto }),
});

const ResultQuery = z.object({ testID: TestId, userID: UserId });

export const getAssignmentsResult = endpoint({
  method: 'POST',
  path: '/getAssignmentsResult',
  access: ['student', 'teacher', ...STAFF_ROLES],
  summary: "A student's result of a test (data null before it exists). Students read only their own",
  body: ResultQuery,
  response: ok({ data: ResultDto.nullable() }),
});

export const getResult = endpoint({
  method: 'POST',
  path: '/getResult',
  access: ['student', 'teacher', ...STAFF_ROLES],
  summary: 'The same result, as the test-result page asks for it',
  body: ResultQuery,
  response: ok({ data: ResultDto.nullable() }),
});

export const testTakingEndpoints = [
  getAssignments,
  getTestQuesList,
  saveTestAnswer,
  testSubmit,
  getAssignmentsResult,
  getResult,
] as const;
