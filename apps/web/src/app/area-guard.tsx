import type { LoginModule } from '@kaksha/contracts';
import { Navigate, Outlet } from 'react-router';
import { AREA_OF, useSession } from '../lib/session.ts';

/**
 * Lets a signed-in user into their own area only: no (or an expired) session goes to sign-in,
 * any other login type goes to that user's own area (spec §2, Public).
 */
export function AreaGuard({ loginType }: { loginType: LoginModule }) {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  if (session.loginType !== loginType) return <Navigate to={AREA_OF[session.loginType]} replace />;
  return <Outlet />;
}
