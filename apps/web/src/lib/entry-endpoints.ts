import type { getPublicConfig, googleLogin, login } from '@kaksha/contracts/accounts';
import { getPublicConfigRoute, googleLoginRoute, loginRoute } from '@kaksha/contracts/accounts/routes';
import type { EndpointDef } from '@kaksha/contracts/endpoint';
import type { getLogo } from '@kaksha/contracts/system';
import { getLogoRoute } from '@kaksha/contracts/system/routes';
import type { EndpointRef } from './api-client.ts';

const ref = <E extends EndpointDef>(route: EndpointRef<E>): EndpointRef<E> => route;

/*
 * The contracts carry their zod schemas, and zod alone is about a quarter of the sign-in page's
 * budget. The calls the entry chunk makes come from the contracts' zod-free route objects (the
 * same objects the contracts are built from), typed here from their full contracts.
 */
export const loginRef = ref<typeof login>(loginRoute);
export const getLogoRef = ref<typeof getLogo>(getLogoRoute);
export const getPublicConfigRef = ref<typeof getPublicConfig>(getPublicConfigRoute);
export const googleLoginRef = ref<typeof googleLogin>(googleLoginRoute);
