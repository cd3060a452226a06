import { Anchor, Table, Text, Title } from '@mantine/core';
import { EntityView } from '../../../components/entity-view.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useCourse, useDeleteCourse } from '../../../features/curriculum/use-courses.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatViewDate } from '../../../lib/dates.ts';

export function CourseContentView({ id }: { id: string }) {
  const { data, error } = useCourse(id);
  const remove = useDeleteCourse();
  return (
    <EntityView
      title="View Chapter"
      closeTo="/admin/course-content"
      error={error ? errorMessage(error) : null}
      onDelete={data ? () => remove.mutateAsync(data._id) : undefined}
      deleteTarget={{ kind: 'topic', id }}
      editTo={`/admin/edit-course-content/${id}`}
      fields={
        data && [
          { label: 'Curriculum Name', value: data.curriculum },
          { label: 'Subject Name', value: data.subject },
          { label: 'Min Credits', value: String(data.minCredits) },
          { label: 'Max Credits', value: String(data.maxCredits) },
          { label: 'Practical Session', value: data.practicalSession },
          { label: 'Start Date', value: formatViewDate(data.startDate) },
          { label: 'End Date', value: formatViewDate(data.endDate) },
          { label: 'Topic Name', value: data.topic },
          { label: 'Subject Info', value: <SafeHtml html={data.subjectInfo} />, wide: true },
          { label: 'Topic Info', value: <SafeHtml html={data.topicInfo} />, wide: true },
        ]
      }
    >
      {data && (
        <div>
          <Title order={3} size="h5" mb="xs">
            Chapters
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table withTableBorder striped aria-label="Chapters">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Chapter Name</Table.Th>
                  <Table.Th>Chapter Info</Table.Th>
                  <Table.Th>Chapter Video</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.chapters.map((chapter) => (
                  <Table.Tr key={chapter._id}>
                    <Table.Td>{chapter.chapter}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{chapter.chapterInfo}</Table.Td>
                    <Table.Td>
                      {chapter.videoUrl ? (
                        <Anchor href={chapter.videoUrl} target="_blank" rel="noopener" size="sm">
                          Play video
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          No video
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      )}
    </EntityView>
  );
}
