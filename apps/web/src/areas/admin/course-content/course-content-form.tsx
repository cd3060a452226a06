import { zodResolver } from '@hookform/resolvers/zod';
import { CourseInput } from '@kaksha/contracts/curriculum-content';
import { messages } from '@kaksha/contracts/messages';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, type FieldErrors, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { EntityForm, FormGrid } from '../../../components/entity-form.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { Select } from '../../../components/select.tsx';
import { useSaveForm } from '../../../components/use-save-form.ts';
import { useCourse, useSaveCourse, useSubjectInfo } from '../../../features/curriculum/use-courses.ts';
import { useCurricula } from '../../../features/curriculum/use-curricula.ts';
import { useSubjectsOf } from '../../../features/curriculum/use-subjects.ts';
import { SubjectDetails } from './subject-details.tsx';

type Values = z.input<typeof CourseInput>;
const emptyChapter = { chapter: '', chapterInfo: '', fileLocation: null };
const empty: Values = { curriculumCode: '', subject: '', topic: '', topicInfo: '', chapters: [emptyChapter] };

/** Any rule of the chapter content form broken: the spec's single alert (admin spec §5, §8). */
const mandatoryMissing = (errors: FieldErrors<Values>) =>
  Boolean(errors.topic || errors.chapters || errors.curriculumCode || errors.subject);

/** Add and Edit chapter content: a topic with its chapters, under a subject shown read-only. */
export function CourseContentForm({ id }: { id?: string }) {
  const existing = useCourse(id);
  const save = useSaveCourse(id);
  const curricula = useCurricula();
  const { control, register, handleSubmit, reset, setError, setValue, formState } = useForm<
    Values,
    unknown,
    z.output<typeof CourseInput>
  >({
    resolver: zodResolver(CourseInput),
    defaultValues: empty,
  });
  const errors = formState.errors;
  const chapters = useFieldArray({ control, name: 'chapters' });
  const [curriculumCode, subject] = useWatch({ control, name: ['curriculumCode', 'subject'] });
  const subjects = useSubjectsOf(curriculumCode || undefined);
  const subjectInfo = useSubjectInfo(curriculumCode || undefined, subject || undefined);

  useEffect(() => {
    const course = existing.data;
    if (course) reset({ ...course, chapters: course.chapters.map((c) => ({ ...c, fileLocation: c.fileLocation })) });
  }, [existing.data, reset]);

  const { submit, serverError, leaveGuard } = useSaveForm(
    { handleSubmit, setError, formState },
    (values) => save.mutateAsync(values),
    {
      saved: (answer) => `${answer.message}: ${answer.data.topic}`,
      goTo: '/admin/course-content',
    },
  );

  return (
    <EntityForm
      title={id ? 'Edit Chapter' : 'Add Chapter'}
      onSubmit={submit}
      submitting={save.isPending}
      serverError={serverError}
      leaveGuard={leaveGuard}
      cancelTo="/admin/course-content"
      loading={Boolean(id) && !existing.data && !existing.error}
    >
      <Stack gap="md">
        {mandatoryMissing(errors) && (
          <Alert color="red" role="alert">
            {messages.allFieldsMandatory}
          </Alert>
        )}
        <FormGrid>
          <Controller
            control={control}
            name="curriculumCode"
            render={({ field }) => (
              <Select
                label="Curriculum"
                required
                searchable
                data={(curricula.data ?? []).map((c) => ({ value: c.curriculumCode, label: c.curriculum }))}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  setValue('subject', '');
                }}
                error={errors.curriculumCode?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="subject"
            render={({ field }) => (
              <Select
                label="Subject"
                required
                searchable
                disabled={!curriculumCode}
                data={(subjects.data ?? []).map((s) => s.subject)}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.subject?.message}
                nothingFoundMessage="This curriculum has no subjects yet"
              />
            )}
          />
        </FormGrid>
        {subjectInfo.data && <SubjectDetails subject={subjectInfo.data} />}
        <TextInput label="Topic" required {...register('topic')} error={errors.topic?.message} />
        <Controller
          control={control}
          name="topicInfo"
          render={({ field }) => (
            <RichTextEditor
              label="Topic Info"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Text fw={600}>Chapters</Text>
        {chapters.fields.map((item, index) => (
          <Paper key={item.id} withBorder p="sm" radius="sm" aria-label={`Chapter ${index + 1}`}>
            <Group align="flex-start" wrap="nowrap">
              <Stack gap="xs" style={{ flex: 1 }}>
                <TextInput
                  label={`Chapter ${index + 1}`}
                  required
                  {...register(`chapters.${index}.chapter`)}
                  error={errors.chapters?.[index]?.chapter?.message}
                />
                <Textarea
                  label={`Chapter ${index + 1} Info`}
                  required
                  autosize
                  minRows={2}
                  {...register(`chapters.${index}.chapterInfo`)}
                  error={errors.chapters?.[index]?.chapterInfo?.message}
                />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                disabled={chapters.fields.length === 1}
                onClick={() => chapters.remove(index)}
                aria-label={`Remove chapter ${index + 1}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Group>
          {/* "Add Chapter" already names this screen (a topic with its chapters); this adds a row. */}
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => chapters.append(emptyChapter)}>
            Add another chapter
          </Button>
        </Group>
      </Stack>
    </EntityForm>
  );
}
