import type { CurriculumDto } from '@kaksha/contracts';
import { EntityList } from '../../../components/entity-list.tsx';
import { useCopyCurriculum, useCurricula } from '../../../features/curriculum/use-curricula.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatListDate } from '../../../lib/dates.ts';

export function CurriculumList() {
  const curricula = useCurricula();
  const copy = useCopyCurriculum();
  return (
    <EntityList<CurriculumDto>
      title="Curriculum"
      searchPlaceholder="Search Curriculum"
      addLabel="Add Curriculum"
      addTo="/admin/add-curriculum"
      rows={curricula.data}
      error={curricula.error ? errorMessage(curricula.error) : null}
      rowKey={(row) => row._id}
      searchText={(row) => `${row.curriculum} ${row.curriculumCode} ${row.longName} ${row.organizationName}`}
      columns={[
        { header: 'Curriculum Name', render: (row) => row.curriculum },
        { header: 'Curriculum Code', render: (row) => row.curriculumCode },
        { header: 'Long Name', render: (row) => row.longName },
        { header: 'Start Date', render: (row) => formatListDate(row.startDate) },
        { header: 'End Date', render: (row) => formatListDate(row.endDate) },
      ]}
      editTo={(row) => `/admin/edit-curriculum/${row._id}`}
      viewTo={(row) => `/admin/view-curriculum/${row._id}`}
      copyName={(row) => row.curriculum}
      copyActions={[
        { label: 'Copy curriculum', onCopy: (row) => copy.mutateAsync({ id: row._id, deep: false }) },
        {
          label: 'Copy curriculum+Subject+Course+Question',
          onCopy: (row) => copy.mutateAsync({ id: row._id, deep: true }),
        },
      ]}
      emptyText="No curriculum yet. Add one to begin."
    />
  );
}
