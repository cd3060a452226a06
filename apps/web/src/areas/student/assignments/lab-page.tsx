import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { useStudentAssignments } from '../../../features/assessments/api.ts';
import { TypeTabs } from '../../../features/assessments/type-tabs.tsx';
import { getSession } from '../../../lib/session.ts';
import { type Figure, labFigures } from './lab-figures.ts';

function FigurePanel({ title, items, empty }: { title: string; items: Figure[]; empty: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Group gap="xs">
          {items.map((item) => (
            <Badge key={item.label} size="lg" variant="light">
              {item.label}: {item.value}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
}

/** /student/lab: the lab tests of the current curriculum, formal and informal (student spec §2). */
export function LabPage() {
  const curriculumCode = getSession()?.claims.curriculumCode ?? null;
  const { data, isPending, error } = useStudentAssignments({ labSession: true, curriculumCode });
  const lab = data?.filter((a) => a.labSession);
  // Counted once the list has come: zeros while it loads would be untrue.
  const figures = lab ? labFigures(lab) : null;
  return (
    <Stack gap="lg">
      <PageHeader title="Lab" />
      {figures && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FigurePanel title="Assignment Summary" items={figures.summary} empty="No assignments found" />
          <FigurePanel title="Subject Wise Tests" items={figures.bySubject} empty="No assignments found" />
        </SimpleGrid>
      )}
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
