import type { AccommodationDto } from '@kaksha/contracts/accommodations';
import type { ResultDto, StudentQuestionDto } from '@kaksha/contracts/test-taking';
import { optionsOfRow } from '../../db/question-options.ts';
import type { AnswerRow, AssessmentRow, QuestionImageFile, ResultRow, TestQuestionRow } from '../../db/schema/index.ts';
import type { UrlSigner } from '../../platform/storage/signed-urls.ts';
import { orderOptions } from './option-order.ts';
import type { AccommodationLine } from './queries.ts';
import { countedAnswers } from './scoring.ts';

/**
 * A question as a student gets it: never the key. A Multi question's 2 to 8 answers come as options
 * in the order fixed by the attempt's seed; image links carry no original file name.
 */
export function presentStudentQuestion(row: TestQuestionRow, seed: string, urls: UrlSigner): StudentQuestionDto {
  const image = (file: QuestionImageFile | null) => (file ? urls.urlFor(file.location) : null);
  const options =
    row.questionType === 'Multi'
      ? orderOptions(
          seed,
          row.questionId,
          optionsOfRow(row).map((o) => ({ text: o.text, imageUrl: image(o.image) })),
        )
      : [];
  return {
    _id: row.id,
    questionID: row.questionId,
    question: row.question,
    questionType: row.questionType,
    questionmarks: row.questionMarks,
    options,
    imageUrl: image(row.imageQuestion),
  };
}

/** When the reader may see the marks: the review time and whether it has come for them. */
export interface ResultReview {
  opensAt: Date;
  open: boolean;
}

/**
 * A result with each question's answer. Before the review opens for the reader, no marks, grade,
 * counts, comments or correct options leave the server: only that it is submitted and when the
 * review opens. Marks per answer come once the result is final.
 */
export function presentResult(
  test: AssessmentRow,
  result: ResultRow,
  questions: readonly TestQuestionRow[],
  given: readonly AnswerRow[],
  review: ResultReview,
): ResultDto {
  const byQuestion = new Map(given.map((a) => [a.questionId, a]));
  const shown = review.open;
  const optional = test.assignmentMode === 'Optional';
  // Which answers made the marks: the same choice the scoring made, from the stored marks.
  const counted =
    shown && optional && result.corrected
      ? new Set(
          countedAnswers(
            test,
            questions.map((q) => ({
              questionId: q.questionId,
              valid: byQuestion.get(q.questionId)?.valid ?? false,
              achievedMarks: byQuestion.get(q.questionId)?.achievedMarks ?? 0,
            })),
          ).map((a) => a.questionId),
        )
      : null;
  const achievedMarks = shown ? result.achievedMarks : null;
  return {
    testID: test.testId,
    userID: result.userId,
    assessmentName: test.assessmentName,
    curriculum: test.curriculum,
    subject: test.subject,
    type: test.type,
    startdate: test.startDate,
    enddate: test.endDate,
    correctionMode: test.correctionMode,
    corrected: result.corrected,
    achievedMarks,
    totalMarks: result.totalMarks,
    grade: shown ? result.grade : null,
    correctAnsweredQues: shown ? result.correctAnsweredQues : null,
    wrongAnsweredQues: shown ? result.wrongAnsweredQues : null,
    totalQuestions: result.totalQuestions,
    percentage:
      achievedMarks !== null && result.totalMarks > 0
        ? Math.round((achievedMarks / result.totalMarks) * 10_000) / 100
        : null,
    optionalQuestions: optional ? test.optionalQuestions : null,
    submittedAt: result.submittedAt.toISOString(),
    reviewAfter: test.reviewAfter,
    reviewOpensAt: review.opensAt.toISOString(),
    reviewOpen: shown,
    answers: questions.map((q) => {
      const a = byQuestion.get(q.questionId);
      return {
        questionID: q.questionId,
        question: q.question,
        questionType: q.questionType,
        questionmarks: q.questionMarks,
        response: a?.response ?? '',
        acheivedMarks: shown && result.corrected ? (a?.achievedMarks ?? 0) : null,
        comments: shown ? (a?.comments ?? '') : '',
        correctanswer: shown && q.questionType === 'Multi' ? q.correctAnswer : null,
        counted: counted ? counted.has(q.questionId) : null,
      };
    }),
  };
}

/** A student's line of a test's extra-time list: what they have and their attempt's own end. */
export function presentAccommodation(line: AccommodationLine): AccommodationDto {
  return {
    userID: line.userId,
    name: [line.firstName, line.lastName].filter(Boolean).join(' '),
    email: line.email,
    timeMultiplier: line.timeMultiplier,
    extraMinutes: line.extraMinutes,
    endsAt: line.personalEndsAt?.toISOString() ?? null,
    attempt:
      line.startedAt && line.attemptEndsAt
        ? {
            startedAt: line.startedAt.toISOString(),
            endsAt: line.attemptEndsAt.toISOString(),
            submitted: line.submittedAt !== null,
          }
        : null,
  };
}
