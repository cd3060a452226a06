import {
  copyTemplates,
  createTemplate,
  deleteTemplate,
  getAlltemp,
  getTemplateQuestions,
  type TemplateInput,
  updateTemplate,
} from '@kaksha/contracts/templates';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';

/** Every template, newest first. */
export const useTemplates = () =>
  useEndpointQuery(getAlltemp, { query: { all: true } }, { select: (answer) => answer.data });

/** A template and its questions; `null` waits. */
export const useTemplateQuestions = (templateID: string | null | undefined) =>
  useEndpointQuery(getTemplateQuestions, templateID ? { body: { templateID } } : null, {
    select: (answer) => ({ template: answer.templateData[0], questions: answer.totalData }),
  });

const changesTemplates = [getAlltemp, getTemplateQuestions];

/** Creates (no id) or updates (templateID) a template. */
export const useSaveTemplate = (templateID: string | undefined) =>
  useEndpointMutation(
    (values: TemplateInput) =>
      templateID ? call(updateTemplate, { body: { ...values, templateID } }) : call(createTemplate, { body: values }),
    changesTemplates,
  );

export const useCopyTemplate = () =>
  useEndpointMutation(
    async (templateID: string) => (await call(copyTemplates, { params: { id: templateID } })).message,
    changesTemplates,
  );

// Only the list is refreshed: the open view of the deleted template would otherwise refetch,
// get 404 and leave for /not-found before the view closes itself.
export const useDeleteTemplate = () =>
  useEndpointMutation((templateID: string) => call(deleteTemplate, { body: { templateID } }), [getAlltemp]);
