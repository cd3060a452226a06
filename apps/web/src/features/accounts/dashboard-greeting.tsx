import { Skeleton, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { useCurriculumOptions } from './use-profile.ts';
import { useWhoAmI } from './use-who-am-i.ts';

/** "Welcome, {firstName}" from the server's view of the signed-in user, as the dashboard's header. */
export function DashboardGreeting({ subtitle }: { subtitle?: string }) {
  const { data: user, isPending, isError } = useWhoAmI();
  const learner = user?.loginModule === 'student' || user?.loginModule === 'teacher';
  // The current curriculum by its long name; the code beside it tells one year's run from the next.
  const options = useCurriculumOptions(learner);
  const longName = options.data?.data.find((c) => c.curriculumCode === user?.curriculumCode)?.longName;
  if (isPending) return <Skeleton height={34} width={260} radius="sm" aria-label="Loading your name" />;
  return (
    <PageHeader
      title={isError || !user ? 'Welcome' : `Welcome, ${user.firstName}`}
      documentTitle="Dashboard"
      description={
        (learner && user?.curriculum) || subtitle ? (
          <Stack gap={4} component="span">
            {learner && user?.curriculum && (
              <Text component="span" size="sm" fw={500} c="indigo.8">
                Current curriculum: {longName ?? user.curriculum}
                {user.curriculumCode ? ` (${user.curriculumCode})` : ''}
                {user.loginModule === 'teacher' && user.subject ? `, ${user.subject}` : ''}
              </Text>
            )}
            {subtitle && (
              <Text component="span" size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </Stack>
        ) : undefined
      }
    />
  );
}
