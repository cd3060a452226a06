import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PreviewNotice } from './preview-notice.tsx';

/** The org-admin pages of the admin spec (§2, Org admin), reached from here. */
const orgAdminPages = [
  { to: '/orgadmin/Oragnization', title: 'Oragnization', text: 'The organisations, with search, Edit and View.' },
  { to: '/orgadmin/AddOragnization', title: 'Add Oragnization', text: 'Name, code, address and image.' },
  { to: '/orgadmin/PracticalSession', title: 'Practical Session', text: 'Practical sessions by course.' },
  { to: '/orgadmin/ClassroomScheduling', title: 'Classroom Scheduling', text: 'Offline classroom sessions.' },
] as const;

/** /admin/org-admin: the spec's placeholder route, here the way into the org-admin pages. */
export function OrgAdminPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Org Admin" />
      <PreviewNotice />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="nav" aria-label="Org admin pages">
        {orgAdminPages.map((page) => (
          <UnstyledButton key={page.to} component={Link} to={page.to}>
            <Card withBorder radius="md" padding="lg" h="100%">
              <Title order={2} size="h4" c="indigo.7">
                {page.title}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {page.text}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
