import { whoAmI } from '@kaksha/contracts/accounts';
import { useEndpointQuery } from '../../lib/endpoint-query.ts';
import { useSession } from '../../lib/session.ts';

/**
 * The signed-in user as the server sees them now. Each token has its own cache
 * (session-query-provider.tsx), so a new sign-in never shows the previous user.
 */
export function useWhoAmI() {
  const token = useSession()?.token ?? null;
  return useEndpointQuery(whoAmI, token ? {} : null, { select: (data) => data.user });
}
