import type { SubjectDto } from '@kaksha/contracts/curriculum-content';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { formatListDate } from '../../../lib/dates.ts';

/** The chosen subject's details, read-only: chapter content takes them from its subject. */
export function SubjectDetails({
  subject,
}: {
  subject: Pick<SubjectDto, 'subjectInfo' | 'minCredits' | 'maxCredits' | 'practicalSession' | 'startDate' | 'endDate'>;
}) {
  const items = [
    ['Min Credits', String(subject.minCredits)],
    ['Max Credits', String(subject.maxCredits)],
    ['Practical Session', subject.practicalSession],
    ['Start Date', formatListDate(subject.startDate)],
    ['End Date', formatListDate(subject.endDate)],
  ];
  return (
    <Paper withBorder p="sm" radius="sm" bg="gray.0" aria-label="Subject details">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {items.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm">{value}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        Subject Info
      </Text>
      <SafeHtml html={subject.subjectInfo} />
    </Paper>
  );
}
