import { Navigate, useLocation, useNavigate } from 'react-router';
import { storedLoginType } from '../../lib/session-store.ts';
import { afterSignIn } from '../../lib/sign-in-return.ts';
import { LoginPage } from './login-page.tsx';

/**
 * The sign-in page inside the router (after a logout, an expired session, or a page asked for
 * without one): it returns to `?next=` when that is a page of the user's area. Someone still
 * signed in goes there at once, as from the light sign-in entry.
 */
export function RoutedLoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const signedInAs = storedLoginType();
  if (signedInAs) return <Navigate to={afterSignIn(signedInAs, search)} replace />;
  return <LoginPage onSignedIn={(loginType) => void navigate(afterSignIn(loginType, search), { replace: true })} />;
}
