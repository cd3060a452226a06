import { Table, Text, Title } from '@mantine/core';
import { EntityView } from '../../../components/entity-view.tsx';
import { htmlToText } from '../../../components/safe-html.tsx';
import { isNotFound, useNotFoundRedirect } from '../../../features/assessments/admin-not-found.ts';
import { useDeleteTemplate, useTemplateQuestions } from '../../../features/assessments/admin-templates.ts';
import { questionKind } from '../../../features/question-bank/question-kind.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatViewDate } from '../../../lib/dates.ts';

/** /admin/view-template/:id: the template and its questions, Delete and Close; unknown ids go to /not-found. */
export function TemplateView({ templateID }: { templateID: string }) {
  const { data, error } = useTemplateQuestions(templateID);
  const remove = useDeleteTemplate();
  const template = data?.template;

  useNotFoundRedirect(error);

  return (
    <EntityView
      title="View Template"
      closeTo="/admin/template"
      error={error && !isNotFound(error) ? errorMessage(error) : null}
      onDelete={template ? () => remove.mutateAsync(template.templateID) : undefined}
      editTo={template ? `/admin/edit-template/${template.templateID}` : undefined}
      fields={
        template && [
          { label: 'Template Name', value: template.templateName },
          { label: 'Template Type', value: template.templateType },
          { label: 'Curriculum', value: template.curriculum },
          { label: 'Subject', value: template.subject },
          { label: 'Topic', value: template.topic },
          { label: 'Chapter', value: template.chapter },
          { label: 'Create Date', value: formatViewDate(template.createDate) },
        ]
      }
    >
      {data && (
        <>
          <Title order={3} size="h5">
            Questions ({data.questions.length})
          </Title>
          {data.questions.length === 0 ? (
            <Text c="dimmed">The questions of this template are no longer in the library.</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table striped verticalSpacing="xs" aria-label="Template questions">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>ID</Table.Th>
                    <Table.Th>Question</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th ta="right">Marks</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.questions.map((q) => (
                    <Table.Tr key={q.questionID}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{q.questionID}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{htmlToText(q.question)}</Table.Td>
                      <Table.Td>{questionKind(q)}</Table.Td>
                      <Table.Td ta="right">{q.questionmarks}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </EntityView>
  );
}
