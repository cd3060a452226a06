import { messages, type PersonDto, STUDENT_STATES, type StudentState } from '@kaksha/contracts';
import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { type EntityColumn, EntityList } from '../../../components/entity-list.tsx';
import { useServerList } from '../../../components/use-server-list.ts';
import { StudentStateBadge } from '../../../features/admin-users/student-state-badge.tsx';
import { fullName } from '../../../features/admin-users/use-people.ts';
import { useStudentPage } from '../../../features/admin-users/use-people-pages.ts';
import { formatListDate } from '../../../lib/dates.ts';

const columns: EntityColumn<PersonDto>[] = [
  // A long name wraps between its words, so at 1366 px the actions stay in view.
  { header: 'Name', sort: 'name', render: (row) => fullName(row) },
  { header: 'State', render: (row) => <StudentStateBadge state={row.studentState} /> },
  { header: 'Email', sort: 'email', render: (row) => row.email, breakAnywhere: true },
  { header: 'Curriculum Code', render: (row) => row.curriculumCode ?? '—', breakAnywhere: true },
  { header: 'Curriculum', render: (row) => row.curriculum ?? '—' },
  { header: 'Gender', render: (row) => row.gender ?? '—' },
  { header: 'Date of Birth', render: (row) => formatListDate(row.dob) || '—' },
  { header: 'Mobile', render: (row) => row.mobile || '—' },
  {
    header: 'Address',
    render: (row) => (
      <Text inherit lineClamp={2} maw={180} title={row.address}>
        {row.address || '—'}
      </Text>
    ),
  },
];

const STATE_FILTERS = [{ value: 'all', label: 'All states' }, ...STUDENT_STATES.map((s) => ({ value: s, label: s }))];

/** /admin/student — students a page at a time, searchable and filtered by state, with View and Edit. */
export function StudentListPage() {
  const list = useServerList();
  const [state, setState] = useState<StudentState | null>(null);
  const { data, error, refetch, isRefetching } = useStudentPage(list.request, state);
  return (
    <EntityList
      title="Student"
      searchPlaceholder="Search Student"
      columns={columns}
      filters={
        <Select
          aria-label="State"
          data={STATE_FILTERS}
          value={state ?? 'all'}
          onChange={(value) => {
            setState(value && value !== 'all' ? (value as StudentState) : null);
            list.setPage(1);
          }}
          allowDeselect={false}
          w={200}
        />
      }
      server={list}
      rows={data?.data}
      total={data?.total}
      error={error}
      onRetry={refetch}
      retrying={isRefetching}
      rowKey={(row) => row.userID}
      emptyText={messages.noStudentFound}
      viewTo={(row) => `/admin/student-view/${row.userID}`}
      editTo={(row) => `/admin/student-edit/${row.userID}`}
    />
  );
}
