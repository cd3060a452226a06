import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import { RoutedLoginPage } from './routed-login-page.tsx';

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
  // Its own chunk: the form and its rules stay out of the sign-in page's bundle.
  { path: '/contact', lazy: async () => ({ Component: (await import('./contact-page.tsx')).ContactPage }) },
  {
    path: '/Subscription',
    lazy: async () => ({
      Component: (await import('./public-subscription-page.tsx')).PublicSubscriptionPage,
    }),
  },
  // The certificate belongs to a signed-in student; the student area asks for sign-in when needed.
  { path: '/certificate', element: <Navigate to="/student/certificate" replace /> },
  ...['/certificate/verify', '/certificate/verify/:code'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./certificate-verify-page.tsx')).CertificateVerifyPage }),
  })),
  {
    path: '/accessibility',
    lazy: async () => ({ Component: (await import('./accessibility-page.tsx')).AccessibilityPage }),
  },
  { path: '/not-found', element: <NotFoundPage /> },
];
