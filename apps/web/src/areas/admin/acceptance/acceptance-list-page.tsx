import type { PersonDto } from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';
import { Badge, Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type EntityColumn, EntityList } from '../../../components/entity-list.tsx';
import { useRowSelection } from '../../../components/use-row-selection.ts';
import { BulkUserActions } from '../../../features/admin-users/bulk-user-actions.tsx';
import { fullName, useInactiveUsers } from '../../../features/admin-users/use-people.ts';
import { roleLabel } from '../../../features/admin-users/user-info-fields.tsx';
import { formatListDate } from '../../../lib/dates.ts';

const columns: EntityColumn<PersonDto>[] = [
  { header: 'Name', render: (row) => fullName(row) },
  { header: 'Role', render: (row) => <Badge variant="outline">{roleLabel(row.role)}</Badge> },
  { header: 'Email', render: (row) => row.email, breakAnywhere: true },
  { header: 'Curriculum Code', render: (row) => row.curriculumCode ?? '—', breakAnywhere: true },
  { header: 'Identity Number', render: (row) => row.identityNumber || '—' },
  { header: 'Registered', render: (row) => formatListDate(row.createdAt) },
];

/**
 * /admin/acceptance — everyone awaiting acceptance (the bell's list), oldest first. Each opens the
 * page where their document is looked at; ticked rows can be accepted or rejected together.
 */
export function AcceptanceListPage() {
  const { data, error, refetch, isRefetching } = useInactiveUsers();
  const selection = useRowSelection();
  return (
    <EntityList
      title="Awaiting acceptance"
      searchPlaceholder="Search by name, e-mail or curriculum"
      columns={columns}
      rows={data}
      error={error}
      onRetry={refetch}
      retrying={isRefetching}
      rowKey={(row) => row.userID}
      searchText={(row) => `${fullName(row)} ${row.email} ${row.curriculumCode ?? ''}`}
      emptyText={messages.noNotification}
      selection={selection}
      rowLabel={(row) => fullName(row)}
      selectionActions={(userIDs) => (
        <BulkUserActions
          actions={['accept', 'reject']}
          userIDs={userIDs}
          onDone={(notChanged) => {
            selection.clear();
            selection.setMany(notChanged, true);
          }}
        />
      )}
      rowActions={(row) => (
        <Button
          component={Link}
          to={`/admin/inactiveUser/${row.userID}`}
          size="compact-sm"
          variant="subtle"
          leftSection={<IconEye size={14} />}
          aria-label={`View ${fullName(row)}`}
        >
          View
        </Button>
      )}
    />
  );
}
