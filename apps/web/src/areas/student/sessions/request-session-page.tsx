import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@kaksha/contracts/messages';
import { MultiSelect, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { EntityForm } from '../../../components/entity-form.tsx';
import { defaultWindow, type WindowValues, windowInstants } from '../../../features/sessions/session-window.ts';
import { SessionWindowFields, windowErrors } from '../../../features/sessions/session-window-fields.tsx';
import { useRequestSession, useSubjectTeachers } from '../../../features/sessions/use-sessions.ts';
import { useMyCurricula } from '../../../features/student-catalogue/api.ts';
import {
  type ChapterChoice,
  ChapterFields,
  chapterFromSearch,
} from '../../../features/student-catalogue/chapter-fields.tsx';
import { showApiError } from '../../../lib/api-error-messages.ts';

const required = z.string().trim().min(1, messages.required);

/** Student spec §5: curriculum, subject, topic, chapter and message required; the window by session-rules. */
const RequestForm = z
  .object({
    curriculumCode: required,
    subject: required,
    topic: required,
    chapter: required,
    desc: required.max(20_000),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    teachers: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(windowErrors(values)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });
type RequestValues = z.infer<typeof RequestForm>;

const CHAPTER_KEYS = ['curriculumCode', 'subject', 'topic', 'chapter'] as const;
const WINDOW_KEYS = ['date', 'startTime', 'endTime'] as const;

/** /student/help-from-tutor/request-session: Request A Session (student spec §2, §5, §9). */
export function RequestSessionPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const curricula = useMyCurricula();
  const request = useRequestSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, register, handleSubmit, setValue, setError, formState } = useForm<RequestValues>({
    resolver: zodResolver(RequestForm),
    defaultValues: { ...chapterFromSearch(params), desc: '', ...defaultWindow(), teachers: [] },
  });
  const values = useWatch({ control });
  const chapter = { ...chapterFromSearch(new URLSearchParams()), ...values } as ChapterChoice;
  const window = values as WindowValues;
  const teachers = useSubjectTeachers(chapter.curriculumCode, chapter.subject);
  const errors = formState.errors;
  const validate = { shouldValidate: formState.isSubmitted };
  const setChapter = (next: ChapterChoice) => {
    for (const key of CHAPTER_KEYS) setValue(key, next[key], validate);
    if (next.subject !== chapter.subject) setValue('teachers', []);
  };
  const setWindow = (next: WindowValues) => {
    for (const key of WINDOW_KEYS) setValue(key, next[key], validate);
  };

  const submit = handleSubmit(async (v) => {
    setServerError(null);
    const curriculum = curricula.data?.find((c) => c.curriculumCode === v.curriculumCode)?.curriculum;
    const chosen = (teachers.data ?? []).filter((t) => v.teachers.includes(t.userID));
    try {
      const answer = await request.mutateAsync({
        title: `${v.subject}: ${v.chapter}`,
        curriculum,
        curriculumCode: v.curriculumCode,
        subject: v.subject,
        topic: v.topic,
        topics: [v.topic],
        chapter: v.chapter,
        desc: v.desc,
        requestedTeacher: chosen.map((t) => ({ userID: t.userID, email: t.email })),
        ...windowInstants(v),
      });
      notifications.show({ color: 'green', message: answer.message });
      await navigate('/student/help-from-tutor/open');
    } catch (error) {
      setServerError(showApiError(error, setError));
    }
  });

  return (
    <EntityForm
      title="Request A Session"
      onSubmit={submit}
      submitting={request.isPending}
      serverError={serverError}
      cancelTo="/student/help-from-tutor/open"
    >
      <Stack gap="md">
        <ChapterFields
          value={chapter}
          onChange={setChapter}
          errors={{
            curriculumCode: errors.curriculumCode?.message,
            subject: errors.subject?.message,
            topic: errors.topic?.message,
            chapter: errors.chapter?.message,
          }}
        />
        <SessionWindowFields
          value={window}
          onChange={setWindow}
          errors={{
            date: errors.date?.message,
            startTime: errors.startTime?.message,
            endTime: errors.endTime?.message,
          }}
        />
        <MultiSelect
          label="Teachers"
          description="Leave empty to ask every teacher of this subject."
          placeholder={chapter.subject ? 'Choose teachers' : 'Choose a subject first'}
          data={(teachers.data ?? []).map((t) => ({
            value: t.userID,
            label: `${t.firstName} ${t.lastName} (${t.email})`,
          }))}
          value={values.teachers ?? []}
          onChange={(ids) => setValue('teachers', ids)}
          disabled={!chapter.subject}
          searchable
          nothingFoundMessage="No teacher found"
        />
        <Textarea label="Message" required autosize minRows={3} {...register('desc')} error={errors.desc?.message} />
      </Stack>
    </EntityForm>
  );
}
