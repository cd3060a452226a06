import type { EndpointDef, getLogo, getPublicConfig, googleLogin, login } from '@kaksha/contracts';
import type { EndpointRef } from './api-client.ts';

const ref = <E extends EndpointDef>(endpoint: EndpointRef<E>): EndpointRef<E> => endpoint;

/*
 * The contracts carry their zod schemas, and zod alone is about a quarter of the sign-in page's
 * budget. The calls the entry chunk makes are referenced here by method and path only, typed from
 * their contracts; entry-endpoints.test.ts fails if one drifts from its contract.
 */
export const loginRef = ref<typeof login>({ method: 'POST', path: '/login', access: 'public' });
export const getLogoRef = ref<typeof getLogo>({ method: 'GET', path: '/getImage/logo', access: 'public' });
export const getPublicConfigRef = ref<typeof getPublicConfig>({
  method: 'GET',
  path: '/getPublicConfig',
  access: 'public',
});
export const googleLoginRef = ref<typeof googleLogin>({ method: 'POST', path: '/googleLogin', access: 'public' });
