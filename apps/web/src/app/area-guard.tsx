import type { LoginModule } from '@kaksha/contracts/accounts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AREA_OF, getSession } from '../lib/session.ts';
import { signInReturningTo } from '../lib/sign-in-return.ts';

/**
 * Lets a signed-in user into their own area only: no (or an expired) session goes to sign-in,
 * which returns to the page asked for; any other login type goes to that user's own area (spec §2,
 * Public).
 */
export function AreaGuard({ loginType }: { loginType: LoginModule }) {
  // Read at each move, not subscribed: Logout and a 401 clear the session and then route to
  // /login themselves, and the guard must not send the user to '/' in between.
  const session = getSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={signInReturningTo(`${pathname}${search}`)} replace />;
  if (session.loginType !== loginType) return <Navigate to={AREA_OF[session.loginType]} replace />;
  return <Outlet />;
}
