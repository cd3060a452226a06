import '@mantine/dates/styles.css';
import { Alert, Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SessionQueryProvider } from '../../../app/session-query-provider.tsx';
import { readGoogleRegistration } from '../../../features/accounts/google-registration.ts';
import { PublicCard, PublicPage } from '../public-page.tsx';
import { RegisterForm } from './register-form.tsx';

/** /register, and /register?Glogin=true after a Google sign-in with no account yet. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const wantsGoogle = params.get('Glogin') === 'true';
  const google = useMemo(() => (wantsGoogle ? readGoogleRegistration() : null), [wantsGoogle]);

  return (
    <SessionQueryProvider>
      <PublicPage>
        <PublicCard
          title="Register"
          width={860}
          description="Create your student account. After you verify your e-mail, an admin of the school reviews your details and activates it."
        >
          {wantsGoogle && !google && (
            <Alert color="orange" variant="light">
              Your Google sign-in has expired. <Anchor href="/">Sign in with Google again</Anchor> to register with it,
              or fill in the form with a password.
            </Alert>
          )}
          {google && (
            <Alert color="indigo" variant="light">
              You signed in with Google as {google.email}. Complete your details to register.
            </Alert>
          )}
          <RegisterForm key={google ? 'google' : 'password'} google={google} />
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/">
              Sign in
            </Anchor>
          </Text>
        </PublicCard>
      </PublicPage>
    </SessionQueryProvider>
  );
}
