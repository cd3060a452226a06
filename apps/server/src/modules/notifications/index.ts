/** What other modules use of notifications: rows written in a change's transaction, events after commit. */
export { addNotifications, notifyUserToAccept, publishEvents } from './notify.ts';
export { activeStaff } from './queries.ts';
