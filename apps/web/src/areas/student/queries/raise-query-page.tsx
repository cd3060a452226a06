import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@kaksha/contracts/messages';
import { QueryMessageText } from '@kaksha/contracts/queries';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { EntityForm } from '../../../components/entity-form.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { useRaiseQuery } from '../../../features/queries/use-queries.ts';
import { useMyCurricula } from '../../../features/student-catalogue/api.ts';
import {
  type ChapterChoice,
  ChapterFields,
  chapterFromSearch,
} from '../../../features/student-catalogue/chapter-fields.tsx';
import { showApiError } from '../../../lib/api-error-messages.ts';

const required = z.string().trim().min(1, messages.required);

/** The form's rules: the contract's message rule, every place required (student spec §2, §5). */
const RaiseQueryForm = z.object({
  curriculumCode: required,
  subject: required,
  topic: required,
  chapter: required,
  message: QueryMessageText,
});
type RaiseQueryValues = z.infer<typeof RaiseQueryForm>;

/** /student/my-queries/raise-query; from a chapter row it arrives with the chapter chosen. */
export function RaiseQueryPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const curricula = useMyCurricula();
  const raise = useRaiseQuery();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setValue, setError, formState } = useForm<RaiseQueryValues>({
    resolver: zodResolver(RaiseQueryForm),
    defaultValues: { ...chapterFromSearch(params), message: '' },
  });
  const [curriculumCode, subject, topic, chapter] = useWatch({
    control,
    name: ['curriculumCode', 'subject', 'topic', 'chapter'],
  });
  const errors = formState.errors;
  const setChapter = (next: ChapterChoice) => {
    for (const key of ['curriculumCode', 'subject', 'topic', 'chapter'] as const)
      setValue(key, next[key], { shouldValidate: formState.isSubmitted });
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const curriculum = curricula.data?.find((c) => c.curriculumCode === values.curriculumCode)?.curriculum;
    try {
      const answer = await raise.mutateAsync({
        curriculum,
        curriculumCode: values.curriculumCode,
        subject: values.subject,
        topic: values.topic,
        chapter: values.chapter,
        messages: [{ message: values.message }],
      });
      notifications.show({ color: 'green', message: answer.message });
      await navigate('/student/my-queries/open');
    } catch (error) {
      setServerError(showApiError(error, setError));
    }
  });

  return (
    <EntityForm
      title="Raise Query"
      onSubmit={submit}
      submitting={raise.isPending}
      serverError={serverError}
      cancelTo="/student/my-queries/open"
    >
      <Stack gap="md">
        <ChapterFields
          value={{ curriculumCode, subject, topic, chapter }}
          onChange={setChapter}
          errors={{
            curriculumCode: errors.curriculumCode?.message,
            subject: errors.subject?.message,
            topic: errors.topic?.message,
            chapter: errors.chapter?.message,
          }}
        />
        <Controller
          control={control}
          name="message"
          render={({ field }) => (
            <RichTextEditor
              label="Message"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.message?.message}
            />
          )}
        />
      </Stack>
    </EntityForm>
  );
}
