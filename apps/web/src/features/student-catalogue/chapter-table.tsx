import type { StudentChapterDto } from '@kaksha/contracts';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileMenu } from './file-menu.tsx';
import { isExercise } from './is-exercise.ts';
import { VideoModal } from './video-modal.tsx';

export interface ChapterContext {
  curriculum: string;
  curriculumCode: string;
  subject: string;
  topic: string;
}

/** Query string that preselects the chapter on the raise-query and request-session forms. */
const chapterQuery = (ctx: ChapterContext, chapter: string) => new URLSearchParams({ ...ctx, chapter }).toString();

/** The chapter table of the student curriculum screen (student spec §2). */
export function ChapterTable({
  chapters,
  context,
}: {
  chapters: readonly StudentChapterDto[];
  context: ChapterContext;
}) {
  const [playing, setPlaying] = useState<StudentChapterDto | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover>
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
            {chapters.map((c) => {
              const query = chapterQuery(context, c.chapter);
              return (
                <Table.Tr key={c.chapter}>
                  <Table.Td>
                    <Text fw={600}>{c.chapter}</Text>
                    {c.chapterInfo && (
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {c.chapterInfo}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => setPlaying(c)}
                      c={c.fileLocation ? undefined : 'dimmed'}
                    >
                      <Group gap={4} wrap="nowrap">
                        <IconPlayerPlay size={16} />
                        Video
                      </Group>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <FileMenu label="Reading Material" files={c.readArr.filter((f) => !isExercise(f.name))} />
                  </Table.Td>
                  <Table.Td>
                    <FileMenu label="Exercise Material" files={c.readArr.filter((f) => isExercise(f.name))} />
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <VideoModal
        chapter={playing?.chapter ?? null}
        src={playing?.fileLocation ?? null}
        onClose={() => setPlaying(null)}
      />
    </>
  );
}
