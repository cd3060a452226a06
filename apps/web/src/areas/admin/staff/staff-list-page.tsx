import { mayActOnRole, type StaffDto } from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';
import { Button, Group, Text } from '@mantine/core';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type EntityColumn, EntityList, pagedRows } from '../../../components/entity-list.tsx';
import { Select } from '../../../components/select.tsx';
import { useRowSelection } from '../../../components/use-row-selection.ts';
import { useServerList } from '../../../components/use-server-list.ts';
import { useWhoAmI } from '../../../features/accounts/use-who-am-i.ts';
import { BulkUserActions } from '../../../features/admin-users/bulk-user-actions.tsx';
import { DeleteUserButton } from '../../../features/admin-users/delete-user-button.tsx';
import { ExportCsvButton } from '../../../features/admin-users/export-csv-button.tsx';
import { StatusToggle } from '../../../features/admin-users/status-toggle.tsx';
import { fullName, useRoles } from '../../../features/admin-users/use-people.ts';
import { downloadStaff } from '../../../features/admin-users/use-people-files.ts';
import { useStaffPage } from '../../../features/admin-users/use-people-pages.ts';
import { roleLabel } from '../../../features/admin-users/user-info-fields.tsx';

/** The spec's role filter (Admin covers superadmins too, on the server), then the roles admins added. */
const ROLE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'admin', label: 'Admin' },
  { value: 'staff', label: 'Staff' },
];

/** /admin/staff — everyone but students, with a role filter, status toggle, Edit and Delete. */
export function StaffListPage() {
  const list = useServerList();
  const filter = list.filter('role') ?? 'all';
  const role = filter === 'all' ? null : filter;
  const page = useStaffPage(list.request, role);
  const selection = useRowSelection();
  const { search, sort, order } = list.request;
  const { data: roles } = useRoles();
  const { data: me } = useWhoAmI();
  const roleFilters = [
    ...ROLE_FILTERS,
    ...(roles ?? []).filter((r) => !r.builtIn).map((r) => ({ value: r.roleName, label: roleLabel(r.roleName) })),
  ];
  // The server decides; the screen only spares the admin buttons that would be refused.
  const mayManage = (row: StaffDto) => mayActOnRole(me?.role, row.role);
  const isMe = (row: StaffDto) => me?.userID === row.userID;

  const columns: EntityColumn<StaffDto>[] = [
    {
      header: 'Name',
      sort: 'name',
      render: (row) => (
        <Text inherit style={{ whiteSpace: 'nowrap' }}>
          {fullName(row)}
        </Text>
      ),
    },
    { header: 'Role', sort: 'role', render: (row) => roleLabel(row.role) },
    { header: 'Email', sort: 'email', render: (row) => row.email, breakAnywhere: true },
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
  const filterLabel = roleFilters.find((f) => f.value === filter)?.label ?? filter;

  return (
    <EntityList
      title="Staff"
      searchPlaceholder="Search Staff"
      addLabel="Add Staff"
      addTo="/admin/add-staff"
      headerActions={
        <>
          <ExportCsvButton
            download={() =>
              downloadStaff({ search, ...(sort ? { sort: sort as 'name', order } : {}), ...(role ? { role } : {}) })
            }
          />
          <Button component={Link} to="/admin/add-staff-role" variant="light" leftSection={<IconUserPlus size={16} />}>
            Add Role
          </Button>
        </>
      }
      filters={
        <Select
          aria-label="Role"
          data={roleFilters}
          value={filter}
          onChange={(value) => list.setFilter('role', value)}
          allowDeselect={false}
          w={160}
        />
      }
      columns={columns}
      server={list}
      {...pagedRows(page)}
      rowKey={(row) => row.userID}
      selection={selection}
      rowLabel={(row) => fullName(row)}
      selectionActions={(userIDs) => (
        <BulkUserActions
          actions={['activate', 'deactivate', 'delete']}
          userIDs={userIDs}
          onDone={(notChanged) => {
            selection.clear();
            selection.setMany(notChanged, true);
          }}
        />
      )}
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
