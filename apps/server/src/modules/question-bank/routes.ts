import { messages } from '@kaksha/contracts/messages';
import {
  addQuestion as addQuestionEndpoint,
  copyQuestions,
  deleteQuestion as deleteQuestionEndpoint,
  getQuestion,
  updateQuestion as updateQuestionEndpoint,
} from '@kaksha/contracts/question-bank';
import { presentPage } from '../../db/list-page.ts';
import { implement } from '../../http/implement.ts';
import { addQuestion } from './add-question.ts';
import { copyQuestion } from './copy-question.ts';
import { deleteQuestion } from './delete-question.ts';
import { presentQuestion } from './presenter.ts';
import { listQuestions } from './queries.ts';
import { updateQuestion } from './update-question.ts';

/** The question library: staff only (the contracts' access), since questions carry their answers. */
export const questionBankRoutes = [
  implement(addQuestionEndpoint, async ({ actor, body, deps }) => ({
    status: true,
    message: messages.questionAdded,
    data: presentQuestion(await addQuestion(deps.db, actor, body), deps.fileUrls),
  })),
  implement(updateQuestionEndpoint, async ({ actor, body, deps }) => ({
    status: true,
    message: messages.questionUpdated,
    data: presentQuestion(await updateQuestion(deps.db, actor, body.questionID, body.updateData), deps.fileUrls),
  })),
  implement(getQuestion, async ({ body, deps }) =>
    presentPage(await listQuestions(deps.db, body), (row) => presentQuestion(row, deps.fileUrls)),
  ),
  implement(copyQuestions, async ({ actor, params, deps }) => {
    const row = await copyQuestion(deps.db, actor, params.id);
    return { status: true, message: `Copied as ${row.questionId}`, data: presentQuestion(row, deps.fileUrls) };
  }),
  implement(deleteQuestionEndpoint, async ({ actor, params, deps }) => {
    await deleteQuestion(deps.db, actor, params.id);
    return { status: true, message: messages.questionDeleted };
  }),
];
