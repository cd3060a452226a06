import { whoAmI } from '@kaksha/contracts/accounts';
import { Fragment, type ReactNode } from 'react';
import { getSchoolTimeZone, setSchoolTimeZone } from '../../lib/dates.ts';
import { useEndpointQuery } from '../../lib/endpoint-query.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Shows an area's dates in the school's time zone as the server is configured (`TIME_ZONE`, sent
 * with /whoami, which every area reads anyway). Until it arrives the default zone stands; a school
 * elsewhere has its screens drawn once more in its own zone, the first moment it is known.
 */
export function SchoolZone({ children }: { children: ReactNode }) {
  const token = useSession()?.token ?? null;
  const zone = useEndpointQuery(whoAmI, token ? {} : null, { select: (data) => data.timeZone }).data;
  // Set before the children render, so none of them draws a date in the zone it replaces.
  if (zone && zone !== getSchoolTimeZone()) setSchoolTimeZone(zone);
  return <Fragment key={getSchoolTimeZone()}>{children}</Fragment>;
}
