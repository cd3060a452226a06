import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SessionQueryProvider } from '../../app/session-query-provider.tsx';
import { SubscriptionList } from '../../features/subscription/subscription-list.tsx';
import { useSession } from '../../lib/session.ts';
import { PublicPage } from './public-page.tsx';

/** /Subscription, outside the areas: the purchase list, for visitors and signed-in students alike. */
export function PublicSubscriptionPage() {
  const signedIn = useSession() !== null;
  return (
    <PublicPage wide>
      <SessionQueryProvider>
        <SubscriptionList signedIn={signedIn} />
        {!signedIn && (
          <Text mt="md">
            Already a student?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>{' '}
            to see what you have purchased, or{' '}
            <Anchor component={Link} to="/register">
              register
            </Anchor>
            .
          </Text>
        )}
      </SessionQueryProvider>
    </PublicPage>
  );
}
