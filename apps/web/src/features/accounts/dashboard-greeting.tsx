import { Skeleton, Text, Title } from '@mantine/core';
import { useWhoAmI } from './use-who-am-i.ts';

/** "Welcome, {firstName}" from the server's view of the signed-in user. */
export function DashboardGreeting({ subtitle }: { subtitle?: string }) {
  const { data: user, isPending, isError } = useWhoAmI();
  return (
    <header>
      {isPending ? (
        <Skeleton height={34} width={260} radius="sm" aria-label="Loading your name" />
      ) : (
        <Title order={1} size="h2">
          {isError || !user ? 'Welcome' : `Welcome, ${user.firstName}`}
        </Title>
      )}
      {user?.curriculum && (user.loginModule === 'student' || user.loginModule === 'teacher') && (
        <Text size="sm" mt={4} fw={500} c="indigo.8">
          Current curriculum: {user.curriculum}
          {user.curriculumCode ? ` (${user.curriculumCode})` : ''}
          {user.loginModule === 'teacher' && user.subject ? `, ${user.subject}` : ''}
        </Text>
      )}
      {subtitle && (
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      )}
    </header>
  );
}
