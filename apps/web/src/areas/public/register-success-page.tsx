import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { MessageCard } from './message-card.tsx';

/** /register-success: what happens next depends on how the student registered. */
export function RegisterSuccessPage() {
  const google = (useLocation().state as { google?: boolean } | null)?.google === true;
  return (
    <MessageCard
      icon={<IconCircleCheck size={32} />}
      color="teal"
      title="Registration successful"
      action={{ label: 'Go to sign in', to: '/' }}
    >
      {google
        ? 'An admin of the school will review your details. You can sign in with Google once they accept you.'
        : 'We have sent you an e-mail. Open the link in it to verify your address; then an admin of the school reviews your details and activates your account.'}
    </MessageCard>
  );
}
