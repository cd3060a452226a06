import type { PersonDto } from '@kaksha/contracts/admin-users';
import { messages } from '@kaksha/contracts/messages';
import { Alert, Button, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EntityView } from '../../../components/entity-view.tsx';
import { fullName, useAcceptUser, useInactiveUsers, useRejectUser } from '../../../features/admin-users/use-people.ts';
import { userInfoFields } from '../../../features/admin-users/user-info-fields.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';

/** After accepting or rejecting, the admin goes back to /admin (admin spec §4, §9). */
export const RETURN_DELAY_MS = 2000;

/** /admin/inactiveUser/:id — a user awaiting acceptance, with Accept and Reject. */
export function InactiveUserPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: awaitingUsers, error } = useInactiveUsers();
  // The chosen user is remembered for this page (admin spec §2): kept once found, so the details
  // stay on screen after accepting takes them off the list.
  const [user, setUser] = useState<PersonDto | undefined>();
  const listed = awaitingUsers?.find((u) => u.userID === id);
  useEffect(() => {
    if (listed) setUser(listed);
  }, [listed]);
  const accept = useAcceptUser();
  const reject = useRejectUser();
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // Rejecting cannot be undone from this page, so it is asked twice; so is accepting someone whose
  // e-mail is not verified, since they still cannot sign in until they verify it.
  const [confirmingReject, setConfirmingReject] = useState(false);
  const [confirmingAccept, setConfirmingAccept] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/admin'), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const decide = (mutation: typeof accept) => {
    if (!id) return;
    setFailed(null);
    mutation.mutate(id, {
      onSuccess: (answer) => setDone(answer.message),
      onError: (e) => setFailed(errorMessage(e)),
    });
  };
  const awaiting = Boolean(listed);
  const notAwaiting = awaitingUsers !== undefined && !listed && !user;
  const busy = accept.isPending || reject.isPending;

  return (
    <EntityView
      title="User Details"
      fields={user ? userInfoFields(user) : notAwaiting ? [] : undefined}
      error={error ? errorMessage(error) : null}
      closeTo="/admin"
      actions={
        awaiting && !done ? (
          <>
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              onClick={() => setConfirmingReject(true)}
              disabled={busy}
              loading={reject.isPending}
            >
              Reject
            </Button>
            <Button
              color="teal"
              leftSection={<IconCheck size={16} />}
              onClick={() => (user && !user.isEmail ? setConfirmingAccept(true) : decide(accept))}
              disabled={busy}
              loading={accept.isPending}
            >
              Accept
            </Button>
          </>
        ) : null
      }
    >
      {done && (
        <Alert color="teal" role="status" title={done}>
          Returning to the dashboard…
        </Alert>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      )}
      {notAwaiting && <Text c="dimmed">{messages.notAwaitingAcceptance}</Text>}
      <ConfirmDialog
        opened={confirmingReject}
        title="Reject registration"
        message={`Reject ${user ? fullName(user) : 'this user'}? They will not be able to sign in.`}
        confirmLabel="Reject"
        onConfirm={() => {
          setConfirmingReject(false);
          decide(reject);
        }}
        onCancel={() => setConfirmingReject(false)}
      />
      <ConfirmDialog
        opened={confirmingAccept}
        title="Accept an unverified e-mail"
        message={messages.acceptUnverifiedQuestion.replace('{name}', user ? fullName(user) : 'this user')}
        confirmLabel="Accept"
        confirmColor="teal"
        onConfirm={() => {
          setConfirmingAccept(false);
          decide(accept);
        }}
        onCancel={() => setConfirmingAccept(false)}
      />
    </EntityView>
  );
}
