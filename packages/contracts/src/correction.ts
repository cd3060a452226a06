import { z } from 'zod';
import { CorrectionMarks } from './assessment-rules.ts';
import { AssessmentDto } from './assessments.ts';
import { UserId } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';

const CORRECTORS = ['teacher', ...STAFF_ROLES] as const;
const TestId = z.string().trim().min(1).max(100);

/** Pending question (student spec §3): one student's answer awaiting a teacher's marks. */
export const PendingQuestionDto = z.object({
  _id: z.string(),
  questionID: z.string(),
  questionType: z.string(),
  question: z.string(),
  answer1: z.string(),
  answer2: z.string(),
  answer3: z.string(),
  /** Wrong answers 4 to 7 (questions of five to eight options). */
  moreAnswers: z.array(z.string()),
  correctanswer: z.string(),
  response: z.string(),
  questionmarks: z.number(),
  valid: z.boolean(),
  acheivedMarks: z.number(),
  comments: z.string(),
  /** The student. */
  userID: z.string(),
  studentName: z.string(),
});
export type PendingQuestionDto = z.infer<typeof PendingQuestionDto>;

export const fetchAssignments = endpoint({
  method: 'POST',
  path: '/fetchAssignments',
  access: CORRECTORS,
  summary: "Assessments of the teacher's curriculum and subject (staff: of the given ones)",
  body: z.object({
    curriculumCode: z.string().trim().min(1).max(200),
    subject: z.string().trim().max(200).optional(),
    /** Sent by the spec's client; the teacher comes from the token. */
    userID: UserId.optional(),
  }),
  response: ok({ data: z.object({ data: z.array(AssessmentDto) }) }),
});

export const fetchAssignmentsById = endpoint({
  method: 'POST',
  path: '/fetchAssignmentsById',
  access: CORRECTORS,
  summary: "One assessment to correct (data.data[0]); 404 outside the teacher's curriculum and subject",
  body: z.object({ curriculumCode: z.string().trim().min(1).max(200), testID: TestId }),
  response: ok({ data: z.object({ data: z.array(AssessmentDto) }) }),
});

export const getPendingQuestions = endpoint({
  method: 'POST',
  path: '/getPendingQuestions',
  access: CORRECTORS,
  summary: 'Submitted answers of a test still awaiting correction, optionally of one student (userID)',
  body: z.object({ testID: TestId, userID: UserId.optional() }),
  response: ok({ data: z.object({ data: z.array(PendingQuestionDto) }) }),
});

export const testSubmitByTeacher = endpoint({
  method: 'POST',
  path: '/testSubmitByTeacher',
  access: CORRECTORS,
  summary: "Stores a teacher's marks and comments for one student's answers and recomputes the result on the server",
  body: z.object({
    globalInfo: z.object({ testID: TestId }).passthrough(),
    transaction: z
      .array(
        z
          .object({
            _id: z.string().min(1).max(100),
            acheivedMarks: CorrectionMarks,
            comments: z.string().max(5000).default(''),
          })
          .passthrough(),
      )
      .min(1)
      .max(500),
    /** The spec's client sends a whole result; only the student is read from it. */
    result: z.object({ userID: UserId.optional(), studentId: UserId.optional() }).passthrough(),
  }),
  response: ok({ message: z.string() }),
});

export const correctionEndpoints = [
  fetchAssignments,
  fetchAssignmentsById,
  getPendingQuestions,
  testSubmitByTeacher,
] as const;
