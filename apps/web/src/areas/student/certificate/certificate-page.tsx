import { Alert, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { curriculumSelectData } from '../../../components/curriculum-label.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useMyCertificate } from '../../../features/certificates/api.ts';
import { CertificateViewer } from '../../../features/certificates/certificate-viewer.tsx';
import { useMyCurricula } from '../../../features/student-catalogue/api.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * /student/certificate: the certificate of the current curriculum in the browser's PDF viewer. A
 * student of several curricula picks one of their own; the server issues it on the first visit.
 */
export function CertificatePage() {
  const current = useSession()?.claims.curriculumCode ?? null;
  const curricula = useMyCurricula();
  const [chosen, setChosen] = useState<string | null>(null);
  const codes = curricula.data?.map((c) => c.curriculumCode) ?? [];
  const selected = chosen ?? (current && codes.includes(current) ? current : (codes[0] ?? null));
  const certificate = useMyCertificate(selected);

  if (curricula.isPending) return <Loader aria-label="Loading your curricula" />;
  if (curricula.error) return <Alert color="red">{errorMessage(curricula.error)}</Alert>;
  if (codes.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed">You are not enrolled in any curriculum yet, so there is no certificate to show.</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <PageHeader title="Certificate" />
      {codes.length > 1 && (
        <Select
          label="Curriculum"
          maw={560}
          data={curriculumSelectData(curricula.data ?? [])}
          value={selected}
          onChange={(value) => value && setChosen(value)}
          allowDeselect={false}
        />
      )}
      {certificate.isPending && <Loader aria-label="Preparing the certificate" />}
      {certificate.error && <Alert color="red">{errorMessage(certificate.error)}</Alert>}
      {certificate.data && <CertificateViewer certificate={certificate.data} />}
    </Stack>
  );
}
