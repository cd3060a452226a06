import {
  type AdminCertificateDto,
  CERTIFICATE_BASES,
  CERTIFICATE_BASIS_LABELS,
  CERTIFICATE_VERIFY_PATH,
  type CertificateBasis,
} from '@kaksha/contracts/certificates';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCertificateOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type EntityColumn, EntityList, pagedRows } from '../../../components/entity-list.tsx';
import { ListFilterSelect, oneOf } from '../../../components/list-filter-select.tsx';
import { useServerList } from '../../../components/use-server-list.ts';
import { useCertificatesPage, useRevokeCertificate } from '../../../features/certificates/api.ts';
import { ReasonDialog } from '../../../features/certificates/reason-dialog.tsx';
import { formatViewDate } from '../../../lib/dates.ts';

const STATES = ['valid', 'revoked'] as const;

// A badge's words may shrink to an ellipsis ("VA..."), so in this table of seven columns the
// state keeps its whole width and the other columns wrap instead.
const WHOLE = { minWidth: 'max-content' } as const;

function stateOf(row: AdminCertificateDto) {
  if (row.revokedOn) {
    return <Badge color="red" style={WHOLE}>{`Revoked on ${formatViewDate(row.revokedOn)}`}</Badge>;
  }
  return (
    <Badge color="teal" style={WHOLE}>
      Valid
    </Badge>
  );
}

const columns: EntityColumn<AdminCertificateDto>[] = [
  {
    header: 'Code',
    render: (row) => (
      <Anchor component={Link} to={`${CERTIFICATE_VERIFY_PATH}/${row.certificateCode}`} ff="monospace" size="sm">
        {row.certificateCode}
      </Anchor>
    ),
  },
  {
    header: 'Student',
    sort: 'name',
    render: (row) => (
      <Anchor component={Link} to={`/admin/student-view/${row.userID}`}>
        {row.name}
      </Anchor>
    ),
  },
  { header: 'Curriculum', sort: 'curriculum', render: (row) => row.curriculum, breakAnywhere: true },
  { header: 'Completed on', sort: 'issuedAt', render: (row) => formatViewDate(row.completionDate) },
  {
    header: 'Issued',
    render: (row) => (
      <Stack gap={2}>
        {row.basis === 'completion' ? (
          <Text inherit>{CERTIFICATE_BASIS_LABELS[row.basis]}</Text>
        ) : (
          // Marked by an orange sign beside text in the body's colour: orange text itself stays
          // under 4.5:1 on white (Mantine's darkest orange is 4.3:1), too faint to read for some.
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={16} color="var(--mantine-color-orange-9)" aria-hidden style={{ flexShrink: 0 }} />
            <Text inherit>{CERTIFICATE_BASIS_LABELS[row.basis]}</Text>
          </Group>
        )}
        {row.issueReason && (
          <Text size="xs" c="dimmed">
            {row.issueReason}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    header: 'State',
    render: (row) => (
      <Stack gap={2} align="flex-start">
        {stateOf(row)}
        {row.revokeReason && (
          <Text size="xs" c="dimmed">
            {row.revokeReason}
          </Text>
        )}
      </Stack>
    ),
  },
];

/**
 * /admin/certificates — every certificate issued, newest first, for the administrator to keep or
 * revoke: how each was issued (on completion, early with its reason, or before completion was
 * checked) and whether it still stands. Revoking asks for the reason; the public check then says
 * "Revoked on <date>". Early issue is on the student's page, where the student is named.
 */
export function CertificatesPage() {
  const list = useServerList({ sort: 'issuedAt', order: 'desc' });
  const filters = {
    state: oneOf(STATES, list.filter('state')),
    basis: oneOf<CertificateBasis>(CERTIFICATE_BASES, list.filter('basis')),
  };
  const page = useCertificatesPage(list.request, filters);
  const revoke = useRevokeCertificate();
  const [revoking, setRevoking] = useState<AdminCertificateDto | null>(null);

  return (
    <>
      <EntityList
        title="Certificates"
        searchPlaceholder="Search name, code or curriculum"
        columns={columns}
        server={list}
        {...pagedRows(page)}
        rowKey={(row) => row.certificateCode}
        rowLabel={(row) => `${row.name}, ${row.certificateCode}`}
        emptyText="No certificate has been issued with these filters"
        filters={
          <>
            <ListFilterSelect
              list={list}
              name="state"
              label="State"
              anyLabel="Any state"
              options={[
                { value: 'valid', label: 'Valid' },
                { value: 'revoked', label: 'Revoked' },
              ]}
              w={150}
            />
            <ListFilterSelect
              list={list}
              name="basis"
              label="Issued"
              anyLabel="Any way"
              options={CERTIFICATE_BASES.map((b) => ({ value: b, label: CERTIFICATE_BASIS_LABELS[b] }))}
              w={280}
            />
          </>
        }
        rowActions={(row) =>
          row.revokedOn ? null : (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconCertificateOff size={14} />}
              onClick={() => setRevoking(row)}
              aria-label={`Revoke the certificate of ${row.name} (${row.certificateCode})`}
            >
              Revoke
            </Button>
          )
        }
      />
      <ReasonDialog
        opened={revoking !== null}
        title="Revoke certificate"
        message={
          revoking
            ? `Revoke certificate ${revoking.certificateCode} of ${revoking.name}? Anyone who checks its code will then read that it was revoked.`
            : ''
        }
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={async (reason) => {
          if (!revoking) return;
          const answer = await revoke.mutateAsync({ code: revoking.certificateCode, reason });
          notifications.show({ color: 'green', message: answer.message });
        }}
      />
    </>
  );
}
