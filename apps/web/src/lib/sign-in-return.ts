import type { LoginModule } from '@kaksha/contracts/accounts';
import { AREA_OF } from './session-store.ts';

/**
 * The sign-in page's address that returns to `path`, the page asked for when the session was
 * missing or ended (the area guard, a 401).
 */
export const signInReturningTo = (path: string): string => `/login?next=${encodeURIComponent(path)}`;

/**
 * Where a 401 sends the user from `pathname` + `search`: to sign in, returning here. Already on
 * the sign-in page (a second call of the ended session answering late) it stays put, so the
 * `?next=` the first 401 set is kept: null means no move.
 */
export function signInAfterSessionEnds(pathname: string, search: string): string | null {
  return pathname === '/login' ? null : signInReturningTo(`${pathname}${search}`);
}

/**
 * Where to go after signing in: the page first asked for (`?next=`) when it is a path inside the
 * user's own area, so always of this site; else the area's home. Another site, `//host`,
 * `javascript:` or another role's area is never followed.
 */
export function afterSignIn(loginType: LoginModule, search: string): string {
  const home = AREA_OF[loginType];
  const next = new URLSearchParams(search).get('next') || home;
  return RegExp(`^${home}([/?#]|$)`).test(next) ? next : home;
}
