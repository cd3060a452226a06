import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@kaksha/contracts/messages';
import { UpdateOwnPasswordBody, updateOwnPassword } from '@kaksha/contracts/own-password';
import { Alert, Button, Group, Paper, PasswordInput, SimpleGrid, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { call } from '../../lib/api-client.ts';
import { showApiError } from '../../lib/api-error-messages.ts';
import { useEndpointMutation } from '../../lib/endpoint-query.ts';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The profile's Change Password card: the current password proves it is the owner at the
 * keyboard; the new one follows the registration rule. The session stays signed in.
 */
export function OwnPasswordCard() {
  const change = useEndpointMutation((body: UpdateOwnPasswordBody) => call(updateOwnPassword, { body }));
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<UpdateOwnPasswordBody>({
    resolver: zodResolver(UpdateOwnPasswordBody),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await change.mutateAsync(values);
      notifications.show({ color: 'green', message: answer.message });
      reset(EMPTY);
    } catch (error) {
      setServerError(showApiError(error, setError));
    }
  });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Change Password">
      <Title order={3} size="h4" mb={4}>
        Change Password
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {messages.passwordRule}
      </Text>
      <form onSubmit={submit} noValidate aria-label="Change Password">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            {...register('password')}
            error={errors.password?.message}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
        </SimpleGrid>
        {serverError && !errors.currentPassword && (
          <Alert color="red" mt="md" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
