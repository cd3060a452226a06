import { messages, PRIVILEGED_ROLES, type StaffDto } from '@kaksha/contracts';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type EntityColumn, EntityList } from '../../../components/entity-list.tsx';
import { useWhoAmI } from '../../../features/accounts/use-who-am-i.ts';
import { DeleteUserButton } from '../../../features/admin-users/delete-user-button.tsx';
import { StatusToggle } from '../../../features/admin-users/status-toggle.tsx';
import { fullName, useStaffList } from '../../../features/admin-users/use-people.ts';
import { roleLabel } from '../../../features/admin-users/user-info-fields.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';

/** The spec's role filter; Admin covers superadmins too, custom roles show under All. */
const ROLE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'admin', label: 'Admin' },
  { value: 'staff', label: 'Staff' },
];

const matchesRole = (filter: string, role: string) =>
  filter === 'all' || role === filter || (filter === 'admin' && role === 'superadmin');

const isPrivileged = (role: string) => (PRIVILEGED_ROLES as readonly string[]).includes(role);

/** /admin/staff — everyone but students, with a role filter, status toggle, Edit and Delete. */
export function StaffListPage() {
  const { data, error } = useStaffList();
  const { data: me } = useWhoAmI();
  const [filter, setFilter] = useState('all');
  const rows = useMemo(() => data?.filter((row) => matchesRole(filter, row.role)), [data, filter]);
  // The server decides; the screen only spares the admin buttons that would be refused.
  const mayManage = (row: StaffDto) => me?.role === 'superadmin' || !isPrivileged(row.role);
  const isMe = (row: StaffDto) => me?.userID === row.userID;

  const columns: EntityColumn<StaffDto>[] = [
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
    { header: 'Curriculum', render: (row) => row.curriculum ?? '—' },
    { header: 'Subject', render: (row) => row.subject ?? '—' },
    { header: 'Mobile', render: (row) => row.mobile || '—' },
    {
      header: 'Status',
      render: (row) =>
        mayManage(row) && !isMe(row) ? (
          <StatusToggle userID={row.userID} name={fullName(row)} active={row.isActivate} />
        ) : row.isActivate ? (
          'Active'
        ) : (
          'InActive'
        ),
    },
  ];
  const filterLabel = ROLE_FILTERS.find((f) => f.value === filter)?.label ?? filter;

  return (
    <EntityList
      title="Staff"
      searchPlaceholder="Search Staff"
      addLabel="Add Staff"
      addTo="/admin/add-staff"
      headerActions={
        <Button component={Link} to="/admin/add-staff-role" variant="light" leftSection={<IconUserPlus size={16} />}>
          Add Role
        </Button>
      }
      filters={
        <Select
          aria-label="Role"
          data={ROLE_FILTERS}
          value={filter}
          onChange={(value) => setFilter(value ?? 'all')}
          allowDeselect={false}
          w={160}
        />
      }
      columns={columns}
      rows={rows}
      error={error ? errorMessage(error) : null}
      rowKey={(row) => row.userID}
      searchText={(row) => [fullName(row), row.email, row.role, row.mobile, row.curriculum, row.subject].join(' ')}
      emptyText={filter === 'all' ? messages.noStaffFound : `${messages.noStaffFound} with the role ${filterLabel}`}
      rowActions={(row) =>
        mayManage(row) ? (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button
              component={Link}
              to={`/admin/edit-staff/${row.userID}`}
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPencil size={14} />}
              aria-label={`Edit ${fullName(row)}`}
            >
              Edit
            </Button>
            {!isMe(row) && <DeleteUserButton userID={row.userID} name={fullName(row)} />}
          </Group>
        ) : null
      }
    />
  );
}
