import { z } from 'zod';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { pageQuery } from './list-query.ts';
import { messages } from './messages.ts';

/** Staff and the test's teachers (a teacher of another subject gets 404). */
const TEST_READERS = ['teacher', ...STAFF_ROLES] as const;
const TestId = z.string().trim().min(1).max(100);
const CurriculumCode = z.string().trim().min(1).max(200);
const Subject = z.string().trim().max(200);
/** A name or e-mail to look for; empty means everyone. */
const Search = z.string().trim().max(200);

/** A number that could not be computed (one attempt, no spread) is null; the screens show "–". */
const Stat = z.number().nullable();

export const ITEM_FLAGS = ['hard', 'easy', 'lowDiscrimination'] as const;
/** Why a question is flagged for review (Moodle's report highlights the same). */
export const ITEM_FLAG_LABELS: Record<(typeof ITEM_FLAGS)[number], string> = {
  hard: 'Very hard (facility below 0.2)',
  easy: 'Very easy (facility above 0.9)',
  lowDiscrimination: 'Low discrimination (below 0.2)',
};

/** The test a statistics page or a marks table is about. */
export const StatisticsTestDto = z.object({
  testID: z.string(),
  assessmentName: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  subject: z.string(),
  startdate: z.string(),
  enddate: z.string(),
  assignmentMode: z.string(),
  optionalQuestions: z.number().nullable(),
  maxWeightage: z.number(),
});
export type StatisticsTestDto = z.infer<typeof StatisticsTestDto>;

export const QuestionStatisticsDto = z.object({
  /** 1, 2, 3... as the test orders its questions. */
  position: z.number(),
  questionID: z.string(),
  /** The question's rich text (sanitised when it was written). */
  question: z.string(),
  questionType: z.string(),
  questionmarks: z.number(),
  attempts: z.number(),
  unanswered: z.number(),
  /** Mean of score / marks, 0 to 1. */
  facility: Stat,
  sd: Stat,
  /** Correlation of the question's score with the rest of the test, −1 to 1. */
  discrimination: Stat,
  /** Multi questions: how many chose each option (the key marked); null for written ones. */
  options: z.array(z.object({ option: z.string(), correct: z.boolean(), count: z.number() })).nullable(),
  flags: z.array(z.enum(ITEM_FLAGS)),
});
export type QuestionStatisticsDto = z.infer<typeof QuestionStatisticsDto>;

export const TestSummaryDto = z.object({
  /** Attempts counted: submitted, every answer marked. */
  count: z.number(),
  /** Submitted attempts still waiting for a teacher's marks: not counted yet. */
  pending: z.number(),
  /** The sum of the questions' marks: the scale of the scores here. */
  maxScore: z.number(),
  mean: Stat,
  median: Stat,
  sd: Stat,
  min: Stat,
  max: Stat,
  /** Cronbach's alpha (KR-20 when every question is right or wrong). */
  alpha: Stat,
  /** Standard error of measurement: SD · √(1 − alpha). */
  sem: Stat,
  histogram: z.array(z.object({ fromPercent: z.number(), toPercent: z.number(), count: z.number() })),
});
export type TestSummaryDto = z.infer<typeof TestSummaryDto>;

export const TestStatisticsDto = z.object({
  test: StatisticsTestDto,
  summary: TestSummaryDto,
  questions: z.array(QuestionStatisticsDto),
});
export type TestStatisticsDto = z.infer<typeof TestStatisticsDto>;

export const getTestStatistics = endpoint({
  method: 'POST',
  path: '/getTestStatistics',
  access: TEST_READERS,
  summary:
    "Item analysis of a test over its marked attempts: per question facility, discrimination and options chosen; for the test count, mean, median, SD, alpha, SEM and a histogram. 404 outside a teacher's subject",
  body: z.object({ testID: TestId }),
  response: ok({ data: TestStatisticsDto }),
});

/** One student's row of a test's marks table. */
export const TestMarksRowDto = z.object({
  userID: z.string(),
  studentName: z.string(),
  email: z.string(),
  submittedAt: z.string(),
  /** False while a written answer waits for marks: marks of those answers, total and grade are null. */
  corrected: z.boolean(),
  /** Each question's marks, in the questions' order. */
  marks: z.array(z.number().nullable()),
  achievedMarks: z.number().nullable(),
  totalMarks: z.number(),
  percentage: z.number().nullable(),
  grade: z.string().nullable(),
});
export type TestMarksRowDto = z.infer<typeof TestMarksRowDto>;

