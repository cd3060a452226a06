import { Paper, Stack, Text } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError, QueryState } from '../../../components/query-state.tsx';
import {
  hasNoContent,
  type TopicChoice,
  useChapters,
  useCurriculumDetails,
  useFirstTopic,
  useMyCurricula,
} from '../../../features/student-catalogue/api.ts';
import { ChapterTable } from '../../../features/student-catalogue/chapter-table.tsx';
import { TopicPicker } from '../../../features/student-catalogue/topic-picker.tsx';
import { useSession } from '../../../lib/session.ts';

/** A curriculum bought or joined before the school has added its chapters: say so, not an empty page. */
function NoContentYet({ name }: { name: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap={4} align="center" ta="center">
        <IconBooks size={36} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600}>{name} has no content yet</Text>
        <Text c="dimmed" size="sm" maw={460}>
          Its subjects, topics and chapters appear here as soon as your school adds them. Your enrolment is kept.
        </Text>
      </Stack>
    </Paper>
  );
}

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
  // With no subject chosen yet, open on the first topic that has chapters to read.
  const first = useFirstTopic(choice.curriculumCode, !choice.subject);
  useEffect(() => {
    if (first && choice.curriculumCode && !choice.subject)
      onChange({ curriculumCode: choice.curriculumCode, ...first });
  }, [first, choice.curriculumCode, choice.subject, onChange]);

  const chapters = useChapters(choice);
  const curriculum = curricula.data?.find((c) => c.curriculumCode === choice.curriculumCode);
  const details = useCurriculumDetails(choice.curriculumCode);
  const empty = details.data !== undefined && hasNoContent(details.data);

  return (
    <Stack gap="lg">
      <PageHeader title="Curriculum" />
      {curricula.isError ? (
        <QueryError
          error={curricula.error}
          onRetry={curricula.refetch}
          retrying={curricula.isFetching}
          title="Your curricula could not be loaded"
        />
      ) : (
        <Paper withBorder p="md" radius="md">
          <TopicPicker
            curricula={curricula.data ?? []}
            curriculaLoading={curricula.isPending}
            value={choice}
            onChange={onChange}
          />
        </Paper>
      )}
      {curricula.data?.length === 0 && <Text c="dimmed">You are not enrolled in any curriculum yet.</Text>}
      {empty && curriculum && <NoContentYet name={curriculum.longName} />}
      {curriculum && choice.subject && choice.topic && (
        <QueryState query={chapters} errorTitle="The chapters could not be loaded">
          {(rows) => (
            <Paper withBorder radius="md" p="md">
              {rows.length === 0 ? (
                <Text c="dimmed">No chapters found</Text>
              ) : (
                <ChapterTable
                  chapters={rows}
                  context={{
                    curriculum: curriculum.curriculum,
                    curriculumCode: curriculum.curriculumCode,
                    subject: choice.subject ?? '',
                    topic: choice.topic ?? '',
                  }}
                />
              )}
            </Paper>
          )}
        </QueryState>
      )}
      {!choice.topic && !empty && curricula.data && curricula.data.length > 0 && (
        <Text c="dimmed">Choose a curriculum, subject and topic to see its chapters.</Text>
      )}
    </Stack>
  );
}
