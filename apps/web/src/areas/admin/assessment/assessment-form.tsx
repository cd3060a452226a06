import {
  ASSESSMENT_CATEGORIES,
  type AssessmentCategory,
  correctionModeOf,
  defaultReviewAfter,
  REVIEW_AFTER,
  REVIEW_AFTER_LABELS,
  type ReviewAfter,
  TEST_TYPES,
  weightageIssue,
} from '@kaksha/contracts/assessment-rules';
import { messages } from '@kaksha/contracts/messages';
import { Button, Group, Input, Paper, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/date-field.tsx';
import { EntityForm, FormGrid } from '../../../components/entity-form.tsx';
import { useSaveForm } from '../../../components/use-save-form.ts';
import { useCreateAssessment } from '../../../features/assessments/admin-assessments.ts';
import type { ListedQuestion } from '../../../features/assessments/admin-question-checklist.tsx';
import { type Place, PlacePickers } from '../../../features/curriculum/place-pickers.tsx';
import { schoolToday } from '../../../lib/dates.ts';
import { AssessmentLimits } from './assessment-limits.tsx';
import { AssessmentQuestions, alertSelection } from './assessment-questions.tsx';
import {
  type AssessmentFormOutput,
  type AssessmentFormValues,
  assessmentResolver,
  derivedWeightage,
  emptyAssessment,
  selectionProblem,
  TIME_OPTIONS,
} from './assessment-schema.ts';

const LIST_PATH = '/admin/assessment';

/** Add Assessment (admin spec §2, §4, §5): the test's fields, then its questions, frozen on creation. */
export function AssessmentForm() {
  const create = useCreateAssessment();
  const [listing, setListing] = useState(false);
  const [selected, setSelected] = useState<readonly ListedQuestion[]>([]);
  const form = useForm<AssessmentFormValues, unknown, AssessmentFormOutput>({
    resolver: assessmentResolver(),
    defaultValues: emptyAssessment,
  });
  const { control, register, setError, setValue, trigger, formState } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as AssessmentFormValues;
  const place: Place = {
    curriculumCode: values.curriculumCode ?? '',
    subject: values.subject ?? '',
    topic: values.topic ?? '',
    chapter: values.chapter ?? '',
  };
  const category = (values.assessmentType ?? 'Students') as AssessmentCategory;

  const startAfresh = () => {
    setSelected([]);
    setValue('templateID', null);
  };
  const changePlace = (changes: Partial<Place>) => {
    for (const [field, value] of Object.entries(changes)) setValue(field as keyof Place, value, { shouldDirty: true });
    if ('curriculumCode' in changes || 'subject' in changes) {
      startAfresh();
      setListing(false);
    }
  };
  const pickTemplate = useCallback(
    (templateID: string) => {
      setSelected([]);
      setValue('templateID', templateID, { shouldValidate: formState.isSubmitted });
    },
    [setValue, formState.isSubmitted],
  );

  // The questions are listed only for a complete, valid form: the limits decide which ticks hold.
  // (The template is picked from that list, so it is not asked for yet.)
  const list = async () => {
    await trigger();
    const blocking = Object.keys(form.formState.errors).filter((field) => field !== 'templateID');
    form.clearErrors('templateID');
    if (blocking.length === 0) setListing(true);
  };

  /** The paper's own rules, checked before anything is sent: questions chosen, weightage reachable. */
  const paperIsReady = (output: AssessmentFormOutput): boolean => {
    const problem = selected.length === 0 ? messages.pleaseSelectQuestions : selectionProblem(selected, values);
    if (problem) {
      alertSelection(problem);
      return false;
    }
    // A perfect paper must reach the max weightage (the server refuses it too).
    const weightage = weightageIssue(
      output,
      selected.map((q) => q.questionmarks),
    );
    if (weightage) {
      setError(
        weightage.path as 'maxWeightage' | 'optionalQuestions',
        { message: weightage.message },
        { shouldFocus: true },
      );
      return false;
    }
    return true;
  };

  const { submit, serverError, leaveGuard } = useSaveForm(
    form,
    (output) =>
      create.mutateAsync({
        ...output,
        maxWeightage: output.assignmentMode === 'Optional' ? derivedWeightage(output) : output.maxWeightage,
        question_ids: selected.map((q) => ({ questionID: q.questionID })),
        correctionMode: correctionModeOf(selected.map((q) => q.questionType)),
      }),
    {
      saved: (answer) => `${answer.message}: ${answer.data.assessmentName}`,
      goTo: LIST_PATH,
      before: paperIsReady,
    },
  );

  const today = schoolToday();
  const select = (name: 'type' | 'startTime' | 'endTime', label: string, data: readonly string[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          searchable={name !== 'type'}
          data={data}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value ?? '');
            // Each type has its review default (formal: at the close); the admin may change it after.
            if (name === 'type' && value) setValue('reviewAfter', defaultReviewAfter(value), { shouldDirty: true });
          }}
          onBlur={field.onBlur}
          error={errors[name]?.message}
          placeholder={name === 'type' ? undefined : 'HH:mm'}
        />
      )}
    />
  );
  // Days before `earliest` are greyed in the calendar, but a typed one is kept and gets the rule's
  // message ('Start date cannot be before today', 'End date cannot be before the start date'):
  // a minDate would wipe it and show only 'Required'.
  const date = (name: 'startdate' | 'enddate', label: string, earliest: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          required
          excludeDate={(day) => String(day).slice(0, 10) < earliest}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  const choice = <N extends 'labSession' | 'assessmentType'>(
    name: N,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          label={label}
          required
          value={
            name === 'labSession' ? (field.value === null ? null : field.value ? 'Yes' : 'No') : String(field.value)
          }
          onChange={(value) => {
            if (name === 'labSession') field.onChange(value === 'Yes');
            else {
              field.onChange(value);
              startAfresh();
            }
          }}
          error={errors[name]?.message}
        >
          <Group mt="xs">
            {options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );

  const optional = values.assignmentMode === 'Optional';
  const marks = selected.reduce((sum, q) => sum + q.questionmarks, 0);
  return (
    <EntityForm
      title="Add Assessment"
      onSubmit={submit}
      submitting={create.isPending}
      serverError={serverError}
      leaveGuard={leaveGuard}
      cancelTo={LIST_PATH}
    >
      <Stack gap="md">
        <FormGrid>
          <TextInput
            label="Assessment Name"
            required
            {...register('assessmentName')}
            error={errors.assessmentName?.message}
          />
          {select('type', 'Type', TEST_TYPES)}
          <PlacePickers
            value={place}
            onChange={changePlace}
            errors={{ curriculumCode: errors.curriculumCode?.message, subject: errors.subject?.message }}
          />
          {date('startdate', 'Start Date', today)}
          {date('enddate', 'End Date', values.startdate && values.startdate > today ? values.startdate : today)}
          {select('startTime', 'Start Time', TIME_OPTIONS)}
          {select('endTime', 'End Time', TIME_OPTIONS)}
          <TextInput
            label="Time limit (minutes)"
            description="Counted from each student's own start, never past the end. Empty: the window decides"
            inputMode="numeric"
            {...register('timeLimitMinutes')}
            error={errors.timeLimitMinutes?.message}
          />
          <AssessmentLimits
            control={control}
            setValue={setValue}
            errors={errors}
            chosenMarks={selected.length ? marks : null}
          />
          <Controller
            control={control}
            name="reviewAfter"
            render={({ field }) => (
              <Select
                label="Results open"
                description="When students see each answer's marks and the correct options"
                placeholder="Choose the type first"
                data={REVIEW_AFTER.map((value) => ({ value, label: REVIEW_AFTER_LABELS[value] }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange((value as ReviewAfter | null) ?? null)}
                onBlur={field.onBlur}
                error={errors.reviewAfter?.message}
              />
            )}
          />
          {choice('labSession', 'Lab Session', [
            { value: 'Yes', label: 'Yes' },
            { value: 'No', label: 'No' },
          ])}
          {choice(
            'assessmentType',
            'Category',
            ASSESSMENT_CATEGORIES.map((c) => ({ value: c, label: c })),
          )}
        </FormGrid>
        <Paper withBorder radius="sm" p="sm">
          <Input.Wrapper
            label="Questions"
            required
            error={errors.templateID?.message}
            description={
              selected.length === 0
                ? 'None chosen yet'
                : `${selected.length} chosen, ${optional ? `each worth ${values.optQuestionMarks ?? '…'} marks` : `${marks} marks`} · correction ${correctionModeOf(
                    selected.map((q) => q.questionType),
                  )}`
            }
          >
            <Stack gap="sm" mt="xs">
              <Group>
                <Button variant="light" leftSection={<IconListCheck size={16} />} onClick={() => void list()}>
                  List
                </Button>
                {!listing && (
                  <Text size="sm" c="dimmed">
                    {category === 'Use Template'
                      ? 'Fill in the test, then List its curriculum and subject templates.'
                      : 'Fill in the test, then List the questions of its curriculum and subject.'}
                  </Text>
                )}
              </Group>
              {listing && (
                <AssessmentQuestions
                  category={category}
                  place={place}
                  rules={values}
                  selected={selected}
                  onSelectedChange={setSelected}
                  templateID={values.templateID ?? null}
                  onTemplatePick={pickTemplate}
                />
              )}
            </Stack>
          </Input.Wrapper>
        </Paper>
      </Stack>
    </EntityForm>
  );
}
