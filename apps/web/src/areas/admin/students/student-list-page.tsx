import { messages, type PersonDto } from '@kaksha/contracts';
import { Text } from '@mantine/core';
import { type EntityColumn, EntityList } from '../../../components/entity-list.tsx';
import { fullName, useStudentList } from '../../../features/admin-users/use-people.ts';
import { roleLabel } from '../../../features/admin-users/user-info-fields.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatListDate } from '../../../lib/dates.ts';

const columns: EntityColumn<PersonDto>[] = [
  {
    header: 'Name',
    render: (row) => (
      <Text inherit style={{ whiteSpace: 'nowrap' }}>
        {fullName(row)}
      </Text>
    ),
  },
  { header: 'Role', render: (row) => roleLabel(row.role) },
  { header: 'Email', render: (row) => row.email },
  { header: 'Curriculum Code', render: (row) => row.curriculumCode ?? '—' },
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

/** /admin/student — every student, searchable, with View and Edit. */
export function StudentListPage() {
  const { data, error } = useStudentList();
  return (
    <EntityList
      title="Student"
      searchPlaceholder="Search Student"
      columns={columns}
      rows={data}
      error={error ? errorMessage(error) : null}
      rowKey={(row) => row.userID}
      searchText={(row) =>
        [fullName(row), row.email, row.mobile, row.curriculum, row.curriculumCode, row.city, row.address].join(' ')
      }
      emptyText={messages.noStudentFound}
      viewTo={(row) => `/admin/student-view/${row.userID}`}
      editTo={(row) => `/admin/student-edit/${row.userID}`}
    />
  );
}
