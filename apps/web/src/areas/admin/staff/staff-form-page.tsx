import { zodResolver } from '@hookform/resolvers/zod';
import { mayActOnRole, type StaffDto, StaffForm } from '@kaksha/contracts/admin-users';
import { TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { EntityForm, FormGrid } from '../../../components/entity-form.tsx';
import { AddressField, SelectField } from '../../../components/person-fields.tsx';
import { useSaveForm } from '../../../components/use-save-form.ts';
import { useWhoAmI } from '../../../features/accounts/use-who-am-i.ts';
import { useCreateStaff, useRoles, useStaffMember, useUpdateStaff } from '../../../features/admin-users/use-people.ts';
import { useCurriculumChoices, useSubjectChoices } from '../../../features/admin-users/use-teacher-places.ts';
import { roleLabel } from '../../../features/admin-users/user-info-fields.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';

type Values = z.input<typeof StaffForm>;
const EMPTY: Values = {
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  mobile: '',
  role: '',
  address: '',
  curriculumCode: '',
  subject: '',
};
const valuesOf = (s: StaffDto): Values => ({
  ...EMPTY,
  ...s,
  curriculumCode: s.curriculumCode ?? '',
  subject: s.subject ?? '',
});

/** /admin/add-staff and /admin/edit-staff/:id — one form; curriculum and subject for teachers only. */
export function StaffFormPage() {
  const { id } = useParams();
  const editing = Boolean(id);
  const { data: member, error: loadError } = useStaffMember(id);
  const { data: roles } = useRoles();
  const { data: me } = useWhoAmI();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const form = useForm<Values, unknown, z.output<typeof StaffForm>>({
    resolver: zodResolver(StaffForm),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const role = form.watch('role');
  const curriculumCode = form.watch('curriculumCode');
  const isTeacher = role.toLowerCase() === 'teacher';
  const curricula = useCurriculumChoices(isTeacher);
  const subjects = useSubjectChoices(isTeacher ? curriculumCode : undefined);

  useEffect(() => {
    if (member) form.reset(valuesOf(member));
  }, [member, form]);

  // Students join through registration; only a superadmin hands out the admin roles.
  const roleChoices = useMemo(
    () =>
      (roles ?? [])
        .filter((r) => r.roleName !== 'student')
        .filter((r) => mayActOnRole(me?.role, r.roleName))
        .map((r) => ({ value: r.roleName, label: roleLabel(r.roleName) })),
    [roles, me?.role],
  );

  const {
    submit: onSubmit,
    serverError,
    leaveGuard,
  } = useSaveForm(form, (values) => (id ? update.mutateAsync({ ...values, userID: id }) : create.mutateAsync(values)), {
    saved: (answer) => answer.message,
    goTo: '/admin/staff',
  });

  const text = (name: 'firstName' | 'middleName' | 'lastName' | 'email' | 'mobile', label: string, required = true) => (
    <TextInput label={label} withAsterisk={required} {...form.register(name)} error={errors[name]?.message} />
  );

  return (
    <EntityForm
      title={editing ? 'Edit Staff' : 'Add Staff'}
      onSubmit={onSubmit}
      submitting={create.isPending || update.isPending}
      serverError={loadError ? errorMessage(loadError) : serverError}
      leaveGuard={leaveGuard}
      cancelTo="/admin/staff"
      loading={editing && !member && !loadError}
    >
      <FormGrid>
        {text('firstName', 'First Name')}
        {text('middleName', 'Middle Name', false)}
        {text('lastName', 'Last Name')}
        {text('email', 'Email')}
        {text('mobile', 'Mobile')}
        <SelectField control={form.control} name="role" label="Role" required data={roleChoices} searchable />
        {isTeacher && (
          <>
            <SelectField
              control={form.control}
              name="curriculumCode"
              label="Curriculum"
              required
              data={curricula.data ?? []}
              onChosen={() => form.setValue('subject', '')}
              searchable
              nothingFoundMessage="No curriculum"
            />
            <SelectField
              control={form.control}
              name="subject"
              label="Subject"
              required
              data={subjects.data ?? []}
              disabled={!curriculumCode}
              placeholder={curriculumCode ? undefined : 'Choose a curriculum first'}
              nothingFoundMessage="No subject"
            />
          </>
        )}
      </FormGrid>
      <AddressField {...form.register('address')} error={errors.address?.message} />
    </EntityForm>
  );
}
