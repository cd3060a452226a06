import { Anchor, FileInput, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PreviewNotice } from './preview-notice.tsx';
import { sampleOrganizations } from './sample-data.ts';

/**
 * /orgadmin/AddOragnization: the spec's form (name, code, address, image) is "not wired to
 * anything", so it is shown read-only and without a submit button rather than pretending to save.
 * Edit in the list opens it with that organisation's sample values (?id=).
 */
export function AddOrganizationPage() {
  const [params] = useSearchParams();
  const org = sampleOrganizations.find((o) => o.id === params.get('id'));
  return (
    <Stack gap="lg">
      <PageHeader
        title={org ? 'Edit Oragnization' : 'Add Oragnization'}
        actions={
          <Anchor component={Link} to="/orgadmin/Oragnization">
            Back to the list
          </Anchor>
        }
      />
      <PreviewNotice />
      <Paper withBorder radius="md" p="lg" component="section" aria-label="Oragnization form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" readOnly disabled value={org?.name ?? ''} />
            <TextInput label="Code" readOnly disabled value={org?.code ?? ''} />
          </SimpleGrid>
          <Textarea label="Address" readOnly disabled value={org?.address ?? ''} autosize minRows={2} />
          <FileInput label="Image" disabled placeholder="No image" />
          <Text size="sm" c="dimmed">
            Saving organisations comes with organisation administration; until then this form has no submit.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
