import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordBody } from '@kaksha/contracts/accounts';
import { Alert, Anchor, Button, List, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { setNewPassword } from '../../features/accounts/public-calls.ts';
import { errorMessage, UNREACHABLE } from '../../lib/api-error-messages.ts';
import { PublicCard, PublicPage } from './public-page.tsx';

type Values = z.input<typeof ChangePasswordBody>;

/** /change-password/:id/:token: from the reset mail, or the mail of a new staff account. */
export function ChangePasswordPage() {
  const { id = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof ChangePasswordBody>>({
    resolver: zodResolver(ChangePasswordBody),
    defaultValues: { id, token, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await setNewPassword(body);
      notifications.show({ color: 'teal', message: answer.message });
      void navigate('/', { replace: true });
    } catch (e) {
      setFailure(errorMessage(e, UNREACHABLE));
    }
  });

  return (
    <PublicPage>
      <PublicCard title="Change password">
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <div>
              <Text size="sm" c="dimmed">
                Your new password needs at least:
              </Text>
              <List size="sm" c="dimmed" spacing={2} mt={4}>
                <List.Item>8 characters</List.Item>
                <List.Item>one uppercase and one lowercase letter</List.Item>
                <List.Item>one number and one special character</List.Item>
              </List>
            </div>
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              withAsterisk
              {...form.register('password')}
              error={errors.password?.message}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              withAsterisk
              {...form.register('confirmPassword')}
              error={errors.confirmPassword?.message}
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
            <Anchor component={Link} to="/verification" size="sm" ta="center">
              Ask for a new link
            </Anchor>
          </Stack>
        </form>
      </PublicCard>
    </PublicPage>
  );
}
