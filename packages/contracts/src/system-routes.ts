/** The logo call by method, path and access, without its schema: every page, the login page too, loads it. */
export const getLogoRoute = { method: 'GET', path: '/getImage/logo', access: 'public' } as const;
