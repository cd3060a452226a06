import { getCities, getCountries, getCurriculaForRegistration, getStates } from '@kaksha/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';

// Places and the curriculum list change rarely: keep them for the whole visit.
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000 } as const;

export function useCountries() {
  return useQuery({
    queryKey: ['places', 'countries'],
    queryFn: ({ signal }) => call(getCountries, { signal }),
    select: (answer) => answer.data,
    ...forever,
  });
}

export function useStates(countryCode: string | null) {
  return useQuery({
    queryKey: ['places', 'states', countryCode],
    queryFn: ({ signal }) => call(getStates, { params: { countryCode: countryCode ?? '' }, signal }),
    enabled: countryCode !== null,
    select: (answer) => answer.data,
    ...forever,
  });
}

export function useCities(countryCode: string | null, stateCode: string | null) {
  return useQuery({
    queryKey: ['places', 'cities', countryCode, stateCode],
    queryFn: ({ signal }) =>
      call(getCities, { params: { countryCode: countryCode ?? '', stateCode: stateCode ?? '' }, signal }),
    enabled: countryCode !== null && stateCode !== null,
    select: (answer) => answer.data.map((city) => city.name),
    ...forever,
  });
}

/** Curricula open to join, for anyone (signed in or not): registration and /Subscription. */
export function useRegistrationCurricula(enabled = true) {
  return useQuery({
    queryKey: ['registration', 'curricula'],
    queryFn: ({ signal }) => call(getCurriculaForRegistration, { signal }),
    enabled,
    select: (answer) => answer.data,
  });
}
