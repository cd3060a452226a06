import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type TopicChoice, useChapters, useMyCurricula } from '../../../features/student-catalogue/api.ts';
import { ChapterTable } from '../../../features/student-catalogue/chapter-table.tsx';
import { TopicPicker } from '../../../features/student-catalogue/topic-picker.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { useSession } from '../../../lib/session.ts';

/** /student/curriculum: pick curriculum, subject and topic; browse the topic's chapters. */
export function StudentCurriculumPage() {
  const [params, setParams] = useSearchParams();
  const curricula = useMyCurricula();
  // Opened from the menu, the screen starts in the curriculum the student is working in now.
  const current = useSession()?.claims.curriculumCode ?? null;
  const enrolledInCurrent = curricula.data?.some((c) => c.curriculumCode === current) ?? false;
  const choice: TopicChoice = {
    curriculumCode: params.get('curriculumCode') ?? (enrolledInCurrent ? current : null),
    subject: params.get('subject'),
    topic: params.get('topic'),
  };
  // The choice lives in the address, so a reload or a shared link keeps it.
  const onChange = useCallback(
    (next: TopicChoice) => {
      const p = new URLSearchParams();
      for (const [k, v] of Object.entries(next)) if (v) p.set(k, v);
      setParams(p, { replace: true });
    },
    [setParams],
  );
  const chapters = useChapters(choice);
  const curriculum = curricula.data?.find((c) => c.curriculumCode === choice.curriculumCode);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Curriculum
      </Title>
      <Paper withBorder p="md" radius="md">
        <TopicPicker
          curricula={curricula.data ?? []}
          curriculaLoading={curricula.isPending}
          value={choice}
          onChange={onChange}
        />
      </Paper>
      {curricula.data?.length === 0 && <Text c="dimmed">You are not enrolled in any curriculum yet.</Text>}
      {chapters.isError && <Alert color="red">{errorMessage(chapters.error)}</Alert>}
      {chapters.isFetching && !chapters.data && <Loader aria-label="Loading chapters" />}
      {chapters.data && curriculum && choice.subject && choice.topic && (
        <Paper withBorder radius="md" p="md">
          {chapters.data.length === 0 ? (
            <Text c="dimmed">No chapters found</Text>
          ) : (
            <ChapterTable
              chapters={chapters.data}
              context={{
                curriculum: curriculum.curriculum,
                curriculumCode: curriculum.curriculumCode,
                subject: choice.subject,
                topic: choice.topic,
              }}
            />
          )}
        </Paper>
      )}
      {!choice.topic && curricula.data && curricula.data.length > 0 && (
        <Text c="dimmed">Choose a curriculum, subject and topic to see its chapters.</Text>
      )}
    </Stack>
  );
}
