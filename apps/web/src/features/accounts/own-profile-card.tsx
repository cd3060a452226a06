import { zodResolver } from '@hookform/resolvers/zod';
import { getUserprofile } from '@kaksha/contracts/accounts';
import { getStaffList } from '@kaksha/contracts/admin-users';
import { OwnProfileForm, type OwnProfileFormInput, updateOwnProfile } from '@kaksha/contracts/own-profile';
import { Alert, Button, Group, Paper, SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { call } from '../../lib/api-client.ts';
import { showApiError } from '../../lib/api-error-messages.ts';
import { useEndpointMutation } from '../../lib/endpoint-query.ts';
import { useOwnProfile } from './use-profile.ts';

type Output = z.output<typeof OwnProfileForm>;

/**
 * The admin profile's Edit details card: name, mobile and address, checked with the staff form's
 * rules. The e-mail is how they sign in and stays; another superadmin changes roles.
 */
export function OwnProfileCard() {
  const profile = useOwnProfile();
  const save = useEndpointMutation(
    (body: OwnProfileFormInput) => call(updateOwnProfile, { body }),
    [getUserprofile, getStaffList],
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<OwnProfileFormInput, unknown, Output>({
    resolver: zodResolver(OwnProfileForm),
  });
  const user = profile.data;
  useEffect(() => {
    if (!user) return;
    reset({
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      mobile: user.mobile,
      address: user.address,
    });
  }, [user, reset]);
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await save.mutateAsync(values);
      notifications.show({ color: 'green', message: answer.message });
    } catch (error) {
      setServerError(showApiError(error, setError));
    }
  });
  if (!user) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Edit details">
      <Title order={3} size="h4" mb={4}>
        Edit details
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Your e-mail ({user.email}) is how you sign in and stays as it is.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Edit details">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label="First Name" required {...register('firstName')} error={errors.firstName?.message} />
          <TextInput label="Middle Name" {...register('middleName')} error={errors.middleName?.message} />
          <TextInput label="Last Name" required {...register('lastName')} error={errors.lastName?.message} />
          <TextInput
            label="Mobile"
            required
            type="tel"
            autoComplete="tel"
            {...register('mobile')}
            error={errors.mobile?.message}
          />
        </SimpleGrid>
        <Textarea
          label="Address"
          required
          mt="md"
          autosize
          minRows={2}
          {...register('address')}
          error={errors.address?.message}
        />
        {serverError && (
          <Alert color="red" mt="md" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
            Save details
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
