import type { TemplateDto } from '@kaksha/contracts';
import { EntityList } from '../../../components/entity-list.tsx';
import { useCopyTemplate, useTemplates } from '../../../features/assessments/admin-templates.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatListDate } from '../../../lib/dates.ts';

/** /admin/template: searchable by curriculum, subject or template name; copies are not copied again. */
export function TemplateList() {
  const templates = useTemplates();
  const copy = useCopyTemplate();
  return (
    <EntityList<TemplateDto>
      title="Template"
      searchPlaceholder="Search Curriculum/Subject/Name"
      addLabel="Add Template"
      addTo="/admin/add-template"
      rows={templates.data}
      error={templates.error ? errorMessage(templates.error) : null}
      rowKey={(row) => row.templateID}
      searchText={(row) => `${row.curriculum} ${row.curriculumCode} ${row.subject} ${row.templateName}`}
      columns={[
        { header: 'Template Name', render: (row) => row.templateName },
        { header: 'Template Type', render: (row) => row.templateType },
        { header: 'Curriculum', render: (row) => row.curriculum },
        { header: 'Subject', render: (row) => row.subject },
        { header: 'Questions', render: (row) => row.questions.length },
        { header: 'Create Date', render: (row) => formatListDate(row.createDate) },
      ]}
      editTo={(row) => `/admin/edit-template/${row.templateID}`}
      viewTo={(row) => `/admin/view-template/${row.templateID}`}
      copyName={(row) => row.templateName}
      copyActions={[{ label: 'Copy template', onCopy: (row) => copy.mutateAsync(row.templateID) }]}
      emptyText="No templates yet. Add one to reuse a set of questions."
    />
  );
}
