import {
  ANSWER_FIELDS,
  MAX_MORE_ANSWERS,
  MAX_OPTIONS,
  optionIssues,
  QUESTION_TYPES,
  QuestionFields,
  type QuestionInput,
} from '@kaksha/contracts/question-bank';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { EntityForm, FormGrid } from '../../../components/entity-form.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { Select } from '../../../components/select.tsx';
import { useSaveForm } from '../../../components/use-save-form.ts';
import { useCourseTopics } from '../../../features/curriculum/use-courses.ts';
import { useCurricula } from '../../../features/curriculum/use-curricula.ts';
import { useSubjectsOf } from '../../../features/curriculum/use-subjects.ts';
import { uploadImages } from '../../../features/question-bank/upload-images.ts';
import { useQuestion, useSaveQuestion } from '../../../features/question-bank/use-questions.ts';
import { resolverWithRules } from '../../../lib/form-rules.ts';
import { type AnswerImage, AnswerImagePicker } from './answer-image-picker.tsx';
import { ANSWER_LABELS, moreAnswerLabel } from './question-view.tsx';

type Values = QuestionInput;
type Output = z.output<typeof QuestionFields>;
/** Images by slot: 'question', an answer field, or 'more.<n>' for wrong answer 4 + n. */
type Images = Record<string, AnswerImage>;
type ImageOut = { fileName: string; location: string } | null;

const noImages: Images = {};
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
  moreAnswers: [],
} as unknown as Values;

/** Uploads the newly chosen images and gives each slot its image (new, kept) or none. */
async function storedImages(images: Images, slots: string[]): Promise<Record<string, ImageOut>> {
  const fresh = slots.filter((slot) => images[slot] && 'file' in (images[slot] as object));
  const uploaded = await uploadImages(fresh.map((slot) => (images[slot] as { file: File }).file));
  const result: Record<string, ImageOut> = {};
  for (const slot of slots) {
    const image = images[slot];
    const index = fresh.indexOf(slot);
    result[slot] = index >= 0 ? (uploaded[index] ?? null) : image && 'stored' in image ? image.stored : null;
  }
  return result;
}

/** The answer and question image fields of a save, with images uploaded. */
async function imageFields(values: Output, images: Images) {
  const multi = values.questionType === 'Multi';
  const more = multi ? values.moreAnswers : [];
  const slots = ['question', ...(multi ? ANSWER_FIELDS : []), ...more.map((_, i) => `more.${i}`)];
  const stored = await storedImages(images, slots);
  return {
    image_question: stored.question ?? null,
    ...(multi ? Object.fromEntries(ANSWER_FIELDS.map((field) => [`image_${field}`, stored[field] ?? null])) : {}),
    moreAnswers: more.map((m, i) => ({ answer: m.answer, image: stored[`more.${i}`] ?? null })),
  };
}

/**
 * Add Question and Edit Question (admin spec §2, §5): a Multi question has a correct answer and 1
 * to 7 wrong ones, each with an image; the question may carry an image too.
 */
export function QuestionForm({ questionID }: { questionID?: string }) {
  const existing = useQuestion(questionID);
  const save = useSaveQuestion(questionID);
  const curricula = useCurricula();
  const [images, setImages] = useState<Images>(noImages);
  const { control, register, handleSubmit, reset, setError, setValue, formState } = useForm<Values, unknown, Output>({
    resolver: resolverWithRules(QuestionFields, (values) =>
      values.questionType === 'Multi'
        ? optionIssues({
            ...values,
            image_answer2: images.answer2,
            image_answer3: images.answer3,
            moreAnswers: (values.moreAnswers ?? []).map((m, i) => ({ ...m, image: images[`more.${i}`] })),
          })
        : [],
    ),
    defaultValues: empty,
  });
  const more = useFieldArray({ control, name: 'moreAnswers' });
  const errors = formState.errors;
  // The options' rules report paths such as 'moreAnswers.1.answer' as they are.
  const errorAt = (path: string) =>
    (errors as Record<string, { message?: string } | undefined>)[path]?.message ??
    (path.startsWith('moreAnswers.') ? errors.moreAnswers?.[Number(path.split('.')[1])]?.answer?.message : undefined);
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
    reset({
      ...q,
      questionType: q.questionType as Values['questionType'],
      moreAnswers: q.moreAnswers.map((m) => ({ answer: m.answer })),
    } as Values);
    const stored = (image: { fileName: string; location: string; url: string } | null) =>
      image ? { stored: image } : null;
    setImages({
      question: stored(q.image_question),
      correctanswer: stored(q.image_correctanswer),
      answer1: stored(q.image_answer1),
      answer2: stored(q.image_answer2),
      answer3: stored(q.image_answer3),
      ...Object.fromEntries(q.moreAnswers.map((m, i) => [`more.${i}`, stored(m.image)])),
    });
  }, [existing.data, reset]);

  const removeMore = (index: number) => {
    more.remove(index);
    // Images follow their answers up one place.
    setImages((current) => {
      const next: Images = { ...current };
      for (let i = index; i < MAX_MORE_ANSWERS; i++) next[`more.${i}`] = current[`more.${i + 1}`] ?? null;
      return next;
    });
  };

  const { submit, serverError, leaveGuard } = useSaveForm(
    { handleSubmit, setError, formState },
    async (values) => save.mutateAsync({ ...values, ...(await imageFields(values, images)) }),
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
        <AnswerImagePicker
          label="Question Image"
          value={images.question ?? null}
          onChange={(image) => setImages((current) => ({ ...current, question: image }))}
        />
        {questionType === 'Multi' && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              A correct answer and 1 to 7 wrong answers: leave Wrong Answer 2 and 3 empty for a true/false question.
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {ANSWER_FIELDS.map((field) => (
                <Paper key={field} withBorder p="sm" radius="sm">
                  <Stack gap="xs">
                    <TextInput
                      label={ANSWER_LABELS[field]}
                      required={field === 'correctanswer' || field === 'answer1'}
                      {...register(field)}
                      error={errorAt(field)}
                    />
                    <AnswerImagePicker
                      label={`${ANSWER_LABELS[field]} Image`}
                      value={images[field] ?? null}
                      onChange={(image) => setImages((current) => ({ ...current, [field]: image }))}
                    />
                  </Stack>
                </Paper>
              ))}
              {more.fields.map((row, index) => (
                <Paper key={row.id} withBorder p="sm" radius="sm">
                  <Stack gap="xs">
                    <TextInput
                      label={moreAnswerLabel(index)}
                      required
                      {...register(`moreAnswers.${index}.answer`)}
                      error={errorAt(`moreAnswers.${index}.answer`)}
                    />
                    <Group justify="space-between" wrap="nowrap" align="flex-end">
                      <AnswerImagePicker
                        label={`${moreAnswerLabel(index)} Image`}
                        value={images[`more.${index}`] ?? null}
                        onChange={(image) => setImages((current) => ({ ...current, [`more.${index}`]: image }))}
                      />
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => removeMore(index)}
                        aria-label={`Remove ${moreAnswerLabel(index)}`}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
            {more.fields.length < MAX_MORE_ANSWERS && (
              <Group>
                <Button
                  variant="default"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => more.append({ answer: '' })}
                >
                  Add a wrong answer
                </Button>
                <Text size="xs" c="dimmed">
                  Up to {MAX_OPTIONS} options in all
                </Text>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </EntityForm>
  );
}
