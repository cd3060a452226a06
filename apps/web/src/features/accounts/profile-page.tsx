import type { UserInfo } from '@kaksha/contracts/accounts';
import { Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { QueryError } from '../../components/query-state.tsx';
import { formatViewDate } from '../../lib/dates.ts';
import { SignInsCard } from './sign-ins-card.tsx';
import { useCurriculumOptions, useOwnProfile } from './use-profile.ts';

export type ProfileRole = 'student' | 'teacher' | 'admin';

const dash = (value: string | null | undefined) => (value?.trim() ? value : '—');
/** Details show dates as DD/MM/YYYY, like every screen; only the date part of the date of birth. */
const dateOfBirth = (dob: string | null) => formatViewDate(dob?.slice(0, 10)) || dash(dob);

/** The fields each role sees (student spec §2 Profile). */
function fieldsFor(role: ProfileRole, u: UserInfo, longName?: string): [string, string][] {
  const fields: [string, string][] = [
    ['Name', [u.firstName, u.middleName, u.lastName].filter((part) => part.trim()).join(' ')],
    ['Mobile', dash(u.mobile)],
    ['Email', u.email],
    ['Address', dash(u.address)],
  ];
  // The curriculum by the long name people know it by; the code tells one year's run from the next.
  if (role !== 'admin')
    fields.push(['Curriculum', dash(longName ?? u.curriculum)], ['Curriculum Code', dash(u.curriculumCode)]);
  if (role === 'teacher') fields.push(['Subject', dash(u.subject)]);
  if (role === 'student') {
    fields.push(
      ['Gender', dash(u.gender)],
      ['Date of birth', dateOfBirth(u.dob)],
      ['Country', dash(u.country)],
      ['State', dash(u.state)],
      ['City', dash(u.city)],
    );
  }
  return fields;
}

/** /student/profile, /teacher/profile and /admin/profile. */
/** `children` are the area's own cards under the profile (the calendar feed). */
export function ProfilePage({ area: role, children }: { area: ProfileRole; children?: ReactNode }) {
  const profile = useOwnProfile();
  const options = useCurriculumOptions(role !== 'admin');
  const user = profile.data;
  if (profile.isPending) return <PageLoader />;
  if (!user) {
    return (
      <>
        <PageHeader title="Profile" />
        <QueryError
          error={profile.error}
          onRetry={profile.refetch}
          retrying={profile.isFetching}
          title="Your profile could not be loaded"
        />
      </>
    );
  }
  const longName = options.data?.data.find((c) => c.curriculumCode === user.curriculumCode)?.longName;
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title="Profile" />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="flex-start" mb="xl" gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar size={64} radius="xl" color="indigo">
              {initials || '?'}
            </Avatar>
            <div>
              <Text fw={700} size="lg">
                {[user.firstName, user.lastName].join(' ')}
              </Text>
              <Badge variant="light" mt={4} tt="capitalize">
                {user.role}
              </Badge>
            </div>
          </Group>
          {role === 'student' && (
            <Button component={Link} to="/student/certificate" leftSection={<IconCertificate size={18} />}>
              Get Certificate
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" component="dl" m={0}>
          {fieldsFor(role, user, longName).map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <SignInsCard />
      {children}
    </Stack>
  );
}
