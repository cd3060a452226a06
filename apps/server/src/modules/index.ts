import type { Implementation } from '../http/implement.ts';
import { accountsRoutes } from './accounts/routes.ts';
import { adminUsersRoutes } from './admin-users/routes.ts';
import { courseRoutes, subjectRoutes } from './curriculum/content-routes.ts';
import { curriculumRoutes } from './curriculum/routes.ts';
import { studentCatalogueRoutes } from './curriculum/student-routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { queryRoutes } from './queries/routes.ts';
import { questionBankRoutes } from './question-bank/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { systemRoutes } from './system/routes.ts';

/** Every handler of the API; `mountEndpoints` checks this list against the contracts. */
export const implementations: readonly Implementation[] = [
  ...accountsRoutes,
  ...adminUsersRoutes,
  ...systemRoutes,
  ...curriculumRoutes,
  ...subjectRoutes,
  ...courseRoutes,
  ...questionBankRoutes,
  ...mediaRoutes,
  ...studentCatalogueRoutes,
  ...queryRoutes,
  ...sessionRoutes,
  ...notificationRoutes,
];
