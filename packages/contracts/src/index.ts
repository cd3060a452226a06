import { accountsEndpoints } from './accounts.ts';
import { adminUsersEndpoints } from './admin-users.ts';
import { systemEndpoints } from './system.ts';

export * from './accounts.ts';
export * from './admin-users.ts';
export * from './common.ts';
export * from './copies.ts';
export * from './endpoint.ts';
export * from './messages.ts';
export * from './system.ts';

/** Every endpoint of the API. The server mounts each; a test fails when one has no handler. */
export const endpoints = [...accountsEndpoints, ...adminUsersEndpoints, ...systemEndpoints] as const;
