import type { RegisterInput } from '@kaksha/contracts/registration';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormSection } from './form-section.tsx';

type GuardianErrors = FieldErrors<NonNullable<RegisterInput['parentOrGardien']>>;

/** Parent or guardian: optional in the default variant (spec §5). */
export function GuardianFields({
  register,
  errors,
}: {
  register: UseFormRegister<RegisterInput>;
  errors?: GuardianErrors;
}) {
  return (
    <FormSection title="Parent or guardian" cols={1}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Guardian first name"
          {...register('parentOrGardien.parentFirstName')}
          error={errors?.parentFirstName?.message}
        />
        <TextInput
          label="Guardian middle name"
          {...register('parentOrGardien.parentMiddleName')}
          error={errors?.parentMiddleName?.message}
        />
        <TextInput
          label="Guardian last name"
          {...register('parentOrGardien.parentLastName')}
          error={errors?.parentLastName?.message}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Guardian mobile"
          type="tel"
          {...register('parentOrGardien.parentMobile')}
          error={errors?.parentMobile?.message}
        />
        <TextInput
          label="Guardian email"
          type="email"
          {...register('parentOrGardien.parentEmail')}
          error={errors?.parentEmail?.message}
        />
      </SimpleGrid>
      <TextInput
        label="Guardian address"
        {...register('parentOrGardien.parentAddress')}
        error={errors?.parentAddress?.message}
      />
    </FormSection>
  );
}
