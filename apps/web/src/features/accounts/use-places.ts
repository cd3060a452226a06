import { getCities, getCountries, getCurriculaForRegistration, getStates } from '@kaksha/contracts/registration';
import { useEndpointQuery } from '../../lib/endpoint-query.ts';

// Places change rarely: keep them for the whole visit.
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000 } as const;

export const useCountries = () => useEndpointQuery(getCountries, {}, { select: (answer) => answer.data, ...forever });

export const useStates = (countryCode: string | null) =>
  useEndpointQuery(getStates, countryCode ? { params: { countryCode } } : null, {
    select: (answer) => answer.data,
    ...forever,
  });

export const useCities = (countryCode: string | null, stateCode: string | null) =>
  useEndpointQuery(getCities, countryCode && stateCode ? { params: { countryCode, stateCode } } : null, {
    select: (answer) => answer.data.map((city) => city.name),
    ...forever,
  });

/** Curricula open to join, for anyone (signed in or not): registration and /Subscription. */
export const useRegistrationCurricula = (enabled = true) =>
  useEndpointQuery(getCurriculaForRegistration, enabled ? {} : null, { select: (answer) => answer.data });
