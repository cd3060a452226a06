import type { PersonDto } from '@kaksha/contracts/admin-users';
import { EMPTY_GUARDIAN } from '@kaksha/contracts/person-fields';

/**
 * A person as the people lists answer them (PersonDto), with every field a list shows: an active,
 * verified staff member by default; `fields` overrides any of them.
 */
export function personDto(fields: Partial<PersonDto> & { userID: string }): PersonDto {
  return {
    _id: fields.userID,
    firstName: 'Test',
    middleName: '',
    lastName: 'Person',
    role: 'staff',
    email: `${fields.userID}@example.test`,
    mobile: '',
    address: '',
    curriculum: null,
    curriculumCode: null,
    subject: null,
    isActivate: true,
    isEmail: true,
    gender: null,
    dob: null,
    country: null,
    state: null,
    city: null,
    pincode: null,
    isRejected: false,
    studentState: 'Active',
    parentOrGardien: { ...EMPTY_GUARDIAN },
    timeMultiplier: 1,
    createdAt: '2026-11-22T10:00:00.000Z',
    identityNumber: null,
    identityUrl: null,
    ...fields,
  };
}
