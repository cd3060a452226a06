import { z } from 'zod';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { Address, Mobile, OptionalName, PersonName } from './person-fields.ts';

/**
 * What an admin changes of their own profile: the staff form's details. The e-mail stays (it is
 * how they sign in, and a change would need the new address proven); the role is another
 * superadmin's to change.
 */
export const OwnProfileForm = z.object({
  firstName: PersonName,
  middleName: OptionalName,
  lastName: PersonName,
  mobile: Mobile,
  address: Address,
});
export type OwnProfileFormInput = z.input<typeof OwnProfileForm>;

export const updateOwnProfile = endpoint({
  method: 'POST',
  path: '/updateOwnProfile',
  access: STAFF_ROLES,
  summary: "Changes the signed-in admin's own name, mobile and address",
  body: OwnProfileForm,
  response: ok({ message: z.string() }),
});

export const ownProfileEndpoints = [updateOwnProfile] as const;
