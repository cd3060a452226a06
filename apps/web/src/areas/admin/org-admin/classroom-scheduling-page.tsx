import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconDoor, IconUser } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatViewDate } from '../../../lib/dates.ts';
import { PreviewNotice } from './preview-notice.tsx';
import { sampleClassroomSessions } from './sample-data.ts';

/** /orgadmin/ClassroomScheduling: six offline classroom sessions, as the spec shows them. */
export function ClassroomSchedulingPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Classroom Scheduling" />
      <PreviewNotice />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {sampleClassroomSessions.map((session) => (
          <Card key={session.title} withBorder radius="md" padding="md" component="section" aria-label={session.title}>
            <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
              <Title order={2} size="h5">
                {session.title}
              </Title>
              <Badge variant="light" color="grape" style={{ flexShrink: 0 }}>
                Offline
              </Badge>
            </Group>
            <Stack gap={4}>
              <Group gap={6} wrap="nowrap">
                <IconCalendarEvent size={16} aria-hidden />
                <Text size="sm">
                  {formatViewDate(session.date)}, {session.time}
                </Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconDoor size={16} aria-hidden />
                <Text size="sm">{session.room}</Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconUser size={16} aria-hidden />
                <Text size="sm">{session.teacher}</Text>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
