import { getAllCurriculum } from '@kaksha/contracts/curriculum';
import { getCurriculaForRegistration } from '@kaksha/contracts/registration';
import { getUserCurr } from '@kaksha/contracts/student-catalogue';
import { useEndpointQuery } from '../../lib/endpoint-query.ts';
import { useSession } from '../../lib/session.ts';

/**
 * The curricula /Subscription offers: every curriculum for a signed-in user, the ones open to
 * join for a visitor. The same cached reads as the catalogue screens and registration.
 */
export function useOfferedCurricula(signedIn: boolean) {
  const every = useEndpointQuery(getAllCurriculum, signedIn ? { query: { all: true } } : null, {
    select: (answer) => answer.data,
  });
  const openToJoin = useEndpointQuery(getCurriculaForRegistration, signedIn ? null : {}, {
    select: (answer) => answer.data,
  });
  return signedIn ? every : openToJoin;
}

/** The codes of the curricula the signed-in user already has (none for a visitor). */
export function usePurchasedCodes(): Set<string> {
  const userID = useSession()?.claims.userID ?? null;
  const mine = useEndpointQuery(getUserCurr, userID ? { params: { userID } } : null, {
    select: (answer) => answer.data,
  });
  return new Set((mine.data ?? []).map((c) => c.curriculumCode));
}
