import { accountsEndpoints } from './accounts.ts';
import { mediaEndpoints } from './media.ts';
import { studentCatalogueEndpoints } from './student-catalogue.ts';
import { systemEndpoints } from './system.ts';

export * from './accounts.ts';
export * from './common.ts';
export * from './copies.ts';
export * from './endpoint.ts';
export * from './media.ts';
export * from './messages.ts';
export * from './student-catalogue.ts';
export * from './system.ts';

/** Every endpoint of the API. The server mounts each; a test fails when one has no handler. */
export const endpoints = [
  ...accountsEndpoints,
  ...systemEndpoints,
  ...mediaEndpoints,
  ...studentCatalogueEndpoints,
] as const;
