import type { ResultDto, StudentQuestionDto } from '@kaksha/contracts';
import type { AnswerRow, AssessmentRow, QuestionImageFile, ResultRow, TestQuestionRow } from '../../db/schema/index.ts';
import type { UrlSigner } from '../../platform/storage/signed-urls.ts';
import { orderOptions } from './option-order.ts';

/**
 * A question as a student gets it: never the key. A Multi question's four answers come as options
 * in the order fixed by the attempt's seed; image links carry no original file name.
 */
export function presentStudentQuestion(row: TestQuestionRow, seed: string, urls: UrlSigner): StudentQuestionDto {
  const image = (file: QuestionImageFile | null) => (file ? urls.urlFor(file.location) : null);
  const options =
    row.questionType === 'Multi'
      ? orderOptions(seed, row.questionId, [
          { text: row.correctAnswer, imageUrl: image(row.imageCorrectAnswer) },
          { text: row.answer1, imageUrl: image(row.imageAnswer1) },
          { text: row.answer2, imageUrl: image(row.imageAnswer2) },
          { text: row.answer3, imageUrl: image(row.imageAnswer3) },
        ])
      : [];
  return {
    _id: row.id,
    questionID: row.questionId,
    question: row.question,
    questionType: row.questionType,
    questionmarks: row.questionMarks,
    options,
  };
}

/** A result with each question's answer; marks per answer only once the result is final. */
export function presentResult(
  test: AssessmentRow,
  result: ResultRow,
  questions: readonly TestQuestionRow[],
  given: readonly AnswerRow[],
): ResultDto {
  const byQuestion = new Map(given.map((a) => [a.questionId, a]));
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
    achievedMarks: result.achievedMarks,
    totalMarks: result.totalMarks,
    grade: result.grade,
    correctAnsweredQues: result.correctAnsweredQues,
    wrongAnsweredQues: result.wrongAnsweredQues,
    totalQuestions: result.totalQuestions,
    submittedAt: result.submittedAt.toISOString(),
    answers: questions.map((q) => {
      const a = byQuestion.get(q.questionId);
      return {
        questionID: q.questionId,
        question: q.question,
        questionType: q.questionType,
        questionmarks: q.questionMarks,
        response: a?.response ?? '',
        acheivedMarks: result.corrected ? (a?.achievedMarks ?? 0) : null,
        comments: a?.comments ?? '',
      };
    }),
  };
}
