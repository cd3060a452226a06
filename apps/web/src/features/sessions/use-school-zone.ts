import { getSessionDefaults } from '@kaksha/contracts/sessions';
import { useEffect } from 'react';
import { setSchoolTimeZone } from '../../lib/dates.ts';
import { useEndpointQuery } from '../../lib/endpoint-query.ts';

/**
 * The school's time zone as the server is configured (`TIME_ZONE`), with its caption: session
 * times are entered and shown in it. Until it arrives the default zone (Asia/Kolkata) stands.
 */
export function useSchoolZone() {
  const defaults = useEndpointQuery(
    getSessionDefaults,
    {},
    { select: (a) => a.data, staleTime: Number.POSITIVE_INFINITY },
  );
  const zone = defaults.data?.timeZone;
  useEffect(() => {
    if (zone) setSchoolTimeZone(zone);
  }, [zone]);
  return defaults.data;
}
