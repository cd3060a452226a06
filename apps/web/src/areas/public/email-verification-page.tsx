import { messages } from '@kaksha/contracts/messages';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { LoadingMark } from '../../components/page-loader.tsx';
import { verifyEmailLink } from '../../features/accounts/public-calls.ts';
import { MessageCard } from './message-card.tsx';
import { PublicPage } from './public-page.tsx';

// The token works once: a page mounted twice (React's strict mode) must not spend it twice.
const attempts = new Map<string, Promise<boolean>>();
function verifyOnce(id: string, emailToken: string): Promise<boolean> {
  const key = `${id}/${emailToken}`;
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = verifyEmailLink(id, emailToken).then(
      () => true,
      () => false,
    );
    attempts.set(key, attempt);
  }
  return attempt;
}

/** /email-verification/:id/:emailToken, opened from the verification mail. */
export function EmailVerificationPage() {
  const { id = '', emailToken = '' } = useParams();
  const [verified, setVerified] = useState<boolean | null>(null);

  useEffect(() => {
    let current = true;
    void verifyOnce(id, emailToken).then((ok) => {
      if (current) setVerified(ok);
    });
    return () => {
      current = false;
    };
  }, [id, emailToken]);

  if (verified === null) {
    return (
      <PublicPage>
        <LoadingMark mx="auto" display="block" mt={80} label="Verifying your e-mail" />
      </PublicPage>
    );
  }
  return verified ? (
    <MessageCard
      icon={<IconCircleCheck size={32} />}
      color="teal"
      title={messages.emailVerified}
      action={{ label: 'Go to sign in', to: '/' }}
    >
      {messages.waitForAdmin}
    </MessageCard>
  ) : (
    <MessageCard
      icon={<IconCircleX size={32} />}
      color="red"
      title={messages.emailVerificationFailed}
      action={{ label: 'Go to sign in', to: '/' }}
    >
      The link may have been used already or have expired.
    </MessageCard>
  );
}