export const TestMarksDto = z.object({
  test: StatisticsTestDto,
  questions: z.array(
    z.object({ position: z.number(), questionID: z.string(), questionType: z.string(), questionmarks: z.number() }),
  ),
  students: z.array(TestMarksRowDto),
});
export type TestMarksDto = z.infer<typeof TestMarksDto>;

export const getTestMarks = endpoint({
  method: 'POST',
  path: '/getTestMarks',
  access: TEST_READERS,
  summary: "Every student who submitted a test, with each question's marks, total, percentage and grade",
  body: z.object({ testID: TestId }),
  response: ok({ data: TestMarksDto }),
});

export const GradebookQuery = z
  .object({
    curriculumCode: CurriculumCode,
    /** Only this subject's tests; empty for all. */
    subject: Subject.default(''),
    search: Search.default(''),
  })
  // A page of students, by name (the screen's): a school's curriculum can hold thousands, too many
  // rows to draw at once. Without `page`, every student (the files, and callers that page nothing).
  .extend(pageQuery.shape);

export const GRADEBOOK_CELL_STATES = ['final', 'pending', 'notTaken'] as const;

export const GradebookDto = z.object({
  curriculum: z.string(),
  curriculumCode: z.string(),
  /** Students matching the search, on every page. */
  total: z.number().int().min(0),
  /** The page answered and its size; the whole list is page 1 of `total`. */
  page: z.number().int().min(1),
  pageSize: z.number().int().min(0),
  tests: z.array(
    z.object({ testID: z.string(), assessmentName: z.string(), subject: z.string(), totalMarks: z.number() }),
  ),
  students: z.array(
    z.object({
      userID: z.string(),
      studentName: z.string(),
      email: z.string(),
      /** One cell per test, in the tests' order. */
      cells: z.array(
        z.object({
          state: z.enum(GRADEBOOK_CELL_STATES),
          achievedMarks: z.number().nullable(),
          grade: z.string().nullable(),
        }),
      ),
      /** Over the tests with a final result (an empty cell is left out, as Moodle does). */
      achievedMarks: z.number(),
      totalMarks: z.number(),
      percentage: z.number().nullable(),
      grade: z.string().nullable(),
    }),
  ),
});
export type GradebookDto = z.infer<typeof GradebookDto>;

export const getGradebook = endpoint({
  method: 'POST',
  path: '/getGradebook',
  access: STAFF_ROLES,
  summary: "A curriculum's students x tests: each result, and totals with percentage and grade",
  body: GradebookQuery,
  response: ok({ data: GradebookDto }),
});

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** A file as an answer: CSV as text (UTF-8 with a byte-order mark), XLSX in base64. */
export const ResultsFileDto = z.object({
  fileName: z.string(),
  format: z.enum(EXPORT_FORMATS),
  mediaType: z.string(),
  /** The CSV's text, or the XLSX's bytes in base64. */
  content: z.string(),
});
export type ResultsFileDto = z.infer<typeof ResultsFileDto>;

export const ExportResultsBody = z
  .object({
    testID: TestId.optional(),
    curriculumCode: CurriculumCode.optional(),
    subject: Subject.default(''),
    search: Search.default(''),
    format: z.enum(EXPORT_FORMATS).default('csv'),
  })
  .refine((body) => (body.testID === undefined) !== (body.curriculumCode === undefined), {
    message: messages.exportTestOrCurriculum,
    path: ['testID'],
  });

export const exportResults = endpoint({
  method: 'POST',
  path: '/exportResults',
  access: TEST_READERS,
  summary:
    "A test's marks per question ({testID}: staff and its teachers) or a curriculum's gradebook ({curriculumCode}: staff), as CSV or XLSX",
  body: ExportResultsBody,
  response: ok({ data: ResultsFileDto }),
});

export const statisticsEndpoints = [getTestStatistics, getTestMarks, getGradebook, exportResults] as const;
