import type { CurriculumDto } from '@kaksha/contracts/curriculum';
import { EntityList, pagedRows } from '../../../components/entity-list.tsx';
import { useServerList } from '../../../components/use-server-list.ts';
import { useCurriculumPage } from '../../../features/curriculum/use-catalogue-pages.ts';
import { useCopyCurriculum } from '../../../features/curriculum/use-curricula.ts';
import { formatListDate } from '../../../lib/dates.ts';

export function CurriculumList() {
  const list = useServerList();
  const curricula = useCurriculumPage(list.request);
  const copy = useCopyCurriculum();
  return (
    <EntityList<CurriculumDto>
      title="Curriculum"
      searchPlaceholder="Search Curriculum"
      addLabel="Add Curriculum"
      addTo="/admin/add-curriculum"
      server={list}
      {...pagedRows(curricula)}
      rowKey={(row) => row._id}
      columns={[
        { header: 'Curriculum Name', sort: 'curriculum', render: (row) => row.curriculum },
        { header: 'Curriculum Code', sort: 'curriculumCode', render: (row) => row.curriculumCode, breakAnywhere: true },
        { header: 'Long Name', render: (row) => row.longName },
        { header: 'Start Date', sort: 'startDate', render: (row) => formatListDate(row.startDate) },
        { header: 'End Date', render: (row) => formatListDate(row.endDate) },
      ]}
      editTo={(row) => `/admin/edit-curriculum/${row._id}`}
      viewTo={(row) => `/admin/view-curriculum/${row._id}`}
      copyName={(row) => row.curriculum}
      isCopy={(row) => row.isCopy ?? false}
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
