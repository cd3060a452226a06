import { accountsEndpoints } from './accounts.ts';
import { registrationEndpoints } from './registration.ts';
import { systemEndpoints } from './system.ts';

export * from './accounts.ts';
export * from './common.ts';
export * from './endpoint.ts';
export * from './messages.ts';
export * from './registration.ts';
export * from './system.ts';

/** Every endpoint of the API. The server mounts each; a test fails when one has no handler. */
export const endpoints = [...accountsEndpoints, ...registrationEndpoints, ...systemEndpoints] as const;
