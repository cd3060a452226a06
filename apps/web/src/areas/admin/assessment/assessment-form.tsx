import {
  type AssessmentField,
  assessmentFormValues,
  lockedNote,
  mayChange,
  phaseOf,
} from '@kaksha/contracts/assessment-edits';
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
import type { AssessmentDto, TestQuestionKeyDto } from '@kaksha/contracts/assessments';
import { messages } from '@kaksha/contracts/messages';
import { Alert, Button, Group, Input, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/date-field.tsx';
import { EntityForm, FormGrid } from '../../../components/entity-form.tsx';
import { Select } from '../../../components/select.tsx';
import { useSaveForm } from '../../../components/use-save-form.ts';
import { useCreateAssessment, useUpdateAssessment } from '../../../features/assessments/admin-assessments.ts';
import type { ListedQuestion } from '../../../features/assessments/admin-question-checklist.tsx';
import { useTemplateQuestions } from '../../../features/assessments/admin-templates.ts';
import { clockOffset } from '../../../features/assessments/server-clock.ts';
import { type Place, PlacePickers } from '../../../features/curriculum/place-pickers.tsx';
import { schoolToday } from '../../../lib/dates.ts';
import { AssessmentDraw } from './assessment-draw.tsx';
import { AssessmentLimits } from './assessment-limits.tsx';
import { AssessmentQuestions, alertSelection } from './assessment-questions.tsx';
import {
  type AssessmentFormOutput,
  type AssessmentFormValues,
  assessmentResolver,
  derivedWeightage,
  drawProblem,
  type EditTarget,
  emptyAssessment,
  formPaperMarks,
  selectionProblem,
  TIME_OPTIONS,
} from './assessment-schema.ts';

const LIST_PATH = '/admin/assessment';

/** A stored assessment to edit: as the API answered it, with its questions and the server's clock. */
export interface ExistingAssessment {
  assessment: AssessmentDto;
  questions: readonly TestQuestionKeyDto[];
  serverTime: string;
}

const listed = (q: TestQuestionKeyDto): ListedQuestion => ({
  questionID: q.questionID,
  question: q.question,
  questionmarks: q.questionmarks,
  questionType: q.questionType,
});

/**
 * Add Assessment (admin spec §2, §4, §5): the test's fields, then its questions, frozen on
 * creation. With `existing`, Edit Assessment: what may change depends on the test's phase by the
 * server's clock (contracts' assessment-edits.ts); the rest is shown disabled under a note.
 */
export function AssessmentForm({ existing }: { existing?: ExistingAssessment } = {}) {
  const create = useCreateAssessment();
  const update = useUpdateAssessment();
  const target = useMemo<EditTarget | undefined>(() => {
    if (!existing) return undefined;
    const offset = clockOffset(existing.serverTime, Date.now());
    return {
      phase: phaseOf(existing.assessment, new Date(Date.now() + offset)),
      stored: assessmentFormValues(existing.assessment),
      endsAt: existing.assessment.endsAt,
      now: () => Date.now() + offset,
    };
  }, [existing]);
  const phase = target?.phase ?? 'before';
  const locked = (field: AssessmentField | 'question_ids') => !mayChange(phase, field);
  const note = phase === 'draft' ? messages.assessmentCopied : lockedNote(phase);
  const [listing, setListing] = useState(false);
  const [selected, setSelected] = useState<readonly ListedQuestion[]>(() => existing?.questions.map(listed) ?? []);
  const form = useForm<AssessmentFormValues, unknown, AssessmentFormOutput>({
    resolver: assessmentResolver(target),
    defaultValues: target ? (target.stored as unknown as AssessmentFormValues) : emptyAssessment,
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
  // The same query as the listed template's checklist (one request): whether its questions are on their way.
  const pickedTemplate = useTemplateQuestions(listing && category === 'Use Template' ? values.templateID : null);

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
    // Once the test has opened its questions stay as they are: nothing of the paper to check.
    if (locked('question_ids')) return true;
    // A template picked a moment ago may not have sent its questions yet: not "select questions".
    if (selected.length === 0 && pickedTemplate.isFetching) {
      alertSelection(messages.templateQuestionsLoading);
      return false;
    }
    const drawn = drawProblem(selected, values);
    if (drawn) {
      setError('drawQuestions', { message: drawn }, { shouldFocus: true });
      return false;
    }
    const problem = selected.length === 0 ? messages.pleaseSelectQuestions : selectionProblem(selected, values);
    if (problem) {
      alertSelection(problem);
      return false;
    }
    // A perfect paper must reach the max weightage (the server refuses it too).
    const weightage = weightageIssue(output, formPaperMarks(selected, values));
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
    (output) => {
      const values = {
        ...output,
        maxWeightage: output.assignmentMode === 'Optional' ? derivedWeightage(output) : output.maxWeightage,
        question_ids: selected.map((q) => ({ questionID: q.questionID })),
        correctionMode: correctionModeOf(selected.map((q) => q.questionType)),
      };
      return existing
        ? update.mutateAsync({ ...values, testID: existing.assessment.testID })
        : create.mutateAsync(values);
    },
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
          disabled={locked(name)}
          searchable={name !== 'type'}
          // A time stored off the 15-minute steps (a test made through the API) is still shown.
          data={field.value && !data.includes(field.value) ? [field.value, ...data].sort() : data}
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
          disabled={locked(name)}
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
              <Radio key={o.value} value={o.value} label={o.label} disabled={locked(name)} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );

  const optional = values.assignmentMode === 'Optional';
  const drawing = category === 'Use Template' && Number(values.drawQuestions) > 0;
  // A drawn test's total is one student's paper: N questions of the template's one mark.
  const marks = formPaperMarks(selected, values).reduce((sum, m) => sum + m, 0);
  return (
    <EntityForm
      title={existing ? 'Edit Assessment' : 'Add Assessment'}
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
      serverError={serverError}
      leaveGuard={leaveGuard}
      cancelTo={LIST_PATH}
    >
      <Stack gap="md">
        {note && (
          <Alert color={phase === 'draft' ? 'blue' : 'yellow'} title={existing?.assessment.testID}>
            {note}
          </Alert>
        )}
        <FormGrid>
          <TextInput
            label="Assessment Name"
            required
            disabled={locked('assessmentName')}
            {...register('assessmentName')}
            error={errors.assessmentName?.message}
          />
          {select('type', 'Type', TEST_TYPES)}
          <PlacePickers
            disabled={locked('curriculumCode')}
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
            disabled={locked('maxQuestions')}
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
                disabled={locked('reviewAfter')}
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
                : `${selected.length} chosen${drawing ? `, ${values.drawQuestions} drawn per student` : ''}, ${optional ? `each worth ${values.optQuestionMarks ?? '…'} marks` : `${marks} marks${drawing ? ' a paper' : ''}`} · correction ${correctionModeOf(
                    selected.map((q) => q.questionType),
                  )}`
            }
          >
            <Stack gap="sm" mt="xs">
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconListCheck size={16} />}
                  onClick={() => void list()}
                  disabled={locked('question_ids')}
                >
                  List
                </Button>
                {!listing && !locked('question_ids') && (
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
              <AssessmentDraw
                control={control}
                errors={errors}
                fromTemplate={category === 'Use Template'}
                pool={selected}
                optionalMarks={optional ? Number(values.optQuestionMarks) || null : null}
                disabled={locked('drawQuestions')}
              />
            </Stack>
          </Input.Wrapper>
        </Paper>
      </Stack>
    </EntityForm>
  );
}
