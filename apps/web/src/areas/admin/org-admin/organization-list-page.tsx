import { Button, Group, Modal, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PreviewNotice } from './preview-notice.tsx';
import { type SampleOrganization, sampleOrganizations } from './sample-data.ts';

const matches = (org: SampleOrganization, search: string) =>
  [org.name, org.code, org.address].some((field) => field.toLowerCase().includes(search.trim().toLowerCase()));

/** /orgadmin/Oragnization: the organisation list with a search box, Edit and View (sample rows). */
export function OrganizationListPage() {
  const [search, setSearch] = useState('');
  const [viewed, setViewed] = useState<SampleOrganization | null>(null);
  const rows = sampleOrganizations.filter((org) => matches(org, search));
  return (
    <Stack gap="lg">
      <PageHeader
        title="Oragnization"
        actions={
          <Button component={Link} to="/orgadmin/AddOragnization">
            Add Oragnization
          </Button>
        }
      />
      <PreviewNotice />
      <TextInput
        label="Search Oragnization"
        placeholder="Name, code or address"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={360}
      />
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Code</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((org) => (
                <Table.Tr key={org.id}>
                  <Table.Td>{org.name}</Table.Td>
                  <Table.Td>{org.code}</Table.Td>
                  <Table.Td>{org.address}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        component={Link}
                        to={`/orgadmin/AddOragnization?id=${org.id}`}
                        aria-label={`Edit ${org.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => setViewed(org)}
                        aria-label={`View ${org.name}`}
                      >
                        View
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows.length === 0 && (
          <Text c="dimmed" ta="center" p="lg">
            No organisations found
          </Text>
        )}
      </Paper>
      <Modal opened={viewed !== null} onClose={() => setViewed(null)} title={viewed?.name} centered>
        {viewed && (
          <Stack gap="xs">
            <Text>
              <strong>Code:</strong> {viewed.code}
            </Text>
            <Text>
              <strong>Address:</strong> {viewed.address}
            </Text>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
