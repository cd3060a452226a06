import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { type TrainingTrack, trainingTracks } from './training-tracks.ts';

function Track({ track }: { track: TrainingTrack }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={track.heading}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" color="indigo">
            <IconMovie size={22} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            {track.heading}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {track.summary}
        </Text>
        <List spacing={6} size="sm">
          {track.lessons.map((lesson) => (
            <List.Item key={lesson.title}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <span>{lesson.title}</span>
                <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {lesson.minutes} min
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

/**
 * /student/StudentTraining: the training tracks the spec shows as a static grid. The videos are
 * not part of Kaksha's library, so each track lists its lessons and points to a tutor instead of
 * offering a play button that plays nothing.
 */
export function StudentTrainingPage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Student Training"
        description={
          <>
            Training tracks your school offers alongside the curriculum, with the lessons each covers. To join one,{' '}
            <Anchor component={Link} to="/student/help-from-tutor/request-session">
              request a session with a tutor
            </Anchor>
            .
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {trainingTracks.map((track) => (
          <Track key={track.heading} track={track} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
