import { useNavigate } from 'react-router';
import { AREA_OF } from '../../lib/session-store.ts';
import { LoginPage } from './login-page.tsx';

/** The sign-in page inside the router (after a logout or an expired session). */
export function RoutedLoginPage() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={(loginType) => void navigate(AREA_OF[loginType], { replace: true })} />;
}
