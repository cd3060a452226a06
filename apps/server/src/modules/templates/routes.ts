import { messages } from '@kaksha/contracts/messages';
import {
  copyTemplates,
  createTemplate as createTemplateEndpoint,
  deleteTemplate as deleteTemplateEndpoint,
  getAlltemp,
  getTemplateQuestions,
  updateTemplate as updateTemplateEndpoint,
} from '@kaksha/contracts/templates';
import { presentPage } from '../../db/list-page.ts';
import { implement } from '../../http/implement.ts';
import { presentQuestion } from '../question-bank/index.ts';
import { copyTemplate, deleteTemplate } from './copy-template.ts';
import { presentTemplate } from './presenter.ts';
import { findTemplate, listTemplates, templateQuestions } from './queries.ts';
import { createTemplate, updateTemplate } from './save-template.ts';

/** Templates: staff only (the contracts' access), since they show questions with their answers. */
export const templateRoutes = [
  implement(getAlltemp, async ({ deps, query }) => presentPage(await listTemplates(deps.db, query), presentTemplate)),
  implement(getTemplateQuestions, async ({ body, deps }) => {
    const template = await findTemplate(deps.db, body.templateID);
    const questions = await templateQuestions(deps.db, template);
    return {
      status: true,
      templateData: [presentTemplate(template)],
      totalData: questions.map((row) => presentQuestion(row, deps.fileUrls)),
    };
  }),
  implement(createTemplateEndpoint, async ({ actor, body, deps }) => ({
    status: true,
    message: messages.templateCreated,
    data: presentTemplate(await createTemplate(deps.db, actor, body)),
  })),
  implement(updateTemplateEndpoint, async ({ actor, body, deps }) => ({
    status: true,
    message: messages.templateUpdated,
    data: presentTemplate(await updateTemplate(deps.db, actor, body.templateID, body)),
  })),
  implement(copyTemplates, async ({ actor, params, deps }) => ({
    status: true,
    message: messages.templateCopied,
    data: presentTemplate(await copyTemplate(deps.db, actor, params.id)),
  })),
  implement(deleteTemplateEndpoint, async ({ actor, body, deps }) => {
    await deleteTemplate(deps.db, actor, body.templateID);
    return { status: true, message: messages.templateDeleted };
  }),
];
