import { accountsEndpoints } from './accounts.ts';
import { adminUsersEndpoints } from './admin-users.ts';
import { curriculumEndpoints } from './curriculum.ts';
import { courseEndpoints, subjectEndpoints } from './curriculum-content.ts';
import { mediaEndpoints } from './media.ts';
import { notificationEndpoints } from './notifications.ts';
import { queryEndpoints } from './queries.ts';
import { questionBankEndpoints } from './question-bank.ts';
import { registrationEndpoints } from './registration.ts';
import { sessionEndpoints } from './sessions.ts';
import { studentCatalogueEndpoints } from './student-catalogue.ts';
import { systemEndpoints } from './system.ts';

export * from './accounts.ts';
export * from './admin-users.ts';
export * from './common.ts';
export * from './copies.ts';
export * from './curriculum.ts';
export * from './curriculum-content.ts';
export * from './endpoint.ts';
export * from './media.ts';
export * from './messages.ts';
export * from './notifications.ts';
export * from './queries.ts';
export * from './question-bank.ts';
export * from './registration.ts';
export * from './session-rules.ts';
export * from './sessions.ts';
export * from './student-catalogue.ts';
export * from './system.ts';

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
  ...queryEndpoints,
  ...sessionEndpoints,
  ...notificationEndpoints,
] as const;
