import type { PendingQuestionDto } from '@kaksha/contracts/correction';
import type { LateMarkingDto, MarkingAnswerDto, MarkingProgress, MarkingQuestionDto } from '@kaksha/contracts/marking';
import type { AnswerRow, TestQuestionRow, UserRow } from '../../db/schema/index.ts';
import type { AnswerToMark, LateTest } from './queries.ts';

/** An answer as the correction screen shows it; a Multi answer's marks are full if valid, else 0. */
export function presentPendingQuestion({ answer, question, user }: AnswerToMark): PendingQuestionDto {
  const multi = question.questionType === 'Multi';
  return {
    _id: answer.id,
    questionID: question.questionId,
    questionType: question.questionType,
    question: question.question,
    answer1: question.answer1,
    answer2: question.answer2,
    answer3: question.answer3,
    moreAnswers: question.moreAnswers.map((m) => m.text),
    correctanswer: question.correctAnswer,
    response: answer.response,
    questionmarks: question.questionMarks,
    valid: answer.valid === true,
    acheivedMarks: multi ? (answer.valid ? question.questionMarks : 0) : 0,
    comments: answer.comments,
    userID: user.id,
    studentName: fullName(user),
  };
}

const fullName = (user: { firstName: string; middleName: string | null; lastName: string }) =>
  [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');

/** An answer as marking by question shows it: "Student 7" by its attempt's place, and the name. */
export function presentMarkingAnswer(
  { answer, user }: { answer: AnswerRow; user: UserRow },
  number: number,
): MarkingAnswerDto {
  return {
    userID: user.id,
    label: `Student ${number}`,
    studentName: fullName(user),
    response: answer.response,
    marks: answer.correctedAt ? (answer.achievedMarks ?? 0) : null,
    comment: answer.comments,
  };
}

/** A written question with its marking progress (none yet when no answer waits for it). */
export function presentMarkingQuestion(question: TestQuestionRow, progress?: MarkingProgress): MarkingQuestionDto {
  return {
    questionID: question.questionId,
    position: question.position,
    question: question.question,
    questionmarks: question.questionMarks,
    progress: progress ?? { marked: 0, total: 0 },
  };
}

/** A late test as the dashboards list it. */
export const presentLateTest = (test: LateTest): LateMarkingDto => ({
  testID: test.testId,
  assessmentName: test.assessmentName,
  curriculumCode: test.curriculumCode,
  subject: test.subject,
  endsAt: test.endsAt.toISOString(),
  unmarked: test.unmarked,
});
