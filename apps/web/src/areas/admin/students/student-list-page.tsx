import type { PersonDto } from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';
import { STUDENT_STATES, type StudentState } from '@kaksha/contracts/student-state';
import { Button, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type EntityColumn, EntityList, pagedRows } from '../../../components/entity-list.tsx';
import { Select } from '../../../components/select.tsx';
import { useRowSelection } from '../../../components/use-row-selection.ts';
import { useServerList } from '../../../components/use-server-list.ts';
import { BulkUserActions } from '../../../features/admin-users/bulk-user-actions.tsx';
import { ExportCsvButton } from '../../../features/admin-users/export-csv-button.tsx';
import { StudentStateBadge } from '../../../features/admin-users/student-state-badge.tsx';
import { fullName } from '../../../features/admin-users/use-people.ts';
import { downloadStudents } from '../../../features/admin-users/use-people-files.ts';
import { useStudentPage } from '../../../features/admin-users/use-people-pages.ts';
import { useCurricula } from '../../../features/curriculum/use-curricula.ts';
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

const isState = (value: string | null): value is StudentState =>
  (STUDENT_STATES as readonly string[]).includes(value ?? '');

/**
 * /admin/student — students a page at a time, searchable and filtered by state, with View and
 * Edit; rows can be ticked for bulk actions, the list (as filtered) downloaded as CSV, and
 * students imported from a spreadsheet.
 */
export function StudentListPage() {
  const list = useServerList();
  const stateFilter = list.filter('state');
  const state = isState(stateFilter) ? stateFilter : null;
  const page = useStudentPage(list.request, state);
  const selection = useRowSelection();
  const { search, sort, order } = list.request;
  return (
    <EntityList
      title="Student"
      searchPlaceholder="Search Student"
      columns={columns}
      headerActions={
        <>
          <ExportCsvButton
            download={() =>
              downloadStudents({
                search,
                ...(sort ? { sort: sort as 'name', order } : {}),
                ...(state ? { studentState: state } : {}),
              })
            }
          />
          <Button
            component={Link}
            to="/admin/student-import"
            variant="light"
            leftSection={<IconFileImport size={16} />}
          >
            Import students
          </Button>
        </>
      }
      filters={
        <Select
          aria-label="State"
          data={STATE_FILTERS}
          value={state ?? 'all'}
          onChange={(value) => list.setFilter('state', value)}
          allowDeselect={false}
          w={200}
        />
      }
      selection={selection}
      rowLabel={(row) => fullName(row)}
      selectionActions={(userIDs) => (
        <StudentBulkActions
          userIDs={userIDs}
          onDone={(notChanged) => {
            selection.clear();
            selection.setMany(notChanged, true);
          }}
        />
      )}
      server={list}
      {...pagedRows(page)}
      rowKey={(row) => row.userID}
      emptyText={messages.noStudentFound}
      viewTo={(row) => `/admin/student-view/${row.userID}`}
      editTo={(row) => `/admin/student-edit/${row.userID}`}
    />
  );
}

/**
 * What ticked students can be given. The curricula (for Enrol and Move) are read only once a row
 * is ticked: read with the list, their answer drew the whole list a second time on every visit.
 */
function StudentBulkActions({ userIDs, onDone }: { userIDs: string[]; onDone: (notChanged: string[]) => void }) {
  const curricula = useCurricula();
  const options = (curricula.data ?? []).map((c) => ({
    value: c.curriculumCode,
    label: `${c.longName || c.curriculum} (${c.curriculumCode})`,
  }));
  return (
    <BulkUserActions
      actions={['activate', 'deactivate', 'accept', 'reject', 'enrol', 'move', 'delete']}
      userIDs={userIDs}
      curricula={options}
      onDone={onDone}
    />
  );
}
