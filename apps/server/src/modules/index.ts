import type { Implementation } from '../http/implement.ts';
import { accountsRoutes } from './accounts/routes.ts';
import { adminUsersRoutes } from './admin-users/routes.ts';
import { systemRoutes } from './system/routes.ts';

/** Every handler of the API; `mountEndpoints` checks this list against the contracts. */
export const implementations: readonly Implementation[] = [...accountsRoutes, ...adminUsersRoutes, ...systemRoutes];
