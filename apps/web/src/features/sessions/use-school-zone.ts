import { getSessionDefaults } from '@kaksha/contracts/sessions';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setSchoolTimeZone } from '../../lib/dates.ts';
import { prefetchEndpoint, useEndpointQuery } from '../../lib/endpoint-query.ts';

/** The zone does not change while the server runs: read once a session. */
const ONCE = { staleTime: Number.POSITIVE_INFINITY };

/**
 * The school's time zone as the server is configured (`TIME_ZONE`), with its caption: session
 * times are entered and shown in it. Until it arrives the default zone (Asia/Kolkata) stands.
 */
export function useSchoolZone() {
  const defaults = useEndpointQuery(getSessionDefaults, {}, { select: (a) => a.data, ...ONCE });
  const zone = defaults.data?.timeZone;
  useEffect(() => {
    if (zone) setSchoolTimeZone(zone);
  }, [zone]);
  return defaults.data;
}

/** The school's zone, asked for ahead of a screen that shows times in it (a calendar). */
export const prefetchSchoolZone = (client: QueryClient) => prefetchEndpoint(client, getSessionDefaults, {}, ONCE);
