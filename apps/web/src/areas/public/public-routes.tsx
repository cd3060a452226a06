import type { RouteObject } from 'react-router';
import { NotAvailableYet } from '../../components/not-available-yet.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PublicPage } from './public-page.tsx';
import { RoutedLoginPage } from './routed-login-page.tsx';

/** Public screens of the spec (§2, Public) other than login and not-found. */
export const publicPlaceholders: readonly { path: string; title: string }[] = [
  { path: '/register', title: 'Register' },
  { path: '/register-success', title: 'Registration Successful' },
  { path: '/verification', title: 'Forgot Password' },
  { path: '/verify-success', title: 'Check Your E-mail' },
  { path: '/change-password/:id/:token', title: 'Change Password' },
  { path: '/email-verification/:id/:emailToken', title: 'E-mail Verification' },
  { path: '/certificate', title: 'Certificate' },
  { path: '/contact', title: 'Contact' },
];

export const publicRoutes: RouteObject[] = [
  { path: '/', element: <RoutedLoginPage /> },
  { path: '/login', element: <RoutedLoginPage /> },
  ...publicPlaceholders.map(({ path, title }) => ({
    path,
    element: (
      <PublicPage>
        <NotAvailableYet title={title} />
      </PublicPage>
    ),
  })),
  {
    path: '/Subscription',
    lazy: async () => ({
      Component: (await import('../student/subscription/public-subscription-page.tsx')).PublicSubscriptionPage,
    }),
  },
  { path: '/not-found', element: <NotFoundPage /> },
];
