/** What other modules use of sessions: the teachers of a curriculum and subject. */
export { teachersOf } from './queries.ts';
