import type { AdminCertificateDto, CertificateDto } from '@kaksha/contracts/certificates';
import { todayIn } from '@kaksha/contracts/school-time';
import type { CertificateBasis, CertificateRow } from '../../db/schema/index.ts';

/** Row -> what the student's page and the verification page show. */
export const presentCertificate = (row: CertificateRow, verifyUrl: string): CertificateDto => ({
  certificateCode: row.code,
  name: row.studentName,
  curriculum: row.curriculumName,
  curriculumCode: row.curriculumCode,
  completionDate: row.completionDate,
  verifyUrl,
});

/** The day a certificate was revoked, in the school's time zone; null while it stands. */
export const revokedOn = (row: CertificateRow, timeZone: string): string | null =>
  row.revokedAt ? todayIn(timeZone, row.revokedAt) : null;

/** Row -> the administrator's list. */
export const presentAdminCertificate = (row: CertificateRow, timeZone: string): AdminCertificateDto => ({
  certificateCode: row.code,
  userID: row.userId,
  name: row.studentName,
  curriculum: row.curriculumName,
  curriculumCode: row.curriculumCode,
  completionDate: row.completionDate,
  issuedAt: row.issuedAt.toISOString(),
  basis: row.basis as CertificateBasis,
  issueReason: row.issueReason,
  revokedOn: revokedOn(row, timeZone),
  revokeReason: row.revokeReason,
});
