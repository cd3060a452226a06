import type { TemplateDto } from '@kaksha/contracts/templates';
import { EntityList, pagedRows } from '../../../components/entity-list.tsx';
import { useServerList } from '../../../components/use-server-list.ts';
import { useCopyTemplate } from '../../../features/assessments/admin-templates.ts';
import { useTemplatePage } from '../../../features/assessments/use-assessment-pages.ts';
import { formatListDate } from '../../../lib/dates.ts';

/** /admin/template: searchable by curriculum, subject or template name; copies are not copied again. */
export function TemplateList() {
  const list = useServerList();
  const templates = useTemplatePage(list.request);
  const copy = useCopyTemplate();
  return (
    <EntityList<TemplateDto>
      title="Template"
      searchPlaceholder="Search Curriculum/Subject/Name"
      addLabel="Add Template"
      addTo="/admin/add-template"
      server={list}
      {...pagedRows(templates)}
      rowKey={(row) => row.templateID}
      columns={[
        { header: 'Template Name', sort: 'templateName', render: (row) => row.templateName },
        { header: 'Template Type', render: (row) => row.templateType },
        { header: 'Curriculum', render: (row) => row.curriculum },
        { header: 'Subject', sort: 'subject', render: (row) => row.subject },
        { header: 'Questions', render: (row) => row.questions.length },
        { header: 'Create Date', sort: 'createDate', render: (row) => formatListDate(row.createDate) },
      ]}
      editTo={(row) => `/admin/edit-template/${row.templateID}`}
      viewTo={(row) => `/admin/view-template/${row.templateID}`}
      copyName={(row) => row.templateName}
      copyActions={[{ label: 'Copy template', onCopy: (row) => copy.mutateAsync(row.templateID) }]}
      emptyText="No templates yet. Add one to reuse a set of questions."
    />
  );
}
