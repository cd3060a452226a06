import { getCurriculumOptions, getUserprofile } from '@kaksha/contracts/accounts';
import { useEndpointQuery } from '../../lib/endpoint-query.ts';
import { useSession } from '../../lib/session.ts';

/** The signed-in user's own profile (GET /getUserprofile/:id). */
export function useOwnProfile() {
  const userID = useSession()?.claims.userID ?? null;
  return useEndpointQuery(getUserprofile, userID ? { params: { id: userID } } : null, {
    select: (answer) => answer.userInfo,
  });
}

/** What the signed-in student or teacher may switch to in Change Curriculum. */
export function useCurriculumOptions(enabled: boolean) {
  const signedIn = useSession() !== null;
  return useEndpointQuery(getCurriculumOptions, enabled && signedIn ? {} : null, { staleTime: 0 });
}
