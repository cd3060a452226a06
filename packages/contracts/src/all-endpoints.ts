import { accommodationEndpoints } from './accommodations.ts';
import { accountsEndpoints } from './accounts.ts';
import { adminUsersEndpoints } from './admin-users.ts';
import { assessmentEndpoints } from './assessments.ts';
import { auditEndpoints } from './audit.ts';
import { certificateEndpoints } from './certificates.ts';
import { contactEndpoints } from './contact.ts';
import { correctionEndpoints } from './correction.ts';
import { curriculumEndpoints } from './curriculum.ts';
import { courseEndpoints, subjectEndpoints } from './curriculum-content.ts';
import { dashboardEndpoints } from './dashboards.ts';
import { deleteImpactEndpoints } from './delete-impact.ts';
import { markingEndpoints } from './marking.ts';
import { mediaEndpoints } from './media.ts';
import { notificationEndpoints } from './notifications.ts';
import { ownPasswordEndpoints } from './own-password.ts';
import { ownProfileEndpoints } from './own-profile.ts';
import { paymentEndpoints } from './payments.ts';
import { peopleBulkEndpoints } from './people-bulk.ts';
import { peopleExportEndpoints } from './people-export.ts';
import { queryEndpoints } from './queries.ts';
import { questionBankEndpoints } from './question-bank.ts';
import { questionFileEndpoints } from './question-files.ts';
import { registrationEndpoints } from './registration.ts';
import { sessionEndpoints } from './sessions.ts';
import { signInEndpoints } from './sign-ins.ts';
import { statisticsEndpoints } from './statistics.ts';
import { studentCatalogueEndpoints } from './student-catalogue.ts';
import { studentImportEndpoints } from './student-import.ts';
import { systemEndpoints } from './system.ts';
import { templateEndpoints } from './templates.ts';
import { testTakingEndpoints } from './test-taking.ts';

/** Every endpoint of the API. The server mounts each; a test fails when one has no handler. */
export const endpoints = [
  ...accountsEndpoints,
  ...registrationEndpoints,
  ...adminUsersEndpoints,
  ...systemEndpoints,
  ...curriculumEndpoints,
  ...subjectEndpoints,
  ...courseEndpoints,
  ...questionBankEndpoints,
  ...questionFileEndpoints,
  ...mediaEndpoints,
  ...studentCatalogueEndpoints,
  ...templateEndpoints,
  ...assessmentEndpoints,
  ...testTakingEndpoints,
  ...accommodationEndpoints,
  ...correctionEndpoints,
  ...markingEndpoints,
  ...queryEndpoints,
  ...sessionEndpoints,
  ...notificationEndpoints,
  ...paymentEndpoints,
  ...certificateEndpoints,
  ...dashboardEndpoints,
  ...contactEndpoints,
  ...signInEndpoints,
  ...deleteImpactEndpoints,
  ...ownPasswordEndpoints,
  ...auditEndpoints,
  ...peopleBulkEndpoints,
  ...peopleExportEndpoints,
  ...studentImportEndpoints,
  ...ownProfileEndpoints,
  ...statisticsEndpoints,
] as const;
