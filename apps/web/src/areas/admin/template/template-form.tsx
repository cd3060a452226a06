import { zodResolver } from '@hookform/resolvers/zod';
import { TEST_TYPES } from '@kaksha/contracts/assessment-rules';
import { TemplateInput } from '@kaksha/contracts/templates';
import { Button, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { EntityForm, FormGrid } from '../../../components/entity-form.tsx';
import { Select } from '../../../components/select.tsx';
import { useSaveForm } from '../../../components/use-save-form.ts';
import { useLibraryQuestions } from '../../../features/assessments/admin-library-questions.ts';
import { useNotFoundRedirect } from '../../../features/assessments/admin-not-found.ts';
import { QuestionChecklist } from '../../../features/assessments/admin-question-checklist.tsx';
import { useSaveTemplate, useTemplateQuestions } from '../../../features/assessments/admin-templates.ts';
import { type Place, PlacePickers } from '../../../features/curriculum/place-pickers.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';

type Values = z.input<typeof TemplateInput>;
type Output = z.output<typeof TemplateInput>;

const empty = {
  templateName: '',
  templateType: '',
  curriculumCode: '',
  subject: '',
  topic: '',
  chapter: '',
  questions: [],
} as unknown as Values;

const LIST_PATH = '/admin/template';

/**
 * Add Template and Edit Template (admin spec §2, §4): name, type and place; List shows the
 * library questions of the curriculum and subject to tick. Submit waits for that list.
 */
export function TemplateForm({ templateID }: { templateID?: string }) {
  const existing = useTemplateQuestions(templateID);
  const save = useSaveTemplate(templateID);
  useNotFoundRedirect(existing.error);
  const [listing, setListing] = useState(false);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(TemplateInput),
    defaultValues: empty,
  });
  const { control, register, reset, setValue, formState } = form;
  const errors = formState.errors;
  const { submit, serverError, leaveGuard } = useSaveForm(form, (values) => save.mutateAsync(values), {
    saved: (answer) => `${answer.message}: ${answer.data.templateName}`,
    goTo: LIST_PATH,
  });
  const [curriculumCode, subject, topic, chapter, questions] = useWatch({
    control,
    name: ['curriculumCode', 'subject', 'topic', 'chapter', 'questions'],
  });
  const place: Place = { curriculumCode, subject, topic: topic ?? '', chapter: chapter ?? '' };
  const placeChosen = Boolean(curriculumCode && subject);
  const list = useLibraryQuestions(listing && placeChosen ? place : null);

  const saved = existing.data?.template;
  useEffect(() => {
    if (!saved) return;
    reset({ ...saved, templateType: saved.templateType as Values['templateType'] });
    // An edit starts with its questions listed, so Submit is ready once they load.
    setListing(true);
  }, [saved, reset]);

  const changePlace = (changes: Partial<Place>) => {
    for (const [field, value] of Object.entries(changes)) setValue(field as keyof Place, value, { shouldDirty: true });
    // Questions belong to one curriculum and subject; another one starts the choice afresh.
    if ('curriculumCode' in changes || 'subject' in changes) {
      setValue('questions', []);
      setListing(false);
    }
  };

  const toggle = (questionID: string, checked: boolean) => {
    const current = questions ?? [];
    const next = checked ? [...current, questionID] : current.filter((id) => id !== questionID);
    setValue('questions', next, { shouldValidate: formState.isSubmitted });
  };

  return (
    <EntityForm
      title={templateID ? 'Edit Template' : 'Add Template'}
      onSubmit={submit}
      submitting={save.isPending}
      serverError={serverError ?? (existing.error ? errorMessage(existing.error) : null)}
      leaveGuard={leaveGuard}
      cancelTo={LIST_PATH}
      loading={Boolean(templateID) && !saved && !existing.error}
      submitDisabled={!list.isSuccess}
    >
      <Stack gap="md">
        <FormGrid>
          <TextInput
            label="Template Name"
            required
            {...register('templateName')}
            error={errors.templateName?.message}
          />
          <Controller
            control={control}
            name="templateType"
            render={({ field }) => (
              <Select
                label="Template Type"
                required
                data={TEST_TYPES}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.templateType?.message}
              />
            )}
          />
          <PlacePickers
            value={place}
            onChange={changePlace}
            errors={{ curriculumCode: errors.curriculumCode?.message, subject: errors.subject?.message }}
          />
        </FormGrid>
        {placeChosen && (
          <Paper withBorder radius="sm" p="sm">
            <Input.Wrapper
              label="Questions"
              required
              error={errors.questions?.message ?? errors.questions?.root?.message}
              description={`${questions?.length ?? 0} chosen`}
            >
              <Stack gap="sm" mt="xs">
                <Group>
                  <Button
                    variant="light"
                    leftSection={<IconListCheck size={16} />}
                    onClick={() => (listing ? void list.refetch() : setListing(true))}
                  >
                    List
                  </Button>
                  {!list.isSuccess && (
                    <Text size="sm" c="dimmed">
                      List the questions to choose them; Submit waits for the list.
                    </Text>
                  )}
                </Group>
                {listing && (
                  <QuestionChecklist
                    questions={list.data}
                    loading={list.isPending}
                    error={list.error ? errorMessage(list.error) : null}
                    selected={questions ?? []}
                    onToggle={(q, checked) => toggle(q.questionID, checked)}
                    searchable
                  />
                )}
              </Stack>
            </Input.Wrapper>
          </Paper>
        )}
      </Stack>
    </EntityForm>
  );
}
