import type { SubjectDto } from '@kaksha/contracts/curriculum-content';
import { EntityList, pagedRows } from '../../../components/entity-list.tsx';
import { useServerList } from '../../../components/use-server-list.ts';
import { useSubjectPage } from '../../../features/curriculum/use-catalogue-pages.ts';
import { useCopySubject } from '../../../features/curriculum/use-subjects.ts';

export function SubjectList() {
  const list = useServerList();
  const subjects = useSubjectPage(list.request);
  const copy = useCopySubject();
  return (
    <EntityList<SubjectDto>
      title="Subject"
      searchPlaceholder="Search Curriculum/Chapter"
      addLabel="Add Subject"
      addTo="/admin/add-subject"
      server={list}
      {...pagedRows(subjects)}
      rowKey={(row) => row._id}
      columns={[
        { header: 'Curriculum Name', sort: 'curriculum', render: (row) => row.curriculum },
        { header: 'Subject Name', sort: 'subject', render: (row) => row.subject },
      ]}
      editTo={(row) => `/admin/edit-subject/${row._id}`}
      viewTo={(row) => `/admin/view-subject/${row._id}`}
      copyName={(row) => row.subject}
      copyActions={[{ label: 'Copy subject', onCopy: (row) => copy.mutateAsync(row._id) }]}
      emptyText="No subjects yet. Add one to a curriculum."
    />
  );
}
