import { STAFF_ROLES } from '@kaksha/contracts/endpoint';
import type { Actor } from './actor.ts';

/** Admins and superadmins: they manage every curriculum, person and test, and see who made what. */
export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);

export const isStaff = (actor: Pick<Actor, 'role'>): boolean => isStaffRole(actor.role);
