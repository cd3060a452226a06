import type { RouteObject } from 'react-router';
import { NotAvailableYet } from '../../components/not-available-yet.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PublicPage } from './public-page.tsx';
import { RoutedLoginPage } from './routed-login-page.tsx';

/** Public screens of the spec (§2, Public) other than login and not-found. */
export const publicPlaceholders: readonly { path: string; title: string }[] = [
  { path: '/certificate', title: 'Certificate' },
  { path: '/contact', title: 'Contact' },
];

/** The account pages (registration, verification, password), each loaded when first opened. */
export const accountRoutes: RouteObject[] = [
  {
    path: '/register',
    lazy: async () => ({ Component: (await import('./register/register-page.tsx')).RegisterPage }),
  },
  {
    path: '/register-success',
    lazy: async () => ({ Component: (await import('./register-success-page.tsx')).RegisterSuccessPage }),
  },
  {
    path: '/verification',
    lazy: async () => ({ Component: (await import('./forgot-password-page.tsx')).ForgotPasswordPage }),
  },
  {
    path: '/verify-success',
    lazy: async () => ({ Component: (await import('./verify-success-page.tsx')).VerifySuccessPage }),
  },
  {
    path: '/change-password/:id/:token',
    lazy: async () => ({ Component: (await import('./change-password-page.tsx')).ChangePasswordPage }),
  },
  {
    path: '/email-verification/:id/:emailToken',
    lazy: async () => ({ Component: (await import('./email-verification-page.tsx')).EmailVerificationPage }),
  },
];

export const publicRoutes: RouteObject[] = [
  { path: '/', element: <RoutedLoginPage /> },
  { path: '/login', element: <RoutedLoginPage /> },
  ...accountRoutes,
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
      Component: (await import('./public-subscription-page.tsx')).PublicSubscriptionPage,
    }),
  },
  { path: '/not-found', element: <NotFoundPage /> },
];
