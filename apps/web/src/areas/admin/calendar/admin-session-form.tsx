import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@kaksha/contracts/messages';
import { SESSION_FACILITIES, SESSION_MODES, SESSION_TYPES } from '@kaksha/contracts/sessions';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Radio,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Select } from '../../../components/select.tsx';
import { useSubjectsOf } from '../../../features/curriculum/use-subjects.ts';
import { useAllCurricula } from '../../../features/media/api.ts';
import { defaultWindow, type WindowValues, windowInstants } from '../../../features/sessions/session-window.ts';
import { SessionWindowFields, windowErrors } from '../../../features/sessions/session-window-fields.tsx';
import { useRequestSession, useSubjectTeachers } from '../../../features/sessions/use-sessions.ts';
import { showApiError } from '../../../lib/api-error-messages.ts';

const required = z.string().trim().min(1, messages.required);

/** Add New (admin calendar): the session form with type and mode (student spec §3). */
const AdminSessionForm = z
  .object({
    title: required.max(200),
    curriculumCode: required,
    subject: required,
    topics: z.array(z.string()),
    desc: z.string().max(20_000),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    sessionType: z.enum(SESSION_TYPES),
    mode: z.enum(SESSION_MODES),
    address: z.string().max(500),
    facilities: z.array(z.enum(SESSION_FACILITIES)),
    teachers: z.array(z.string()),
  })
  .superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(windowErrors(v)))
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.mode === 'Offine Session' && !v.address.trim())
      ctx.addIssue({ code: 'custom', path: ['address'], message: messages.addressRequired });
  });
type Values = z.infer<typeof AdminSessionForm>;

const MODE_LABELS: Record<(typeof SESSION_MODES)[number], string> = {
  'Online Session': 'Online',
  'Offine Session': 'Offline',
};

function AddSessionForm({ onDone }: { onDone: () => void }) {
  const curricula = useAllCurricula();
  const save = useRequestSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, register, handleSubmit, setValue, setError, formState } = useForm<Values>({
    resolver: zodResolver(AdminSessionForm),
    defaultValues: {
      title: '',
      curriculumCode: '',
      subject: '',
      topics: [],
      desc: '',
      ...defaultWindow(),
      sessionType: 'Classroom',
      mode: 'Online Session',
      address: '',
      facilities: [],
      teachers: [],
    },
  });
  const v = useWatch({ control }) as Values;
  const subjects = useSubjectsOf(v.curriculumCode || undefined);
  const teachers = useSubjectTeachers(v.curriculumCode, v.subject);
  const errors = formState.errors;
  const validate = { shouldValidate: formState.isSubmitted };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const chosen = (teachers.data ?? []).filter((t) => values.teachers.includes(t.userID));
    try {
      const answer = await save.mutateAsync({
        title: values.title,
        curriculum: curricula.data?.find((c) => c.curriculumCode === values.curriculumCode)?.curriculum,
        curriculumCode: values.curriculumCode,
        subject: values.subject,
        topics: values.topics,
        topic: values.topics[0],
        desc: values.desc,
        requestedTeacher: chosen.map((t) => ({ userID: t.userID, email: t.email })),
        sessionType: values.sessionType,
        sessionMode: { mode: values.mode, address: values.address, facilities: values.facilities },
        ...windowInstants(values),
      });
      notifications.show({ color: 'green', message: answer.message });
      onDone();
    } catch (error) {
      setServerError(showApiError(error, setError));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add New">
      <Stack gap="md">
        <TextInput label="Title" required {...register('title')} error={errors.title?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Curriculum"
            required
            searchable
            data={(curricula.data ?? []).map((c) => ({ value: c.curriculumCode, label: c.curriculum }))}
            value={v.curriculumCode || null}
            onChange={(code) => {
              setValue('curriculumCode', code ?? '', validate);
              setValue('subject', '');
              setValue('teachers', []);
            }}
            error={errors.curriculumCode?.message}
          />
          <Select
            label="Subject"
            required
            searchable
            disabled={!v.curriculumCode}
            data={(subjects.data ?? []).map((s) => s.subject)}
            value={v.subject || null}
            onChange={(subject) => {
              setValue('subject', subject ?? '', validate);
              setValue('teachers', []);
            }}
            error={errors.subject?.message}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="topics"
          render={({ field }) => <TagsInput label="Topics" value={field.value} onChange={field.onChange} clearable />}
        />
        <SessionWindowFields
          value={v as WindowValues}
          onChange={(next) => {
            for (const key of ['date', 'startTime', 'endTime'] as const) setValue(key, next[key], validate);
          }}
          errors={{
            date: errors.date?.message,
            startTime: errors.startTime?.message,
            endTime: errors.endTime?.message,
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="sessionType"
            render={({ field }) => (
              <Radio.Group label="Session Type" required value={field.value} onChange={field.onChange}>
                <Group mt={6}>
                  {SESSION_TYPES.map((t) => (
                    <Radio key={t} value={t} label={t} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <Radio.Group label="Mode" required value={field.value} onChange={field.onChange}>
                <Group mt={6}>
                  {SESSION_MODES.map((m) => (
                    <Radio key={m} value={m} label={MODE_LABELS[m]} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        </SimpleGrid>
        {v.mode === 'Offine Session' && (
          <>
            <TextInput label="Address" required {...register('address')} error={errors.address?.message} />
            <Controller
              control={control}
              name="facilities"
              render={({ field }) => (
                <Checkbox.Group label="Facilities" value={field.value} onChange={field.onChange}>
                  <Group mt={6}>
                    {SESSION_FACILITIES.map((f) => (
                      <Checkbox key={f} value={f} label={f} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
          </>
        )}
        <MultiSelect
          label="Teachers"
          description="Leave empty to ask every teacher of this subject."
          data={(teachers.data ?? []).map((t) => ({ value: t.userID, label: `${t.firstName} ${t.lastName}` }))}
          value={v.teachers ?? []}
          onChange={(ids) => setValue('teachers', ids)}
          disabled={!v.subject}
          searchable
        />
        <Textarea label="Description" autosize minRows={2} {...register('desc')} />
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The admin calendar's Add New button and its form in a modal. */
export function AddNewSession() {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <Button onClick={() => setOpened(true)}>Add New</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Add New" size="xl" fullScreen={phone}>
        {opened && <AddSessionForm onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
