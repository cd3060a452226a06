import { zodResolver } from '@hookform/resolvers/zod';
import { type PersonDto, StudentForm } from '@kaksha/contracts/admin-users';
import { TIME_MULTIPLIERS, timeMultiplierLabel } from '@kaksha/contracts/assessment-rules';
import { messages } from '@kaksha/contracts/messages';
import { STUDENT_REQUIRED_FIELDS } from '@kaksha/contracts/person-fields';
import { Alert, Divider, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { EntityForm, FormGrid } from '../../../components/entity-form.tsx';
import { AddressField, DateOfBirthField, GenderField } from '../../../components/person-fields.tsx';
import { Select } from '../../../components/select.tsx';
import { useSaveForm } from '../../../components/use-save-form.ts';
import { PlaceFields } from '../../../features/accounts/place-fields.tsx';
import { firstErrorText } from '../../../features/admin-users/first-error.ts';
import { useStudent, useUpdateStudent } from '../../../features/admin-users/use-people.ts';

type Values = z.input<typeof StudentForm>;

/** The fields in the form's order, with the names the first-error message uses. */
const LABELS = [
  ['firstName', 'First Name'],
  ['middleName', 'Middle Name'],
  ['lastName', 'Last Name'],
  ['email', 'Email'],
  ['mobile', 'Mobile'],
  ['gender', 'Gender'],
  ['dob', 'Date of Birth'],
  ['address', 'Address'],
  ['country', 'Country'],
  ['state', 'State'],
  ['city', 'City'],
  ['pincode', 'Pincode'],
  ['parentOrGardien.parentFirstName', 'Parent First Name'],
  ['parentOrGardien.parentMiddleName', 'Parent Middle Name'],
  ['parentOrGardien.parentLastName', 'Parent Last Name'],
  ['parentOrGardien.parentMobile', 'Parent Mobile'],
  ['parentOrGardien.parentEmail', 'Parent Email'],
  ['parentOrGardien.parentAddress', 'Parent Address'],
] as const;
type TextPath = Exclude<
  (typeof LABELS)[number][0],
  'gender' | 'dob' | 'address' | 'country' | 'state' | 'city' | 'parentOrGardien.parentAddress'
>;

/** What registration requires of a student, so a record missing one cannot be saved either. */
const REQUIRED = STUDENT_REQUIRED_FIELDS satisfies readonly (keyof Values)[];

/** The names of the required fields a stored record lacks ("Date of Birth, Pincode"), or null. */
export function missingRequired(values: Values): string | null {
  const missing = REQUIRED.filter((path) => !String(values[path] ?? '').trim()).map(
    (path) => LABELS.find(([p]) => p === path)?.[1] ?? path,
  );
  return missing.length > 0 ? missing.join(', ') : null;
}

const valuesOf = (s: PersonDto): Values => ({
  firstName: s.firstName,
  middleName: s.middleName,
  lastName: s.lastName,
  email: s.email,
  mobile: s.mobile,
  gender: (s.gender ?? '') as Values['gender'],
  dob: s.dob ?? '',
  address: s.address,
  country: s.country ?? '',
  state: s.state ?? '',
  city: s.city ?? '',
  pincode: s.pincode ?? '',
  parentOrGardien: { ...s.parentOrGardien },
  timeMultiplier: s.timeMultiplier,
});

/** /admin/student-edit/:id — the student form (admin spec §5). */
export function StudentEditPage() {
  const { id } = useParams();
  const { data: student, error: loadError } = useStudent(id);
  const update = useUpdateStudent();
  const form = useForm<Values, unknown, z.output<typeof StudentForm>>({ resolver: zodResolver(StudentForm) });
  const { errors } = form.formState;
  // A record made before every registration field was required (or imported) may lack some:
  // named up front, so the admin fills them in rather than meeting "Required" on save.
  const lacking = useMemo(() => (student ? missingRequired(valuesOf(student)) : null), [student]);

  useEffect(() => {
    if (student) form.reset(valuesOf(student));
  }, [student, form]);

  const { submit, serverError, leaveGuard } = useSaveForm(
    form,
    (values) => update.mutateAsync({ ...values, userID: id ?? '' }),
    {
      saved: (answer) => answer.message,
      goTo: `/admin/student-view/${id}`,
      invalid: (invalidFields) => firstErrorText(invalidFields, LABELS),
      // The student form names the failure first, then the server's reason (decisions.md).
      failed: (reason) => (reason ? `${messages.unexpectedError}: ${reason}` : messages.unexpectedError),
    },
  );

  const errorAt = (path: string): string | undefined => {
    let node: unknown = errors;
    for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    return (node as { message?: string } | undefined)?.message;
  };
  const text = (path: TextPath, required = false) => (
    <TextInput
      label={LABELS.find(([p]) => p === path)?.[1]}
      withAsterisk={required}
      {...form.register(path)}
      error={errorAt(path)}
    />
  );

  return (
    <EntityForm
      title="Edit Student"
      onSubmit={submit}
      submitting={update.isPending}
      serverError={loadError ? loadError.message : serverError}
      leaveGuard={leaveGuard}
      cancelTo={`/admin/student-view/${id}`}
      loading={!student && !loadError}
    >
      {lacking && (
        <Alert color="orange" mb="md" data-testid="missing-required">
          This student's record lacks {lacking}, which registration requires. Fill them in to save.
        </Alert>
      )}
      <FormGrid>
        {text('firstName', true)}
        {text('middleName')}
        {text('lastName', true)}
        {text('email', true)}
        {text('mobile')}
        <GenderField control={form.control} name="gender" />
        <DateOfBirthField control={form.control} name="dob" label="Date of Birth" />
        {text('pincode', true)}
      </FormGrid>
      <PlaceFields control={form.control} setValue={form.setValue} />
      <AddressField {...form.register('address')} error={errors.address?.message} />
      <Divider my="lg" />
      <Title order={3} size="h5" mb="sm">
        Parent or Guardian
      </Title>
      <FormGrid>
        {text('parentOrGardien.parentFirstName')}
        {text('parentOrGardien.parentMiddleName')}
        {text('parentOrGardien.parentLastName')}
        {text('parentOrGardien.parentMobile')}
        {text('parentOrGardien.parentEmail')}
      </FormGrid>
      <Textarea
        label="Parent Address"
        mt="sm"
        autosize
        minRows={2}
        {...form.register('parentOrGardien.parentAddress')}
        error={errorAt('parentOrGardien.parentAddress')}
      />
      <Divider my="lg" />
      <Title order={3} size="h5" mb="sm">
        Extra time
      </Title>
      <Controller
        control={form.control}
        name="timeMultiplier"
        render={({ field }) => (
          <Select
            label="Time on timed tests"
            description="A standing multiplier of every timed test's limit, for a student who needs extra time. It reaches a test already running too"
            data={TIME_MULTIPLIERS.map((m) => ({ value: String(m), label: timeMultiplierLabel(m) }))}
            value={field.value === undefined ? '1' : String(field.value)}
            onChange={(value) => field.onChange(Number(value ?? 1))}
            onBlur={field.onBlur}
            allowDeselect={false}
            error={errors.timeMultiplier?.message}
            maw={360}
          />
        )}
      />
    </EntityForm>
  );
}
