import { getCurriculumOptions, getUserprofile } from '@kaksha/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';

/** The signed-in user's own profile (GET /getUserprofile/:id). */
export function useOwnProfile() {
  const userID = getSession()?.claims.userID ?? null;
  return useQuery({
    queryKey: ['profile', userID],
    queryFn: ({ signal }) => call(getUserprofile, { params: { id: userID ?? '' }, signal }),
    enabled: userID !== null,
    select: (answer) => answer.userInfo,
  });
}

/** What the signed-in student or teacher may switch to in Change Curriculum. */
export function useCurriculumOptions(enabled: boolean) {
  const userID = getSession()?.claims.userID ?? null;
  return useQuery({
    queryKey: ['curriculum-options', userID],
    queryFn: ({ signal }) => call(getCurriculumOptions, { signal }),
    enabled: enabled && userID !== null,
    staleTime: 0,
  });
}
