import { whoAmI } from '@kaksha/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';

/** The signed-in user as the server sees them now; keyed by user so accounts never mix. */
export function useWhoAmI() {
  const userID = getSession()?.claims.userID ?? null;
  return useQuery({
    queryKey: ['whoami', userID],
    queryFn: ({ signal }) => call(whoAmI, { signal }),
    enabled: userID !== null,
    select: (data) => data.user,
  });
}
