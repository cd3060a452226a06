import type { Implementation } from '../http/implement.ts';
import { accountsRoutes } from './accounts/routes.ts';
import { peopleBulkRoutes } from './admin-users/bulk-routes.ts';
import { adminUsersRoutes } from './admin-users/routes.ts';
import { assessmentRoutes } from './assessments/routes.ts';
import { auditRoutes } from './audit/index.ts';
import { certificateRoutes } from './certificates/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { correctionRoutes } from './correction/routes.ts';
import { courseRoutes, subjectRoutes } from './curriculum/content-routes.ts';
import { curriculumRoutes } from './curriculum/routes.ts';
import { studentCatalogueRoutes } from './curriculum/student-routes.ts';
import { dashboardRoutes } from './dashboards/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { queryRoutes } from './queries/routes.ts';
import { questionFileRoutes } from './question-bank/file-routes.ts';
import { questionBankRoutes } from './question-bank/routes.ts';
import { regradeRoutes } from './regrade/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { signInRoutes } from './sign-ins/routes.ts';
import { statisticsRoutes } from './statistics/routes.ts';
import { studentImportRoutes } from './student-import/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { templateRoutes } from './templates/routes.ts';
import { accommodationRoutes } from './test-taking/accommodation-routes.ts';
import { testTakingRoutes } from './test-taking/routes.ts';

/** Every handler of the API; `mountEndpoints` checks this list against the contracts. */
export const implementations: readonly Implementation[] = [
  ...accountsRoutes,
  ...adminUsersRoutes,
  ...systemRoutes,
  ...curriculumRoutes,
  ...subjectRoutes,
  ...courseRoutes,
  ...questionBankRoutes,
  ...questionFileRoutes,
  ...mediaRoutes,
  ...studentCatalogueRoutes,
  ...templateRoutes,
  ...assessmentRoutes,
  ...testTakingRoutes,
  ...accommodationRoutes,
  ...correctionRoutes,
  ...regradeRoutes,
  ...queryRoutes,
  ...sessionRoutes,
  ...notificationRoutes,
  ...paymentRoutes,
  ...certificateRoutes,
  ...dashboardRoutes,
  ...contactRoutes,
  ...signInRoutes,
  ...auditRoutes,
  ...peopleBulkRoutes,
  ...studentImportRoutes,
  ...statisticsRoutes,
];
