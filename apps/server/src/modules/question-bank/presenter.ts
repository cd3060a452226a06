import type { QuestionDto } from '@kaksha/contracts/question-bank';
import type { QuestionImageFile, QuestionRow } from '../../db/schema/index.ts';
import type { UrlSigner } from '../../platform/storage/signed-urls.ts';
import { isQuestionCopy } from './question-rules.ts';

const image = (file: QuestionImageFile | null, urls: UrlSigner) =>
  file
    ? { fileName: file.fileName, location: file.location, url: urls.urlFor(file.location, file.fileName || undefined) }
    : null;

/** A question with its answers, for staff. Never use it for a student's answer. */
export function presentQuestion(row: QuestionRow, urls: UrlSigner): QuestionDto {
  return {
    _id: row.id,
    questionID: row.questionId,
    curriculum: row.curriculum,
    curriculumCode: row.curriculumCode,
    subject: row.subject,
    topic: row.topic,
    chapter: row.chapter,
    questionType: row.questionType,
    questionmarks: row.questionMarks,
    question: row.question,
    correctanswer: row.correctAnswer,
    answer1: row.answer1,
    answer2: row.answer2,
    answer3: row.answer3,
    image_correctanswer: image(row.imageCorrectAnswer, urls),
    image_answer1: image(row.imageAnswer1, urls),
    image_answer2: image(row.imageAnswer2, urls),
    image_answer3: image(row.imageAnswer3, urls),
    moreAnswers: row.moreAnswers.map((m) => ({ answer: m.text, image: image(m.image, urls) })),
    image_question: image(row.imageQuestion, urls),
    createDate: row.createDate.toISOString(),
    createdBy: row.createdBy,
    role: row.role,
    isCopy: isQuestionCopy(row),
  };
}
