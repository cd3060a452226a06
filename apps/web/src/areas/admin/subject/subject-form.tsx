import {
  SubjectFields,
  type SubjectInput,
  subjectIssues,
  subjectWithinCurriculumIssues,
} from '@kaksha/contracts/curriculum-content';
import { Group, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../../components/date-field.tsx';
import { EntityForm, FormGrid } from '../../../components/entity-form.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { Select } from '../../../components/select.tsx';
import { useSaveForm } from '../../../components/use-save-form.ts';
import { useCurricula } from '../../../features/curriculum/use-curricula.ts';
import { useSaveSubject, useSubject } from '../../../features/curriculum/use-subjects.ts';
import { resolverWithRules } from '../../../lib/form-rules.ts';

type Values = z.input<typeof SubjectFields> & SubjectInput;
const empty = {
  curriculumCode: '',
  subject: '',
  subjectInfo: '',
  startDate: '',
  endDate: '',
  minCredits: '',
  maxCredits: '',
  practicalSession: '',
} as unknown as Values;

/** Add Subject (no id) and Edit Subject (admin spec §3, §5). */
export function SubjectForm({ id }: { id?: string }) {
  const curricula = useCurricula();
  const existing = useSubject(id);
  const save = useSaveSubject(id);
  // The rules read the chosen curriculum's dates as they are when the form is checked.
  const curriculaRef = useRef(curricula.data);
  curriculaRef.current = curricula.data;
  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    Values,
    unknown,
    z.output<typeof SubjectInput>
  >({
    resolver: resolverWithRules(SubjectFields, (values) => {
      const curriculum = curriculaRef.current?.find((c) => c.curriculumCode === values.curriculumCode);
      return [
        ...subjectIssues(values as Parameters<typeof subjectIssues>[0]),
        ...(curriculum ? subjectWithinCurriculumIssues(values, curriculum) : []),
      ];
    }),
    defaultValues: empty,
  });
  const errors = formState.errors;

  useEffect(() => {
    if (existing.data) reset(existing.data as Values);
  }, [existing.data, reset]);

  const { submit, serverError, leaveGuard } = useSaveForm(
    { handleSubmit, setError, formState },
    (values) => save.mutateAsync(values),
    {
      saved: (answer) => `${answer.message}: ${answer.data.subject}`,
      goTo: '/admin/subject',
    },
  );

  const credits = (name: 'minCredits' | 'maxCredits', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required
          min={0}
          allowDecimal={false}
          value={field.value as number | string}
          onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <EntityForm
      title={id ? 'Edit Subject' : 'Add Subject'}
      onSubmit={submit}
      submitting={save.isPending}
      serverError={serverError}
      leaveGuard={leaveGuard}
      cancelTo="/admin/subject"
      loading={Boolean(id) && !existing.data && !existing.error}
    >
      <Stack gap="md">
        <FormGrid>
          <Controller
            control={control}
            name="curriculumCode"
            render={({ field }) => (
              <Select
                label="Curriculum"
                required
                searchable
                disabled={Boolean(id)}
                data={(curricula.data ?? []).map((c) => ({ value: c.curriculumCode, label: c.curriculum }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.curriculumCode?.message}
                nothingFoundMessage="No curriculum found"
              />
            )}
          />
          <TextInput label="Subject" required {...register('subject')} error={errors.subject?.message} />
          {credits('minCredits', 'Min Credits')}
          {credits('maxCredits', 'Max Credits')}
          <Controller
            control={control}
            name="startDate"
            render={({ field }) => (
              <DateField
                label="Start Date"
                required
                value={field.value ?? ''}
                onChange={field.onChange}
                error={errors.startDate?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="endDate"
            render={({ field }) => (
              <DateField
                label="End Date"
                required
                value={field.value ?? ''}
                onChange={field.onChange}
                error={errors.endDate?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="practicalSession"
            render={({ field }) => (
              <Radio.Group
                label="Practical Session"
                required
                value={field.value || null}
                onChange={field.onChange}
                error={errors.practicalSession?.message}
              >
                <Group mt={6}>
                  <Radio value="Yes" label="Yes" />
                  <Radio value="No" label="No" />
                </Group>
              </Radio.Group>
            )}
          />
        </FormGrid>
        <Controller
          control={control}
          name="subjectInfo"
          render={({ field }) => (
            <RichTextEditor
              label="Subject Info"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.subjectInfo?.message}
            />
          )}
        />
      </Stack>
    </EntityForm>
  );
}
