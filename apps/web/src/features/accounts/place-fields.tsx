import { SimpleGrid } from '@mantine/core';
import { type Control, Controller, type FieldValues, type UseFormSetValue, useWatch } from 'react-hook-form';
import { Select } from '../../components/select.tsx';
import { useCities, useCountries, useStates } from './use-places.ts';

/** The three fields a form holding a place has, by these names. */
interface PlaceForm {
  country: string;
  state: string;
  city: string;
}

interface PlaceFieldsProps<T extends FieldValues & PlaceForm> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
}

/**
 * Country > state > city, each list asked of the server when its parent is chosen: the one set of
 * lists registration and the admin's student form share, so a place one accepts the other does
 * too. The form keeps names (what the profile shows); the codes to ask with are looked up from the
 * loaded lists. Where the dataset has no states or cities for a place, the place itself is the one
 * choice.
 */
export function PlaceFields<T extends FieldValues & PlaceForm>(props: PlaceFieldsProps<T>) {
  // Any form with these three fields: the fields are read and set by their names alone.
  const control = props.control as unknown as Control<PlaceForm>;
  const setValue = props.setValue as unknown as UseFormSetValue<PlaceForm>;
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
