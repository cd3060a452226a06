import { z } from 'zod';
import { TEST_TYPES } from './assessment-rules.ts';
import { fieldError } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { listQuery, pagedList } from './list-query.ts';
import { messages } from './messages.ts';
import { QuestionDto } from './question-bank.ts';
import { hasRefusedCharacters } from './text.ts';

const QuestionIdList = z
  .array(z.string().min(1).max(100))
  .max(500)
  .refine((ids) => ids.length > 0, messages.pleaseSelectQuestions)
  .refine((ids) => new Set(ids).size === ids.length, 'A question is chosen twice');

/** The template form (admin spec §4): a named set of library questions of one curriculum and subject. */
export const TemplateInput = z.object({
  templateName: z.string({ error: fieldError }).trim().min(1, messages.required).max(200),
  templateType: z.enum(TEST_TYPES, { error: messages.required }),
  curriculumCode: z.string({ error: fieldError }).trim().min(1, messages.required).max(200),
  subject: z.string({ error: fieldError }).trim().min(1, messages.required).max(200),
  topic: z.string().trim().max(200).default(''),
  chapter: z.string().trim().max(200).default(''),
  /** questionIDs (Q1001...) of the chosen library questions. */
  questions: QuestionIdList,
});
export type TemplateInput = z.input<typeof TemplateInput>;

export const TemplateDto = z.object({
  _id: z.string(),
  templateID: z.string(),
  templateName: z.string(),
  templateType: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  subject: z.string(),
  topic: z.string(),
  chapter: z.string(),
  questions: z.array(z.string()),
  createDate: z.string(),
  createdBy: z.string().nullable(),
  updateDate: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TemplateDto = z.infer<typeof TemplateDto>;

const TemplateId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((v) => !hasRefusedCharacters(v, false), messages.controlCharacters);

export const getAlltemp = endpoint({
  method: 'GET',
  path: '/getAlltemp',
  access: STAFF_ROLES,
  summary: 'Templates, newest first, a page at a time; `all=true` for every one',
  query: listQuery(['templateName', 'subject', 'createDate']),
  response: pagedList(TemplateDto),
});

export const getTemplateQuestions = endpoint({
  method: 'POST',
  path: '/getTemplateQuestions',
  access: STAFF_ROLES,
  summary: 'A template (templateData[0]) and its questions (totalData); 404 when it does not exist',
  body: z.object({ templateID: TemplateId }),
  response: ok({ templateData: z.array(TemplateDto), totalData: z.array(QuestionDto) }),
});

export const createTemplate = endpoint({
  method: 'POST',
  path: '/createTemplate',
  access: STAFF_ROLES,
  summary: 'Creates a template from library questions of its curriculum and subject',
  body: TemplateInput,
  response: ok({ message: z.string(), data: TemplateDto }),
});

export const updateTemplate = endpoint({
  method: 'POST',
  path: '/updateTemplate',
  access: STAFF_ROLES,
  summary: 'Updates a template',
  body: TemplateInput.extend({ templateID: TemplateId }),
  response: ok({ message: z.string(), data: TemplateDto }),
});

export const copyTemplates = endpoint({
  method: 'POST',
  path: '/copyTemplates/:id',
  access: STAFF_ROLES,
  summary: 'Copies a template (by templateID); a copy of a copy is refused with 409',
  params: z.object({ id: TemplateId }),
  response: ok({ message: z.string(), data: TemplateDto }),
});

export const deleteTemplate = endpoint({
  method: 'POST',
  path: '/deleteTemplate',
  access: STAFF_ROLES,
  summary: 'Deletes a template; assessments made from it keep their own questions',
  body: z.object({ templateID: TemplateId }),
  response: ok({ message: z.string() }),
});

export const templateEndpoints = [
  getAlltemp,
  getTemplateQuestions,
  createTemplate,
  updateTemplate,
  copyTemplates,
  deleteTemplate,
] as const;
