import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { curriculumSelectData } from '../../../components/curriculum-label.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { LoadingMark } from '../../../components/page-loader.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Select } from '../../../components/select.tsx';
import { useMyCertificate } from '../../../features/certificates/api.ts';
import { CertificateRemaining } from '../../../features/certificates/certificate-remaining.tsx';
import { CertificateViewer } from '../../../features/certificates/certificate-viewer.tsx';
import { useMyCurricula } from '../../../features/student-catalogue/api.ts';
import { formatViewDate } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * /student/certificate: the certificate of the current curriculum in the browser's PDF viewer. A
 * student of several curricula picks one of their own. The server issues it on the first visit
 * after completion; before that the page says what remains, and a revoked one says so.
 */
export function CertificatePage() {
  const current = useSession()?.claims.curriculumCode ?? null;
  const curricula = useMyCurricula();
  const [chosen, setChosen] = useState<string | null>(null);
  const codes = curricula.data?.map((c) => c.curriculumCode) ?? [];
  const selected = chosen ?? (current && codes.includes(current) ? current : (codes[0] ?? null));
  const certificate = useMyCertificate(selected);

  return (
    <Stack gap="md">
      <PageHeader title="Certificate" />
      <QueryState
        query={curricula}
        errorTitle="Your curricula could not be loaded"
        loading={<LoadingMark label="Loading your curricula" />}
      >
        {(list) =>
          list.length === 0 ? (
            <Paper withBorder p="lg" radius="md">
              <Text c="dimmed">You are not enrolled in any curriculum yet, so there is no certificate to show.</Text>
            </Paper>
          ) : (
            <>
              {list.length > 1 && (
                <Select
                  label="Curriculum"
                  maw={560}
                  data={curriculumSelectData(list)}
                  value={selected}
                  onChange={(value) => value && setChosen(value)}
                  allowDeselect={false}
                />
              )}
              <QueryState
                query={certificate}
                errorTitle="The certificate could not be loaded"
                loading={<LoadingMark label="Preparing the certificate" />}
              >
                {({ certificate: issued, remaining, revoked }) =>
                  issued ? (
                    <CertificateViewer certificate={issued} />
                  ) : revoked ? (
                    <Alert color="red" title={`Your certificate was revoked on ${formatViewDate(revoked.revokedOn)}`}>
                      {revoked.reason}
                    </Alert>
                  ) : remaining ? (
                    <CertificateRemaining remaining={remaining} />
                  ) : null
                }
              </QueryState>
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
