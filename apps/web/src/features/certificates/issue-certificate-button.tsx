import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { Select } from '../../components/select.tsx';
import { useIssueCertificate } from './api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

interface IssueCertificateButtonProps {
  userID: string;
  name: string;
  /** The curricula to choose from; the student's current one is chosen first. */
  curricula: readonly { value: string; label: string }[];
  defaultCurriculum: string | null;
}

/**
 * Issue a certificate early to a named student, with the reason: the administrator's exception to
 * "on completion" (audited). The server refuses a second standing certificate and a curriculum the
 * student is not enrolled in, in words shown in the dialog.
 */
export function IssueCertificateButton({ userID, name, curricula, defaultCurriculum }: IssueCertificateButtonProps) {
  const [open, setOpen] = useState(false);
  const [curriculumCode, setCurriculumCode] = useState<string | null>(defaultCurriculum);
  const issue = useIssueCertificate();
  return (
    <>
      <Button variant="default" leftSection={<IconCertificate size={16} />} onClick={() => setOpen(true)}>
        Issue certificate early
      </Button>
      <ReasonDialog
        opened={open}
        title="Issue a certificate early"
        message={`Issue ${name} a certificate of completion before the curriculum is completed? The reason is kept in the record.`}
        confirmLabel="Issue certificate"
        confirmColor="teal"
        busy={issue.isPending}
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          const answer = await issue.mutateAsync({ userID, curriculumCode: curriculumCode ?? '', reason });
          notifications.show({ color: 'green', message: `${answer.message}: ${answer.data.certificateCode}` });
        }}
      >
        <Select
          label="Curriculum"
          withAsterisk
          data={curricula}
          value={curriculumCode}
          onChange={setCurriculumCode}
          allowDeselect={false}
          searchable
        />
      </ReasonDialog>
    </>
  );
}
