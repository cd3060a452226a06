import { z } from 'zod';
import { CorrectionMarks } from './assessment-rules.ts';
import { UserId } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { messages } from './messages.ts';

const CORRECTORS = ['teacher', ...STAFF_ROLES] as const;
const TestId = z.string().trim().min(1).max(100);
const QuestionId = z.string().trim().min(1).max(100);

/** How far marking of a question, or of a whole test, has come: "12 of 40 marked". */
export const MarkingProgress = z.object({ marked: z.number().int(), total: z.number().int() });
export type MarkingProgress = z.infer<typeof MarkingProgress>;

/** A written question of a test, with how many of its answers are marked. */
export const MarkingQuestionDto = z.object({
  questionID: z.string(),
  position: z.number().int(),
  question: z.string(),
  questionmarks: z.number(),
  progress: MarkingProgress,
});
export type MarkingQuestionDto = z.infer<typeof MarkingQuestionDto>;

/**
 * One student's answer to the question being marked. `label` ("Student 7") is what the screen
 * shows while names are hidden; its number is fixed per attempt and says nothing about the name.
 */
export const MarkingAnswerDto = z.object({
  userID: z.string(),
  label: z.string(),
  studentName: z.string(),
  response: z.string(),
  /** null while it waits for marks. */
  marks: z.number().nullable(),
  comment: z.string(),
});
export type MarkingAnswerDto = z.infer<typeof MarkingAnswerDto>;

export const QuestionMarkingDto = z.object({
  testID: z.string(),
  assessmentName: z.string(),
  curriculumCode: z.string(),
  /** Every written question of the test, in the test's order, for moving between them. */
  questions: z.array(MarkingQuestionDto),
  question: MarkingQuestionDto,
  answers: z.array(MarkingAnswerDto),
  /** Comments already written on this test's written answers, most used first, to pick again. */
  previousComments: z.array(z.string()),
  test: MarkingProgress,
});
export type QuestionMarkingDto = z.infer<typeof QuestionMarkingDto>;

export const getQuestionMarking = endpoint({
  method: 'POST',
  path: '/getQuestionMarking',
  access: CORRECTORS,
  summary:
    "Every submitted answer to one written question of a test, with its marks and comment, the test's written questions and progress",
  body: z.object({ testID: TestId, questionID: QuestionId.optional() }),
  response: ok({ data: QuestionMarkingDto }),
});

export const markAnswer = endpoint({
  method: 'POST',
  path: '/markAnswer',
  access: CORRECTORS,
  summary:
    "Marks one student's answer to one written question (0 to the question's marks) with a comment; the result is recomputed and final once the last written answer is marked",
  body: z.object({
    testID: TestId,
    questionID: QuestionId,
    userID: UserId,
    marks: CorrectionMarks,
    comment: z.string().max(5000).default(''),
  }),
  response: ok({
    message: z.string(),
    /** True when this mark made the student's result final (the student is told). */
    final: z.boolean(),
    question: MarkingProgress,
    test: MarkingProgress,
  }),
});

/** A closed test whose written answers are still unmarked after GRADING_DUE_DAYS. */
export const LateMarkingDto = z.object({
  testID: z.string(),
  assessmentName: z.string(),
  curriculumCode: z.string(),
  subject: z.string(),
  /** When the test closed (ISO instant); the screen shows it in the school's format. */
  endsAt: z.string(),
  unmarked: z.number().int(),
});
export type LateMarkingDto = z.infer<typeof LateMarkingDto>;

export const getLateMarking = endpoint({
  method: 'POST',
  path: '/getLateMarking',
  access: CORRECTORS,
  summary:
    "Tests closed more than GRADING_DUE_DAYS days ago with written answers still unmarked: a teacher's own subjects, or (staff) all",
  body: z.object({}).default({}),
  response: ok({ data: z.array(LateMarkingDto), dueDays: z.number().int() }),
});

/** A result before and after a regrade. */
export const RegradeScore = z.object({ achievedMarks: z.number().nullable(), grade: z.string().nullable() });

export const RegradeChangeDto = z.object({
  userID: z.string(),
  studentName: z.string(),
  before: RegradeScore,
  after: RegradeScore,
});
export type RegradeChangeDto = z.infer<typeof RegradeChangeDto>;

export const regradeQuestion = endpoint({
  method: 'POST',
  path: '/regradeQuestion',
  access: STAFF_ROLES,
  summary:
    'Corrects the key of one Multi question of a test: a dry run lists the students whose marks or grade change; applying recomputes them in one transaction, tells them and records it',
  body: z
    .object({
      testID: TestId,
      questionID: QuestionId,
      /** The new key: one of the question's four options, as written. */
      correctanswer: z.string().trim().min(1, messages.required).max(2000),
      dryRun: z.boolean().default(true),
      reason: z.string().trim().max(500).default(''),
    })
    .refine((body) => body.dryRun || body.reason.length > 0, {
      message: messages.regradeReasonRequired,
      path: ['reason'],
    }),
  response: ok({
    message: z.string(),
    applied: z.boolean(),
    /** Submitted attempts scored again. */
    checked: z.number().int(),
    changes: z.array(RegradeChangeDto),
  }),
});

export const markingEndpoints = [getQuestionMarking, markAnswer, getLateMarking, regradeQuestion] as const;
