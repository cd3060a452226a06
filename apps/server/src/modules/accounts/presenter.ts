import type { UserInfo } from '@kaksha/contracts/accounts';
import type { EnrolmentRow, UserRow } from '../../db/schema/index.ts';

/** A user row as the spec's userInfo; the identity document as a signed link, when there is one. */
export function presentUserInfo(user: UserRow, identityUrl: string | null): UserInfo {
  return {
    userID: user.id,
    role: user.role,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    mobile: user.mobile,
    dob: user.dob,
    email: user.email,
    gender: user.gender,
    address: user.address,
    country: user.country,
    state: user.state,
    city: user.city,
    pincode: user.pincode,
    curriculum: user.curriculum,
    curriculumCode: user.curriculumCode,
    subject: user.subject,
    parentOrGardien: user.parentOrGardien ?? null,
    identityNumber: user.identityNumber,
    identityUrl,
    isActivate: user.isActive,
    isEmail: user.isEmailVerified,
    isGoogle: user.isGoogle,
  };
}

export const presentUserCurriculum = (row: EnrolmentRow & { longName: string | null }) => ({
  curriculum: row.curriculum,
  longName: row.longName ?? row.curriculum,
  curriculumCode: row.curriculumCode,
  subject: row.subject,
  startDate: row.startDate,
  endDate: row.endDate,
  location: row.location,
});
