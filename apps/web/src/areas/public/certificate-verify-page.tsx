import { CERTIFICATE_VERIFY_PATH, CertificateCode } from '@kaksha/contracts/certificates';
import { messages } from '@kaksha/contracts/messages';
import { Alert, Button, Group, Stack, Table, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SessionQueryProvider } from '../../app/session-query-provider.tsx';
import { LoadingMark } from '../../components/page-loader.tsx';
import { useVerifiedCertificate } from '../../features/certificates/api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { formatViewDate } from '../../lib/dates.ts';
import { PublicCard, PublicPage } from './public-page.tsx';

/** /certificate/verify/:code: anyone, signed in or not, checks that a certificate is genuine. */
export function CertificateVerifyPage() {
  // Public pages have no data cache of their own (the signed-in areas provide it).
  return (
    <SessionQueryProvider>
      <VerifyCertificate />
    </SessionQueryProvider>
  );
}

function VerifyCertificate() {
  const { code: raw } = useParams();
  const parsed = raw ? CertificateCode.safeParse(raw) : null;
  const code = parsed?.success ? parsed.data : null;
  const answer = useVerifiedCertificate(code);
  const unknown = (raw && !code) || (answer.error instanceof ApiError && answer.error.status === 404);

  return (
    <PublicPage>
      <PublicCard title="Certificate verification" width={620}>
        <Stack gap="md">
          {code && answer.isPending && <LoadingMark label="Checking the certificate" />}
          {answer.data && (
            <Stack gap="sm">
              {answer.data.revokedOn ? (
                // A revoked certificate is never called genuine: it says when it was withdrawn.
                <Group gap="sm" wrap="nowrap" role="alert">
                  <ThemeIcon color="red" variant="light" radius="xl" size="lg">
                    <IconCircleX />
                  </ThemeIcon>
                  <Text fw={700} c="red.8">
                    Revoked on {formatViewDate(answer.data.revokedOn)}. This certificate is no longer valid.
                  </Text>
                </Group>
              ) : (
                <Group gap="sm">
                  <ThemeIcon color="green" variant="light" radius="xl" size="lg">
                    <IconCircleCheck />
                  </ThemeIcon>
                  <Text fw={700} c="green.8">
                    This certificate is genuine.
                  </Text>
                </Group>
              )}
              <Table variant="vertical" withTableBorder>
                <Table.Tbody>
                  <Row label="Awarded to" value={answer.data.name} />
                  <Row label="Curriculum" value={answer.data.curriculum} />
                  <Row label="Completed on" value={formatViewDate(answer.data.completionDate)} />
                  {answer.data.revokedOn && <Row label="Revoked on" value={formatViewDate(answer.data.revokedOn)} />}
                  <Row label="Certificate code" value={answer.data.certificateCode} />
                </Table.Tbody>
              </Table>
            </Stack>
          )}
          {unknown && (
            <Group gap="sm" wrap="nowrap" role="alert">
              <ThemeIcon color="red" variant="light" radius="xl" size="lg">
                <IconCircleX />
              </ThemeIcon>
              <Text fw={600} c="red.8">
                {messages.certificateNotFound}
              </Text>
            </Group>
          )}
          {answer.error && !unknown && <Alert color="red">{errorMessage(answer.error)}</Alert>}
          <CodeForm initial={raw ?? ''} />
        </Stack>
      </PublicCard>
    </PublicPage>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={170}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}

/** Typing a code from a printed certificate. */
function CodeForm({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const navigate = useNavigate();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) navigate(`${CERTIFICATE_VERIFY_PATH}/${encodeURIComponent(value.trim().toUpperCase())}`);
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Certificate code"
          placeholder="KSH-XXXX-XXXX-XXXX-XXXX"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit">Check</Button>
      </Group>
    </form>
  );
}
