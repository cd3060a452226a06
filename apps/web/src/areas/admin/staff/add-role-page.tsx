import { zodResolver } from '@hookform/resolvers/zod';
import { RoleName } from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';
import { Badge, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { EntityForm } from '../../../components/entity-form.tsx';
import { useLeaveGuard } from '../../../components/use-leave-guard.ts';
import { useCreateRole, useRoles } from '../../../features/admin-users/use-people.ts';
import { roleLabel } from '../../../features/admin-users/user-info-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';

const RoleForm = z.object({ roleName: RoleName });

/** /admin/add-staff-role — a new role name, stored lowercase; the roles there already are listed. */
export function AddRolePage() {
  const navigate = useNavigate();
  const { data: roles } = useRoles();
  const createRole = useCreateRole();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<typeof RoleForm>, unknown, z.output<typeof RoleForm>>({
    resolver: zodResolver(RoleForm),
    defaultValues: { roleName: '' },
  });
  const leaveGuard = useLeaveGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit(({ roleName }) => {
    setServerError(null);
    createRole.mutate(roleName, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: `${answer.message}: ${roleLabel(answer.data.roleName)}` });
        leaveGuard.allowLeave();
        void navigate('/admin/staff');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setError('roleName', { type: 'server', message: messages.roleExists });
        } else setServerError(errorMessage(error));
      },
    });
  });

  return (
    <EntityForm
      title="Add Role"
      onSubmit={onSubmit}
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
