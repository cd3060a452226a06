import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SessionQueryProvider } from '../../../app/session-query-provider.tsx';
import { getToken } from '../../../lib/session.ts';
import { PublicPage } from '../../public/public-page.tsx';
import { SubscriptionList } from './subscription-list.tsx';

/** /Subscription, outside the areas: the purchase list, for a signed-in visitor. */
export function PublicSubscriptionPage() {
  const signedIn = getToken() !== null;
  return (
    <PublicPage>
      <SessionQueryProvider>
        <SubscriptionList signedIn={signedIn} />
        {!signedIn && (
          <Text mt="md">
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>{' '}
            to see the curricula you can buy.
          </Text>
        )}
      </SessionQueryProvider>
    </PublicPage>
  );
}
