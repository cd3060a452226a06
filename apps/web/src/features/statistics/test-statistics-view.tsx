import { messages } from '@kaksha/contracts/messages';
import type { TestSummaryDto } from '@kaksha/contracts/statistics';
import { Alert, Anchor, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { formatListDate } from '../../lib/dates.ts';
import { useTestStatistics } from './api.ts';
import { ExportButtons } from './export-buttons.tsx';
import { formatMarks, formatStat, NOT_COMPUTED } from './format.ts';
import { QuestionTable } from './question-table.tsx';

const ScoreHistogram = lazy(async () => ({ default: (await import('./score-histogram.tsx')).ScoreHistogram }));

export type StatisticsArea = 'admin' | 'teacher';
export const statisticsPath = (area: StatisticsArea, testID: string) =>
  `/${area}/test-statistics/${encodeURIComponent(testID)}`;
export const marksPath = (area: StatisticsArea, testID: string) => `/${area}/test-marks/${encodeURIComponent(testID)}`;

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

function Summary({ s }: { s: TestSummaryDto }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
      <Figure label="Attempts counted" value={s.count} />
      <Figure label="Waiting for marks" value={s.pending} />
      <Figure label={`Mean (of ${s.maxScore})`} value={formatStat(s.mean)} />
      <Figure label="Median" value={formatStat(s.median)} />
      <Figure label="Standard deviation" value={formatStat(s.sd)} />
      <Figure label="Lowest" value={formatMarks(s.min)} />
      <Figure label="Highest" value={formatMarks(s.max)} />
      <Figure label="Cronbach's alpha" value={formatStat(s.alpha)} />
      <Figure label="Standard error" value={formatStat(s.sem)} />
    </SimpleGrid>
  );
}

/**
 * /admin/test-statistics/:id and /teacher/test-statistics/:id: a test's item analysis over its
 * marked attempts: the figures, a histogram of scores and each question's row, flagged for review.
 */
export function TestStatisticsView({
  area,
  backTo,
  backLabel,
}: {
  area: StatisticsArea;
  backTo: string;
  backLabel: string;
}) {
  const { id = '' } = useParams();
  const stats = useTestStatistics(id);
  const test = stats.data?.test;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backTo} size="sm">
        ← {backLabel}
      </Anchor>
      <PageHeader
        title={test ? `Statistics: ${test.assessmentName}` : 'Test statistics'}
        description={
          test &&
          `${test.testID} · ${test.curriculum} · ${test.subject} · ${formatListDate(test.startdate)} to ${formatListDate(test.enddate)}`
        }
        actions={
          <>
            <Button component={Link} to={marksPath(area, id)} variant="light" leftSection={<IconTable size={16} />}>
              Marks per question
            </Button>
            <ExportButtons request={{ testID: id }} disabled={!test} />
          </>
        }
      />
      <QueryState query={stats} errorTitle="The statistics could not be loaded" loading={<Skeleton h={320} />}>
        {(data) => (
          <>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Test summary">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  The test
                </Title>
                {data.summary.count === 0 && <Alert color="gray">{messages.noMarkedAttempts}</Alert>}
                <Summary s={data.summary} />
                <Text size="xs" c="dimmed">
                  Scores are the sum of each question's marks, out of {data.summary.maxScore}. “{NOT_COMPUTED}”:{' '}
                  {messages.notComputable.toLowerCase()}.
                </Text>
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Score histogram">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Scores
                </Title>
                <Suspense fallback={<Skeleton h={260} />}>
                  <ScoreHistogram bins={data.summary.histogram} />
                </Suspense>
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Questions">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Questions
                </Title>
                <Text size="sm" c="dimmed">
                  Facility: the mean score as a share of the marks. Discrimination: how a question's score goes with the
                  rest of the test (as in Moodle's statistics). Questions with facility below 0.2 or above 0.9, or
                  discrimination below 0.2, are flagged for review.
                </Text>
                <QuestionTable questions={data.questions} />
              </Stack>
            </Paper>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
