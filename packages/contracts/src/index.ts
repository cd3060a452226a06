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
import { mediaEndpoints } from './media.ts';
import { notificationEndpoints } from './notifications.ts';
import { ownPasswordEndpoints } from './own-password.ts';
import { ownProfileEndpoints } from './own-profile.ts';
import { paymentEndpoints } from './payments.ts';
import { peopleBulkEndpoints } from './people-bulk.ts';
import { peopleExportEndpoints } from './people-export.ts';
import { queryEndpoints } from './queries.ts';
import { questionBankEndpoints } from './question-bank.ts';
import { registrationEndpoints } from './registration.ts';
import { sessionEndpoints } from './sessions.ts';
import { signInEndpoints } from './sign-ins.ts';
import { studentCatalogueEndpoints } from './student-catalogue.ts';
import { studentImportEndpoints } from './student-import.ts';
import { systemEndpoints } from './system.ts';
import { templateEndpoints } from './templates.ts';
import { testTakingEndpoints } from './test-taking.ts';

export * from './accounts.ts';
export * from './accounts-routes.ts';
export * from './admin-users.ts';
export * from './assessment-rules.ts';
export * from './assessments.ts';
export * from './audit.ts';
export * from './certificates.ts';
export * from './common.ts';
export * from './contact.ts';
export * from './copies.ts';
export * from './correction.ts';
export * from './curriculum.ts';
export * from './curriculum-content.ts';
export * from './dashboards.ts';
export * from './delete-impact.ts';
export * from './endpoint.ts';
export * from './list-query.ts';
export * from './media.ts';
export * from './messages.ts';
export * from './notifications.ts';
export * from './own-password.ts';
export * from './own-profile.ts';
export * from './payments.ts';
export * from './people-bulk.ts';
export * from './people-export.ts';
export * from './person-fields.ts';
export * from './queries.ts';
export * from './question-bank.ts';
export * from './registration.ts';
export * from './school-time.ts';
export * from './session-rules.ts';
export * from './sessions.ts';
export * from './sign-ins.ts';
export * from './stored-keys.ts';
export * from './student-catalogue.ts';
export * from './student-import.ts';
export * from './student-state.ts';
export * from './system.ts';
export * from './system-routes.ts';
export * from './templates.ts';
export * from './test-taking.ts';
export * from './text.ts';
export * from './token-claims.ts';
export * from './uploads.ts';

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
  ...mediaEndpoints,
  ...studentCatalogueEndpoints,
  ...templateEndpoints,
  ...assessmentEndpoints,
  ...testTakingEndpoints,
  ...correctionEndpoints,
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
] as const;
