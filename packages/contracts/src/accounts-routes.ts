/**
 * The sign-in calls by method, path and access, without their zod schemas: the login page loads
 * these (`@kaksha/contracts/accounts/routes`) to stay within its bundle budget, and the full
 * contracts in accounts.ts are built from the same objects, so the two cannot drift apart.
 */

/** The areas a user lands in after sign-in (spec: login type). */
export const LOGIN_MODULES = ['student', 'teacher', 'superadmin'] as const;

export const loginRoute = { method: 'POST', path: '/login', access: 'public' } as const;
export const getPublicConfigRoute = { method: 'GET', path: '/getPublicConfig', access: 'public' } as const;
export const googleLoginRoute = { method: 'POST', path: '/googleLogin', access: 'public' } as const;
