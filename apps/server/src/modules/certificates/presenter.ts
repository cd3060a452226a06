import type { CertificateDto } from '@kaksha/contracts';
import type { CertificateRow } from '../../db/schema/index.ts';

/** Row -> what the student's page and the verification page show. */
export const presentCertificate = (row: CertificateRow, verifyUrl: string): CertificateDto => ({
  certificateCode: row.code,
  name: row.studentName,
  curriculum: row.curriculumName,
  curriculumCode: row.curriculumCode,
  completionDate: row.completionDate,
  verifyUrl,
});
