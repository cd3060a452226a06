import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useStudentAssignments } from '../../../features/assessments/api.ts';
import { TypeTabs } from '../../../features/assessments/type-tabs.tsx';
import { getSession } from '../../../lib/session.ts';

// The spec gives these panels fixed numbers; they are shown as samples until real figures exist.
const summarySample = [
  { label: 'Total', value: 10 },
  { label: 'Completed', value: 6 },
  { label: 'Pending', value: 4 },
];
const subjectSample = [
  { label: 'Mathematics', value: 4 },
  { label: 'Science', value: 3 },
  { label: 'English', value: 3 },
];

function SamplePanel({ title, items }: { title: string; items: { label: string; value: number }[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge variant="outline" color="gray">
          Sample figures
        </Badge>
      </Group>
      <Group gap="xs">
        {items.map((item) => (
          <Badge key={item.label} size="lg" variant="light">
            {item.label}: {item.value}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}

/** /student/lab: the lab tests of the current curriculum, formal and informal (student spec §2). */
export function LabPage() {
  const curriculumCode = getSession()?.claims.curriculumCode ?? null;
  const { data, isPending, error } = useStudentAssignments({ labSession: true, curriculumCode });
  const lab = data?.filter((a) => a.labSession);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Lab
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SamplePanel title="Assignment Summary" items={summarySample} />
        <SamplePanel title="Subject Wise Tests" items={subjectSample} />
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {curriculumCode === null ? (
          <Text c="dimmed">Choose a curriculum with Change Curriculum to see its lab tests.</Text>
        ) : (
          <TypeTabs
            labels={{ formal: 'Formal Lab', informal: 'Informal Lab' }}
            assignments={lab}
            isPending={isPending}
            error={error}
          />
        )}
      </Paper>
    </Stack>
  );
}
