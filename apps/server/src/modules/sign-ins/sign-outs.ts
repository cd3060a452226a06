import type { AppDeps } from '../../deps.ts';
import { endSignIn, endSignInsOf } from './queries.ts';

/**
 * Every way a sign-in ends goes through here: the rows are ended, then the cached actor of the
 * user is forgotten on every instance, so the ended token is refused from the next request on.
 */
export async function endOneSignIn(deps: AppDeps, userId: string, signInId: string): Promise<boolean> {
  const ended = await endSignIn(deps.db, userId, signInId);
  if (ended) deps.actors.forget(userId);
  return ended;
}

/**
 * Ends all the user's sign-ins but `keep` (the one that changed the password); without `keep`,
 * all of them (sign out everywhere, a password reset by mail).
 */
export async function endSignInsOfUser(deps: AppDeps, userId: string, keep?: string): Promise<number> {
  const count = await endSignInsOf(deps.db, userId, keep);
  deps.actors.forget(userId);
  return count;
}
