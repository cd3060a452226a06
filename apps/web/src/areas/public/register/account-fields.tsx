import type { RegisterInput } from '@kaksha/contracts/registration';
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { UseFormReturn } from 'react-hook-form';
import type { GoogleRegistration } from '../../../features/accounts/google-registration.ts';
import { FormSection } from './form-section.tsx';

const PASSWORD_HINT = '8 characters, one uppercase, one lowercase, one number, one special character';

/** Names, mobile, e-mail and password; after Google sign-in the e-mail is Google's and locked. */
export function AccountFields({
  form,
  google,
}: {
  form: UseFormReturn<RegisterInput, unknown, unknown>;
  google: GoogleRegistration | null;
}) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <FormSection title="Student" cols={1}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="First name" withAsterisk {...register('firstName')} error={errors.firstName?.message} />
        <TextInput label="Middle name" {...register('middleName')} error={errors.middleName?.message} />
        <TextInput label="Last name" withAsterisk {...register('lastName')} error={errors.lastName?.message} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Mobile"
          type="tel"
          autoComplete="tel"
          {...register('mobile')}
          error={errors.mobile?.message}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          readOnly={google !== null}
          variant={google ? 'filled' : 'default'}
          rightSection={google ? <IconLock size={16} aria-hidden /> : undefined}
          description={google ? 'From your Google account' : undefined}
          {...register('email')}
          error={errors.email?.message}
        />
      </SimpleGrid>
      {!google && (
        // A row of its own, and the hint gives way to the error (which states the same rule), so
        // the two never pile up under a narrow field.
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
          description={errors.password ? undefined : PASSWORD_HINT}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...register('password')}
          error={errors.password?.message}
        />
      )}
    </FormSection>
  );
}
