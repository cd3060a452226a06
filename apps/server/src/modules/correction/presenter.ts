import type { PendingQuestionDto } from '@kaksha/contracts/correction';
import type { AnswerToMark } from './queries.ts';

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
    studentName: [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' '),
  };
}
