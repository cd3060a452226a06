import { EntityView } from '../../../components/entity-view.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useDeleteSubject, useSubject } from '../../../features/curriculum/use-subjects.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatViewDate } from '../../../lib/dates.ts';

export function SubjectView({ id }: { id: string }) {
  const { data, error } = useSubject(id);
  const remove = useDeleteSubject();
  return (
    <EntityView
      title="View Subject"
      closeTo="/admin/subject"
      error={error ? errorMessage(error) : null}
      onDelete={data ? () => remove.mutateAsync(data) : undefined}
      deleteTarget={{ kind: 'subject', id }}
      editTo={`/admin/edit-subject/${id}`}
      fields={
        data && [
          { label: 'Curriculum Name', value: data.curriculum },
          { label: 'Curriculum Code', value: data.curriculumCode },
          { label: 'Subject Name', value: data.subject },
          { label: 'Practical Session', value: data.practicalSession },
          { label: 'Min Credits', value: String(data.minCredits) },
          { label: 'Max Credits', value: String(data.maxCredits) },
          { label: 'Start Date', value: formatViewDate(data.startDate) },
          { label: 'End Date', value: formatViewDate(data.endDate) },
          { label: 'Subject Info', value: <SafeHtml html={data.subjectInfo} />, wide: true },
        ]
      }
    />
  );
}
