import type { RegisterInput } from '@kaksha/contracts';
import { Select, SimpleGrid } from '@mantine/core';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useCities, useCountries, useStates } from '../../../features/accounts/use-places.ts';

interface PlaceFieldsProps {
  control: Control<RegisterInput>;
  setValue: UseFormSetValue<RegisterInput>;
}

/**
 * Country > state > city, each list asked of the server when its parent is chosen. The form keeps
 * names (what the profile shows); the codes to ask with are looked up from the loaded lists. Where
 * the dataset has no states or cities for a place, the place itself is the one choice.
 */
export function PlaceFields({ control, setValue }: PlaceFieldsProps) {
  const [country, state] = useWatch({ control, name: ['country', 'state'] });
  const countries = useCountries();
  const countryCode = countries.data?.find((c) => c.name === country)?.isoCode ?? null;
  const states = useStates(countryCode);
  const stateCode = states.data?.find((s) => s.name === state)?.isoCode ?? null;
  const cities = useCities(countryCode, stateCode);

  const stateOptions = states.data?.length === 0 && country ? [country] : (states.data?.map((s) => s.name) ?? []);
  const cityOptions =
    (cities.data?.length === 0 || (states.data?.length === 0 && country)) && state ? [state] : (cities.data ?? []);

  const clear = { shouldValidate: false, shouldDirty: true } as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <Select
            label="Country"
            withAsterisk
            searchable
            placeholder={countries.isPending ? 'Loading…' : 'Choose a country'}
            data={countries.data?.map((c) => c.name) ?? []}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              setValue('state', '', clear);
              setValue('city', '', clear);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            nothingFoundMessage="No country found"
          />
        )}
      />
      <Controller
        control={control}
        name="state"
        render={({ field, fieldState }) => (
          <Select
            label="State"
            withAsterisk
            searchable
            disabled={!country}
            placeholder={country ? 'Choose a state' : 'Choose the country first'}
            data={stateOptions}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              setValue('city', '', clear);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            nothingFoundMessage="No state found"
          />
        )}
      />
      <Controller
        control={control}
        name="city"
        render={({ field, fieldState }) => (
          <Select
            label="City"
            withAsterisk
            searchable
            limit={200}
            disabled={!state}
            placeholder={state ? 'Choose a city' : 'Choose the state first'}
            data={cityOptions}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            nothingFoundMessage="No city found"
          />
        )}
      />
    </SimpleGrid>
  );
}
