import { useLocation, useNavigate } from 'react-router';
import { afterSignIn } from '../../lib/session-store.ts';
import { LoginPage } from './login-page.tsx';

/** The sign-in page inside the router (after a logout or an expired session). */
export function RoutedLoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return <LoginPage onSignedIn={(loginType) => void navigate(afterSignIn(loginType, search), { replace: true })} />;
}
