import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@kaksha/contracts/messages';
import { EMPTY_GUARDIAN } from '@kaksha/contracts/person-fields';
import { RegisterBody, type RegisterInput } from '@kaksha/contracts/registration';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { curriculumSelectData } from '../../../components/curriculum-label.tsx';
import { DateOfBirthField, GenderField } from '../../../components/person-fields.tsx';
import { Select } from '../../../components/select.tsx';
import { forgetGoogleRegistration, type GoogleRegistration } from '../../../features/accounts/google-registration.ts';
import { PlaceFields } from '../../../features/accounts/place-fields.tsx';
import { registerStudent } from '../../../features/accounts/public-calls.ts';
import { useRegistrationCurricula } from '../../../features/accounts/use-places.ts';
import { showApiError, UNREACHABLE } from '../../../lib/api-error-messages.ts';
import { maxLengths } from '../../../lib/max-lengths.ts';
import { AccountFields } from './account-fields.tsx';
import { FormSection } from './form-section.tsx';
import { GuardianFields } from './guardian-fields.tsx';
import { IdentityField } from './identity-field.tsx';

type Output = z.output<typeof RegisterBody>;

const emptyValues = (google: GoogleRegistration | null): RegisterInput => ({
  firstName: google?.firstName ?? '',
  middleName: '',
  lastName: google?.lastName ?? '',
  mobile: '',
  email: google?.email ?? '',
  password: '',
  gender: '' as RegisterInput['gender'],
  dob: '',
  parentOrGardien: { ...EMPTY_GUARDIAN },
  address: '',
  country: '',
  state: '',
  city: '',
  pincode: '',
  identityNumber: '',
  identityUrl: undefined,
  curriculumCode: '',
  googleToken: google?.tokenId,
});

/** The registration form (student spec §2 Public, §3 Registration, §5). */
export function RegisterForm({ google }: { google: GoogleRegistration | null }) {
  const navigate = useNavigate();
  const curricula = useRegistrationCurricula();
  const [failure, setFailure] = useState<string | null>(null);
  const [placeAlert, setPlaceAlert] = useState(false);
  const form = useForm<RegisterInput, unknown, Output>({
    resolver: zodResolver(RegisterBody),
    defaultValues: emptyValues(google),
  });
  const { control, register, setValue, setError, formState } = form;
  const errors = formState.errors;
  // The place alert is about a choice still missing: it goes once all three are chosen.
  const [country, state, city] = form.watch(['country', 'state', 'city']);
  const placesChosen = Boolean(country && state && city);
  const lengths = maxLengths(RegisterBody);

  const onValid = async (body: Output) => {
    setFailure(null);
    setPlaceAlert(false);
    const curriculum = curricula.data?.find((c) => c.curriculumCode === body.curriculumCode)?.curriculum;
    try {
      await registerStudent({ ...body, curriculum });
      forgetGoogleRegistration();
      void navigate('/register-success', { state: { google: google !== null } });
    } catch (e) {
      setFailure(showApiError(e, setError, UNREACHABLE));
    }
  };
  const onInvalid = (invalid: FieldErrors<RegisterInput>) => {
    setFailure(null);
    setPlaceAlert(Boolean(invalid.country || invalid.state || invalid.city));
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <Stack gap="xl">
        <AccountFields form={form} google={google} />
        <FormSection title="Personal details">
          <GenderField control={control} name="gender" />
          <DateOfBirthField control={control} name="dob" label="Date of birth" />
        </FormSection>
        <GuardianFields register={register} errors={errors.parentOrGardien} />
        <FormSection title="Address" cols={1}>
          <TextInput
            label="Address"
            withAsterisk
            maxLength={lengths.address}
            {...register('address')}
            error={errors.address?.message}
          />
          <PlaceFields control={control} setValue={setValue} />
          <TextInput
            label="Pincode"
            withAsterisk
            maw={240}
            inputMode="numeric"
            {...register('pincode')}
            error={errors.pincode?.message}
          />
        </FormSection>
        <FormSection title="Identity">
          <TextInput
            label="Identity number"
            maxLength={lengths.identityNumber}
            {...register('identityNumber')}
            error={errors.identityNumber?.message}
          />
          <IdentityField
            onUploaded={(location) => setValue('identityUrl', location)}
            error={errors.identityUrl?.message}
          />
        </FormSection>
        <FormSection title="Curriculum" cols={1}>
          <Controller
            control={control}
            name="curriculumCode"
            render={({ field, fieldState }) => (
              <Select
                label="Curriculum"
                withAsterisk
                searchable
                placeholder={curricula.isPending ? 'Loading…' : 'Choose the curriculum to join'}
                data={curriculumSelectData(curricula.data ?? [])}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                nothingFoundMessage="No curriculum is open for registration"
              />
            )}
          />
        </FormSection>
        <Stack gap="sm">
          {placeAlert && !placesChosen && (
            <Alert color="orange" variant="light" role="alert">
              {messages.chooseCountryStateCity}
            </Alert>
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Could not register">
              {failure}
            </Alert>
          )}
          <Button type="submit" size="md" loading={formState.isSubmitting}>
            Register
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
