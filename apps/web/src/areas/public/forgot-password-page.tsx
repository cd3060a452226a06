import { zodResolver } from '@hookform/resolvers/zod';
import { type BodyOf, EmailPasswordChangeBody, type emailPasswordChange } from '@kaksha/contracts';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { requestPasswordLink } from '../../features/accounts/public-calls.ts';
import { showApiError, UNREACHABLE } from '../../lib/api-error-messages.ts';
import { PublicPage } from './public-page.tsx';

/** /verification: ask for a link to change the password (spec §5: 'Email cant be empty'). */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useForm<BodyOf<typeof emailPasswordChange>>({
    resolver: zodResolver(EmailPasswordChangeBody),
    defaultValues: { emailId: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await requestPasswordLink(body);
      void navigate('/verify-success');
    } catch (e) {
      setFailure(showApiError(e, form.setError, UNREACHABLE));
    }
  });

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
              {...form.register('emailId')}
              error={form.formState.errors.emailId?.message}
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" loading={form.formState.isSubmitting}>
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
