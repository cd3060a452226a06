import { messages } from '@kaksha/contracts/messages';
import { ANSWER_FIELDS, QUESTION_TYPES, QuestionFields, type QuestionInput } from '@kaksha/contracts/question-bank';
import { NumberInput, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { EntityForm, FormGrid } from '../../../components/entity-form.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { useSaveForm } from '../../../components/use-save-form.ts';
import { useCourseTopics } from '../../../features/curriculum/use-courses.ts';
import { useCurricula } from '../../../features/curriculum/use-curricula.ts';
import { useSubjectsOf } from '../../../features/curriculum/use-subjects.ts';
import { uploadImages } from '../../../features/question-bank/upload-images.ts';
import { useQuestion, useSaveQuestion } from '../../../features/question-bank/use-questions.ts';
import { resolverWithRules } from '../../../lib/form-rules.ts';
import { type AnswerImage, AnswerImagePicker } from './answer-image-picker.tsx';
import { ANSWER_LABELS } from './question-view.tsx';

type Values = QuestionInput;
type Output = z.output<typeof QuestionFields>;
type AnswerField = (typeof ANSWER_FIELDS)[number];
type Images = Record<AnswerField, AnswerImage>;

const noImages: Images = { correctanswer: null, answer1: null, answer2: null, answer3: null };
const empty = {
  curriculumCode: '',
  subject: '',
  topic: '',
  chapter: '',
  questionType: '',
  questionmarks: '',
  question: '',
  correctanswer: '',
  answer1: '',
  answer2: '',
  answer3: '',
} as unknown as Values;

/** Uploads the newly chosen images (first four) and gives every answer its image or none. */
async function imageFields(images: Images) {
  const fresh = ANSWER_FIELDS.filter((field) => images[field] && 'file' in (images[field] as object));
  const uploaded = await uploadImages(fresh.map((field) => (images[field] as { file: File }).file));
  const result: Record<string, { fileName: string; location: string } | null> = {};
  for (const field of ANSWER_FIELDS) {
    const image = images[field];
    const index = fresh.indexOf(field);
    result[`image_${field}`] =
      index >= 0 ? (uploaded[index] ?? null) : image && 'stored' in image ? image.stored : null;
  }
  return result;
}

/** Add Question and Edit Question (admin spec §2, §5): a Multi question has four answers with images. */
export function QuestionForm({ questionID }: { questionID?: string }) {
  const existing = useQuestion(questionID);
  const save = useSaveQuestion(questionID);
  const curricula = useCurricula();
  const [images, setImages] = useState<Images>(noImages);
  const { control, register, handleSubmit, reset, setError, setValue, formState } = useForm<Values, unknown, Output>({
    resolver: resolverWithRules(QuestionFields, (values) =>
      values.questionType === 'Multi'
        ? ANSWER_FIELDS.filter((field) => !values[field]?.trim()).map((path) => ({ path, message: messages.required }))
        : [],
    ),
    defaultValues: empty,
  });
  const errors = formState.errors;
  const [curriculumCode, subject, topic, questionType] = useWatch({
    control,
    name: ['curriculumCode', 'subject', 'topic', 'questionType'],
  });
  const subjects = useSubjectsOf(curriculumCode || undefined);
  const topics = useCourseTopics(curriculumCode || undefined, subject || undefined);
  const chapterNames = topics.data?.find((t) => t.topic === topic)?.chapters ?? [];

  useEffect(() => {
    const q = existing.data;
    if (!q) return;
    reset({ ...q, questionType: q.questionType as Values['questionType'] } as Values);
    setImages({
      correctanswer: q.image_correctanswer ? { stored: q.image_correctanswer } : null,
      answer1: q.image_answer1 ? { stored: q.image_answer1 } : null,
      answer2: q.image_answer2 ? { stored: q.image_answer2 } : null,
      answer3: q.image_answer3 ? { stored: q.image_answer3 } : null,
    });
  }, [existing.data, reset]);

  const { submit, serverError, leaveGuard } = useSaveForm(
    { handleSubmit, setError, formState },
    async (values) =>
      save.mutateAsync({ ...values, ...(values.questionType === 'Multi' ? await imageFields(images) : {}) }),
    {
      saved: (answer) => `${answer.message}: ${answer.data.questionID}`,
      goTo: '/admin/question',
    },
  );

  const select = (
    name: 'curriculumCode' | 'subject' | 'topic' | 'chapter',
    label: string,
    data: { value: string; label: string }[] | string[],
    clears: ('subject' | 'topic' | 'chapter')[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          searchable
          data={data}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value ?? '');
            for (const next of clears) setValue(next, '');
          }}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <EntityForm
      title={questionID ? 'Edit Question' : 'Add Question'}
      onSubmit={submit}
      submitting={save.isPending}
      serverError={serverError}
      leaveGuard={leaveGuard}
      cancelTo="/admin/question"
      loading={Boolean(questionID) && !existing.data && !existing.error}
    >
      <Stack gap="md">
        <FormGrid>
          {select(
            'curriculumCode',
            'Curriculum',
            (curricula.data ?? []).map((c) => ({ value: c.curriculumCode, label: c.curriculum })),
            ['subject', 'topic', 'chapter'],
          )}
          {select(
            'subject',
            'Subject',
            (subjects.data ?? []).map((s) => s.subject),
            ['topic', 'chapter'],
          )}
          {select(
            'topic',
            'Topic',
            (topics.data ?? []).map((t) => t.topic),
            ['chapter'],
          )}
          {select('chapter', 'Chapter', chapterNames, [])}
          <Controller
            control={control}
            name="questionType"
            render={({ field }) => (
              <Select
                label="Question Type"
                required
                data={QUESTION_TYPES}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.questionType?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="questionmarks"
            render={({ field }) => (
              <NumberInput
                label="Marks"
                required
                min={1}
                max={9}
                allowDecimal={false}
                clampBehavior="none"
                value={field.value as number | string}
                onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
                error={errors.questionmarks?.message}
              />
            )}
          />
        </FormGrid>
        <Controller
          control={control}
          name="question"
          render={({ field }) => (
            <RichTextEditor
              label="Question"
              required
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.question?.message}
            />
          )}
        />
        {questionType === 'Multi' && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {ANSWER_FIELDS.map((field) => (
              <Paper key={field} withBorder p="sm" radius="sm">
                <Stack gap="xs">
                  <TextInput
                    label={ANSWER_LABELS[field]}
                    required
                    {...register(field)}
                    error={errors[field]?.message}
                  />
                  <AnswerImagePicker
                    label={`${ANSWER_LABELS[field]} Image`}
                    value={images[field]}
                    onChange={(image) => setImages((current) => ({ ...current, [field]: image }))}
                  />
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </EntityForm>
  );
}
