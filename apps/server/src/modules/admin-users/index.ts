/** What other modules use of admin-users: the people counts, a student's state, a person's audit fields. */
export { personAudit, personCreatedAudit } from './person-audit.ts';
export type { PeopleActor } from './policy.ts';
export { countLiveUsers, liveCountColumns } from './queries.ts';
export { studentStateIs } from './student-state.ts';
