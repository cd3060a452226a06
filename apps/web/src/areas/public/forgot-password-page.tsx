import { zodResolver } from '@hookform/resolvers/zod';
import { EmailPasswordChangeBody, type emailPasswordChange } from '@kaksha/contracts/accounts';
import type { BodyOf } from '@kaksha/contracts/endpoint';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { requestPasswordLink } from '../../features/accounts/public-calls.ts';
import { showApiError, UNREACHABLE } from '../../lib/api-error-messages.ts';
import { PublicCard, PublicPage } from './public-page.tsx';

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
      <PublicCard
        title="Forgot your password?"
        description="Enter the e-mail of your account and we will send you a link to choose a new password."
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
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
      </PublicCard>
    </PublicPage>
  );
}
