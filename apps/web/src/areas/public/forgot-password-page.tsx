import { EmailPasswordChangeBody, emailPasswordChange, messages } from '@kaksha/contracts';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '../../lib/api-client.ts';
import { errorMessage, UNREACHABLE } from '../../lib/api-error-messages.ts';
import { PublicPage } from './public-page.tsx';

/** /verification: ask for a link to change the password (spec §5: 'Email cant be empty'). */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = EmailPasswordChangeBody.safeParse({ emailId: email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.emailCantBeEmpty);
    setError(null);
    setBusy(true);
    try {
      await call(emailPasswordChange, { body: parsed.data });
      void navigate('/verify-success');
    } catch (e) {
      setFailure(errorMessage(e, UNREACHABLE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="sm" maw={460} mx="auto">
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <div>
              <Title order={1} size="h3">
                Forgot your password?
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                Enter the e-mail of your account and we will send you a link to choose a new password.
              </Text>
            </div>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" loading={busy}>
              Send link
            </Button>
            <Anchor component={Link} to="/" size="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </PublicPage>
  );
}
