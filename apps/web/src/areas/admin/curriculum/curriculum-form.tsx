import {
  deriveCurriculumCode,
  deriveCurriculumName,
  deriveDuration,
  EXPERIENCES,
  MARKS_MODES,
} from '@kaksha/contracts/curriculum';
import { Group, NumberInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/date-field.tsx';
import { EntityForm, FormGrid } from '../../../components/entity-form.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { Select } from '../../../components/select.tsx';
import { useSaveForm } from '../../../components/use-save-form.ts';
import { useCurriculum, useSaveCurriculum } from '../../../features/curriculum/use-curricula.ts';
import { formatListDate, schoolToday } from '../../../lib/dates.ts';
import { CurriculumImageField } from './curriculum-image-field.tsx';
import {
  type CurriculumFormOutput,
  type CurriculumFormValues,
  curriculumResolver,
  emptyCurriculum,
} from './curriculum-schema.ts';

const READ_ONLY_NOTE =
  'Code, award and short name are fixed once created: subjects, students and tests refer to the curriculum code.';
const COPY_NOTE = 'A copy can be renamed until students, teachers or tests use it; its subjects and questions follow.';

/** The year a saved code was made for (its last part), so a renamed copy keeps it. */
const codeYear = (code: string | undefined) => {
  const last = code?.slice(code.lastIndexOf('-') + 1) ?? '';
  return /^\d{4}$/.test(last) ? Number(last) : Number(schoolToday().slice(0, 4));
};

/** Add Curriculum (no id) and Edit Curriculum: every field of admin spec §3 with the rules of §5. */
export function CurriculumForm({ id }: { id?: string }) {
  const existing = useCurriculum(id);
  const save = useSaveCurriculum(id);
  const saved = existing.data;
  const form = useForm<CurriculumFormValues, unknown, CurriculumFormOutput>({
    resolver: curriculumResolver(saved?.effectiveDate),
    defaultValues: emptyCurriculum,
  });
  const { control, register, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    if (saved) reset({ ...saved, image: saved.image ?? null } as CurriculumFormValues);
  }, [saved, reset]);

  const [organizationCode, curriculumAward, shortName, startDate, endDate] = useWatch({
    control,
    name: ['organizationCode', 'curriculumAward', 'shortName', 'startDate', 'endDate'],
  });
  // Derived as the admin types (admin spec §3, §5); an existing curriculum keeps its own, except
  // a copy, whose parts stay editable so it can become next year's curriculum.
  const fixed = Boolean(id) && !saved?.isCopy;
  const typed = deriveCurriculumName({ organizationCode, curriculumAward, shortName });
  const name = fixed ? (saved?.curriculum ?? typed) : typed;
  const code = fixed ? (saved?.curriculumCode ?? '') : deriveCurriculumCode(typed, codeYear(saved?.curriculumCode));
  const duration = deriveDuration(startDate ?? '', endDate ?? '');

  const { submit, serverError, leaveGuard } = useSaveForm(
    { handleSubmit, setError, formState },
    (values) => save.mutateAsync(values),
    {
      saved: (answer) => `${answer.message}: ${answer.data.curriculum}`,
      goTo: '/admin/curriculum',
    },
  );

  const identity = (field: 'organizationCode' | 'curriculumAward' | 'shortName', label: string) => (
    <TextInput
      label={label}
      required
      readOnly={fixed}
      variant={fixed ? 'filled' : 'default'}
      description={
        field === 'organizationCode' && id ? (fixed ? READ_ONLY_NOTE : saved ? COPY_NOTE : undefined) : undefined
      }
      {...register(field)}
      error={errors[field]?.message}
    />
  );

  return (
    <EntityForm
      title={id ? 'Edit Curriculum' : 'Add Curriculum'}
      onSubmit={submit}
      submitting={save.isPending}
      serverError={serverError}
      leaveGuard={leaveGuard}
      cancelTo="/admin/curriculum"
      loading={Boolean(id) && !saved && !existing.error}
    >
      <Stack gap="md">
        <FormGrid>
          <TextInput
            label="Organization Name"
            required
            {...register('organizationName')}
            error={errors.organizationName?.message}
          />
          {identity('organizationCode', 'Organization Code')}
          {identity('curriculumAward', 'Curriculum Award')}
          {identity('shortName', 'Short Name')}
          <TextInput label="Long Name" required {...register('longName')} error={errors.longName?.message} />
          <TextInput
            label="Curriculum Name"
            value={name}
            readOnly
            variant="filled"
            description="Organization code-award-short name"
          />
          <TextInput
            label="Curriculum Code"
            value={code}
            readOnly
            variant="filled"
            description="Curriculum name-year"
          />
          <TextInput
            label="Create Date"
            value={formatListDate(saved?.createDate ?? schoolToday())}
            readOnly
            variant="filled"
          />
          <Controller
            control={control}
            name="experience"
            render={({ field }) => (
              <Select
                label="Experience"
                required
                data={EXPERIENCES}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.experience?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="marksMode"
            render={({ field }) => (
              <Select
                label="Marks Mode"
                required
                data={MARKS_MODES}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.marksMode?.message}
              />
            )}
          />
          <YesNo control={control} name="liveSession" label="Live Session" />
          <YesNo control={control} name="showPreviousCurriculum" label="Show Previous Curriculum" />
        </FormGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {(['effectiveDate', 'startDate', 'endDate'] as const).map((field) => (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: input }) => (
                <DateField
                  label={{ effectiveDate: 'Effective Date', startDate: 'Start Date', endDate: 'End Date' }[field]}
                  required
                  value={input.value ?? ''}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={errors[field]?.message}
                />
              )}
            />
          ))}
          <TextInput
            label="Duration (years)"
            value={duration === null ? '' : duration.toFixed(1)}
            readOnly
            variant="filled"
          />
        </SimpleGrid>
        <FormGrid>
          <Controller
            control={control}
            name="price"
            render={({ field }) => (
              <NumberInput
                label="Price"
                description="Rupees, 0 for a free curriculum"
                required
                min={0}
                decimalScale={2}
                // Never clamped: -5 shows the rule's message instead of silently becoming 0.
                clampBehavior="none"
                value={field.value as number | string}
                onChange={(value) => field.onChange(value === '' || value === '-' ? '' : Number(value))}
                onBlur={field.onBlur}
                error={errors.price?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="image"
            render={({ field }) => (
              <CurriculumImageField value={field.value} savedUrl={saved?.image?.url} onChange={field.onChange} />
            )}
          />
        </FormGrid>
        {(['eligibility', 'passCriteria'] as const).map((field) => (
          <Controller
            key={field}
            control={control}
            name={field}
            render={({ field: input }) => (
              <RichTextEditor
                label={field === 'eligibility' ? 'Eligibility' : 'Pass Criteria'}
                value={input.value ?? ''}
                onChange={input.onChange}
                onBlur={input.onBlur}
                error={errors[field]?.message}
              />
            )}
          />
        ))}
      </Stack>
    </EntityForm>
  );
}

type Control = ReturnType<typeof useForm<CurriculumFormValues, unknown, CurriculumFormOutput>>['control'];

/** A required Yes/No choice held as a boolean. */
function YesNo({
  control,
  name,
  label,
}: {
  control: Control;
  name: 'liveSession' | 'showPreviousCurriculum';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          required
          value={field.value ? 'Yes' : 'No'}
          onChange={(value) => field.onChange(value === 'Yes')}
          error={fieldState.error?.message}
        >
          <Group mt={6}>
            <Radio value="Yes" label="Yes" />
            <Radio value="No" label="No" />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
