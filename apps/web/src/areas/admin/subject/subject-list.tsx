import type { SubjectDto } from '@kaksha/contracts';
import { EntityList } from '../../../components/entity-list.tsx';
import { useCopySubject, useSubjects } from '../../../features/curriculum/use-subjects.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';

export function SubjectList() {
  const subjects = useSubjects();
  const copy = useCopySubject();
  return (
    <EntityList<SubjectDto>
      title="Subject"
      searchPlaceholder="Search Curriculum/Chapter"
      addLabel="Add Subject"
      addTo="/admin/add-subject"
      rows={subjects.data}
      error={subjects.error ? errorMessage(subjects.error) : null}
      rowKey={(row) => row._id}
      searchText={(row) => `${row.curriculum} ${row.curriculumCode} ${row.subject}`}
      columns={[
        { header: 'Curriculum Name', render: (row) => row.curriculum },
        { header: 'Subject Name', render: (row) => row.subject },
      ]}
      editTo={(row) => `/admin/edit-subject/${row._id}`}
      viewTo={(row) => `/admin/view-subject/${row._id}`}
      copyName={(row) => row.subject}
      copyActions={[{ label: 'Copy subject', onCopy: (row) => copy.mutateAsync(row._id) }]}
      emptyText="No subjects yet. Add one to a curriculum."
    />
  );
}
