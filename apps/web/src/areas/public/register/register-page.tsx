import '@mantine/dates/styles.css';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SessionQueryProvider } from '../../../app/session-query-provider.tsx';
import { readGoogleRegistration } from '../../../features/accounts/google-registration.ts';
import { PublicPage } from '../public-page.tsx';
import { RegisterForm } from './register-form.tsx';

/** /register, and /register?Glogin=true after a Google sign-in with no account yet. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const wantsGoogle = params.get('Glogin') === 'true';
  const google = useMemo(() => (wantsGoogle ? readGoogleRegistration() : null), [wantsGoogle]);

  return (
    <SessionQueryProvider>
      <PublicPage>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" maw={860} mx="auto">
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2">
                Register
              </Title>
              <Text c="dimmed" mt={4}>
                Create your student account. After you verify your e-mail, an admin of the school reviews your details
                and activates it.
              </Text>
            </div>
            {wantsGoogle && !google && (
              <Alert color="orange" variant="light">
                Your Google sign-in has expired. <Anchor href="/">Sign in with Google again</Anchor> to register with
                it, or fill in the form with a password.
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
          </Stack>
        </Paper>
      </PublicPage>
    </SessionQueryProvider>
  );
}
