import { messages } from '@kaksha/contracts/messages';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { curriculumSelectData } from '../../components/curriculum-label.tsx';
import { LoadingMark } from '../../components/page-loader.tsx';
import { QueryError } from '../../components/query-state.tsx';
import { Select } from '../../components/select.tsx';
import { useSession } from '../../lib/session.ts';
import { useChangeCurriculum } from './use-change-curriculum.ts';
import { useCurriculumOptions } from './use-profile.ts';

interface ChangeCurriculumModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Switches the current curriculum (students) or curriculum and subject (teachers) to one the user
 * belongs to. The new token replaces the stored one; a student lands on the dashboard of the new
 * curriculum, a teacher stays on the page, which shows the new curriculum (student spec §7).
 */
export function ChangeCurriculumModal({ opened, onClose }: ChangeCurriculumModalProps) {
  const session = useSession();
  const navigate = useNavigate();
  const change = useChangeCurriculum();
  const teacher = session?.loginType === 'teacher';
  const options = useCurriculumOptions(opened);
  const [code, setCode] = useState<string | null>(null);
  const [subject, setSubject] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const rows = options.data?.data ?? [];
  // A teacher has one row per subject; the curriculum is offered once, by its long name.
  const curricula = useMemo(() => [...new Map(rows.map((row) => [row.curriculumCode, row])).values()], [rows]);
  const subjects = rows.filter((r) => r.curriculumCode === code && r.subject).map((r) => r.subject as string);

  // Start from what is current now, each time the modal opens.
  useEffect(() => {
    if (!opened || !options.data) return;
    setCode(options.data.current.curriculumCode);
    setSubject(options.data.current.subject);
    setFailure(null);
  }, [opened, options.data]);

  const submit = async () => {
    if (!session || !code || (teacher && !subject)) return;
    setFailure(null);
    const curriculum = rows.find((r) => r.curriculumCode === code)?.curriculum;
    try {
      await change.mutateAsync(
        teacher
          ? { userID: session.claims.userID, curriculum, curriculumCode: code, role: 'teacher', subject: subject ?? '' }
          : { userID: session.claims.userID, curriculum, curriculumCode: code },
      );
      onClose();
      if (!teacher) await navigate('/student/dashboard');
    } catch {
      setFailure(messages.somethingWentWrong);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Change Curriculum" centered>
      {options.isPending ? (
        <LoadingMark size="sm" label="Loading your curricula" />
      ) : options.isError ? (
        <QueryError
          error={options.error}
          onRetry={options.refetch}
          retrying={options.isFetching}
          title="Your curricula could not be loaded"
        />
      ) : (
        <Stack gap="md">
          {curricula.length === 0 && <Text c="dimmed">You are not enrolled in any curriculum yet.</Text>}
          <Select
            label="Curriculum"
            data={curriculumSelectData(curricula)}
            value={code}
            onChange={(value) => {
              setCode(value);
              setSubject(null);
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {teacher && (
            <Select
              label="Subject"
              data={[...new Set(subjects)]}
              value={subject}
              onChange={setSubject}
              disabled={!code}
              allowDeselect={false}
            />
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={change.isPending} disabled={!code || (teacher && !subject)}>
              Change
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
