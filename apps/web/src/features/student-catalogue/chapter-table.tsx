import type { StudentChapterDto } from '@kaksha/contracts/student-catalogue';
import { isExercise } from '@kaksha/contracts/uploads';
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileMenu } from './file-menu.tsx';
import { VideoModal } from './video-modal.tsx';

export interface ChapterContext {
  curriculum: string;
  curriculumCode: string;
  subject: string;
  topic: string;
}

interface RowProps {
  chapter: StudentChapterDto;
  context: ChapterContext;
  onPlay: () => void;
}

/** Query string that preselects the chapter on the raise-query and request-session forms. */
const chapterQuery = (ctx: ChapterContext, chapter: string) => new URLSearchParams({ ...ctx, chapter }).toString();

function VideoLink({ chapter: c, onPlay }: Omit<RowProps, 'context'>) {
  return (
    // A button that looks like one: it opens the player, it does not lead to another page.
    <Button
      variant="light"
      size="compact-sm"
      color={c.fileLocation ? undefined : 'gray'}
      leftSection={<IconPlayerPlay size={16} />}
      onClick={onPlay}
    >
      Video
    </Button>
  );
}

const ReadingMenu = ({ chapter }: { chapter: StudentChapterDto }) => (
  <FileMenu label="Reading Material" files={chapter.readArr.filter((f) => !isExercise(f.name))} />
);
const ExerciseMenu = ({ chapter }: { chapter: StudentChapterDto }) => (
  <FileMenu label="Exercise Material" files={chapter.readArr.filter((f) => isExercise(f.name))} />
);

function HelpButtons({ chapter, context }: Omit<RowProps, 'onPlay'>) {
  const query = chapterQuery(context, chapter.chapter);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to={`/student/my-queries/raise-query?${query}`} size="compact-sm">
        Raise Query
      </Button>
      <Button
        component={Link}
        to={`/student/help-from-tutor/request-session?${query}`}
        size="compact-sm"
        variant="outline"
      >
        Request Session
      </Button>
    </Group>
  );
}

function ChapterName({ chapter: c }: { chapter: StudentChapterDto }) {
  return (
    <>
      <Text fw={600}>{c.chapter}</Text>
      {c.chapterInfo && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {c.chapterInfo}
        </Text>
      )}
    </>
  );
}

const ChapterRow = ({ chapter, context, onPlay }: RowProps) => (
  <Table.Tr>
    <Table.Td>
      <ChapterName chapter={chapter} />
    </Table.Td>
    <Table.Td>
      <VideoLink chapter={chapter} onPlay={onPlay} />
    </Table.Td>
    <Table.Td>
      <ReadingMenu chapter={chapter} />
    </Table.Td>
    <Table.Td>
      <ExerciseMenu chapter={chapter} />
    </Table.Td>
    <Table.Td>
      <HelpButtons chapter={chapter} context={context} />
    </Table.Td>
  </Table.Tr>
);

/** On a phone each chapter is a card of a list; the five columns do not fit side by side. */
const ChapterCard = ({ chapter, context, onPlay }: RowProps) => (
  <Card withBorder radius="md" role="listitem">
    <Stack gap="sm">
      <div>
        <ChapterName chapter={chapter} />
      </div>
      <VideoLink chapter={chapter} onPlay={onPlay} />
      <Group gap="xs">
        <ReadingMenu chapter={chapter} />
        <ExerciseMenu chapter={chapter} />
      </Group>
      <HelpButtons chapter={chapter} context={context} />
    </Stack>
  </Card>
);

/** The chapter table of the student curriculum screen (student spec §2). */
export function ChapterTable({
  chapters,
  context,
}: {
  chapters: readonly StudentChapterDto[];
  context: ChapterContext;
}) {
  const [playing, setPlaying] = useState<StudentChapterDto | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <>
      {phone ? (
        <Stack gap="sm" role="list" aria-label="Chapters">
          {chapters.map((c) => (
            <ChapterCard key={c.chapter} chapter={c} context={context} onPlay={() => setPlaying(c)} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Chapters">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Chapter</Table.Th>
                <Table.Th>Video</Table.Th>
                <Table.Th>Reading Material</Table.Th>
                <Table.Th>Exercise Material</Table.Th>
                <Table.Th>Help</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chapters.map((c) => (
                <ChapterRow key={c.chapter} chapter={c} context={context} onPlay={() => setPlaying(c)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <VideoModal
        chapter={playing?.chapter ?? null}
        src={playing?.fileLocation ?? null}
        onClose={() => setPlaying(null)}
      />
    </>
  );
}
