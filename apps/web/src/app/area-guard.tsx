import type { LoginModule } from '@kaksha/contracts';
import { Navigate, Outlet } from 'react-router';
import { AREA_OF, getSession } from '../lib/session.ts';

/**
 * Lets a signed-in user into their own area only: no (or an expired) session goes to sign-in,
 * any other login type goes to that user's own area (spec §2, Public).
 */
export function AreaGuard({ loginType }: { loginType: LoginModule }) {
  // Read at each move, not subscribed: Logout and a 401 clear the session and then route to
  // /login themselves, and the guard must not send the user to '/' in between.
  const session = getSession();
  if (!session) return <Navigate to="/" replace />;
  if (session.loginType !== loginType) return <Navigate to={AREA_OF[session.loginType]} replace />;
  return <Outlet />;
}
