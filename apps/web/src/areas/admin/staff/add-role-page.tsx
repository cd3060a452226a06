import { zodResolver } from '@hookform/resolvers/zod';
import { RoleName } from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';
import { Badge, Group, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EntityForm } from '../../../components/entity-form.tsx';
import { useSaveForm } from '../../../components/use-save-form.ts';
import { useCreateRole, useRoles } from '../../../features/admin-users/use-people.ts';
import { roleLabel } from '../../../features/admin-users/user-info-fields.tsx';

const RoleForm = z.object({ roleName: RoleName });

/** /admin/add-staff-role — a new role name, stored lowercase; the roles there already are listed. */
export function AddRolePage() {
  const { data: roles } = useRoles();
  const createRole = useCreateRole();
  const form = useForm<z.input<typeof RoleForm>, unknown, z.output<typeof RoleForm>>({
    resolver: zodResolver(RoleForm),
    defaultValues: { roleName: '' },
  });

  const { submit, serverError, leaveGuard } = useSaveForm(form, ({ roleName }) => createRole.mutateAsync(roleName), {
    saved: (answer) => `${answer.message}: ${roleLabel(answer.data.roleName)}`,
    goTo: '/admin/staff',
    conflict: { field: 'roleName', message: messages.roleExists },
  });

  return (
    <EntityForm
      title="Add Role"
      onSubmit={submit}
      submitting={createRole.isPending}
      serverError={serverError}
      leaveGuard={leaveGuard}
      cancelTo="/admin/staff"
    >
      <TextInput
        label="Role Name"
        withAsterisk
        maw={420}
        {...form.register('roleName')}
        error={form.formState.errors.roleName?.message}
      />
      {roles && (
        <>
          <Text size="sm" c="dimmed" mt="lg" mb={6}>
            Roles so far
          </Text>
          <Group gap={6}>
            {roles.map((role) => (
              <Badge key={role.roleName} variant={role.builtIn ? 'light' : 'outline'} tt="none">
                {roleLabel(role.roleName)}
              </Badge>
            ))}
          </Group>
        </>
      )}
    </EntityForm>
  );
}
