import { messages } from '@kaksha/contracts/messages';
import { IconMailCheck } from '@tabler/icons-react';
import { MessageCard } from './message-card.tsx';

/** /verify-success: after asking for a password link. */
export function VerifySuccessPage() {
  return (
    <MessageCard
      icon={<IconMailCheck size={32} />}
      color="indigo"
      title="Check your e-mail"
      action={{ label: 'Back to sign in', to: '/login' }}
    >
      {messages.resetMailSent} The link works once, for one hour.
    </MessageCard>
  );
}
