import type { AssessmentDto } from '@kaksha/contracts/assessments';
import { Alert, Skeleton, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { AssignmentGroups } from './assignment-groups.tsx';

interface TypeTabsProps {
  /** The tab of Private (formal) tests and of Public (informal) ones, in the spec's words. */
  labels: { formal: string; informal: string };
  assignments: readonly AssessmentDto[] | undefined;
  isPending: boolean;
  error: unknown;
}

/**
 * Formal and informal tests in two tabs, each grouped Ongoing / Upcoming / Completed. The tab is
 * kept in the address, so coming back from a test lands on the same tab.
 */
export function TypeTabs({ labels, assignments, isPending, error }: TypeTabsProps) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'informal' ? 'informal' : 'formal';
  const ofType = (type: string) => (assignments ?? []).filter((a) => a.type === type);
  const body = (type: string) =>
    error ? (
      <Alert color="red">{errorMessage(error)}</Alert>
    ) : isPending ? (
      <Stack gap="sm" aria-label="Loading assignments">
        <Skeleton h={24} w={160} />
        <Skeleton h={96} />
      </Stack>
    ) : (
      <AssignmentGroups assignments={ofType(type)} />
    );

  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value === 'informal' ? { tab: 'informal' } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="formal">{labels.formal}</Tabs.Tab>
        <Tabs.Tab value="informal">{labels.informal}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="formal">{body('Private')}</Tabs.Panel>
      <Tabs.Panel value="informal">{body('Public')}</Tabs.Panel>
    </Tabs>
  );
}
