import { z } from 'zod';
import { fieldError, RequiredText, UserId } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { listQuery, pagedList } from './list-query.ts';
import { StorageLocation } from './media.ts';
import { messages } from './messages.ts';
import { hasRefusedCharacters } from './text.ts';

/** The web page that confirms a certificate; the PDF prints this address with the code. */
export const CERTIFICATE_VERIFY_PATH = '/certificate/verify';

/**
 * A verification code: 16 letters and digits of Crockford base32 (80 random bits) in four groups,
 * so it can be read aloud or typed from a printout (`KSH-` prefix, upper case).
 */
export const CertificateCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^KSH(-[0-9A-HJKMNP-TV-Z]{4}){4}$/, 'Not a certificate code');

/** A certificate as issued: what the PDF and the verification page both say. */
export const CertificateDto = z.object({
  certificateCode: z.string(),
  /** The student's full name in upper case, as printed. */
  name: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  /** The completion date printed (YYYY-MM-DD): the day the certificate was issued. */
  completionDate: z.string(),
  /** The public page that confirms the certificate (absolute). */
  verifyUrl: z.string(),
});
export type CertificateDto = z.infer<typeof CertificateDto>;

/** A formal test of the curriculum that has no final result for the student yet. */
export const OutstandingTestDto = z.object({
  testID: z.string(),
  assessmentName: z.string(),
  subject: z.string(),
  /** The test's last day (YYYY-MM-DD). */
  endDate: z.string(),
  /** 'not-taken': no result; 'awaiting-correction': submitted, written answers not yet marked. */
  state: z.enum(['not-taken', 'awaiting-correction']),
});
export type OutstandingTestDto = z.infer<typeof OutstandingTestDto>;

/** What remains before the student completes the curriculum and the certificate is issued. */
export const CertificateRemainingDto = z.object({
  /** The curriculum's end date (YYYY-MM-DD); completion needs it to have passed. */
  endDate: z.string(),
  endDatePassed: z.boolean(),
  /** Mandatory formal (Private) tests of the curriculum without a final result. */
  tests: z.array(OutstandingTestDto),
});
export type CertificateRemainingDto = z.infer<typeof CertificateRemainingDto>;

/** When and why a certificate was withdrawn. */
export const CertificateRevocationDto = z.object({
  /** The day it was revoked (YYYY-MM-DD, school time zone). */
  revokedOn: z.string(),
  reason: z.string(),
});

export const getCertificate = endpoint({
  method: 'POST',
  path: '/getCertificate',
  access: ['student'],
  summary:
    "The caller's certificate of one of their own curricula, issued once the curriculum is completed (its end date passed and every Mandatory formal test has a final result); before that, what remains; pdfUrl is a short-lived link to the PDF",
  body: z.object({ curriculumCode: RequiredText(120) }),
  response: ok({
    /** The standing certificate, or null while the curriculum is not completed (or it was revoked). */
    data: CertificateDto.extend({ pdfUrl: z.string() }).nullable(),
    /** What remains before completion; null once a certificate stands or was revoked. */
    remaining: CertificateRemainingDto.nullable(),
    /** Set when the student's certificate was revoked and none was issued since. */
    revoked: CertificateRevocationDto.nullable(),
  }),
});

/** A reason an administrator gives for issuing early or revoking: required, kept in the record. */
export const CertificateReason = z
  .string({ error: fieldError })
  .trim()
  .min(1, messages.certificateReasonRequired)
  .max(500)
  .refine((v) => !hasRefusedCharacters(v), messages.controlCharacters);

export const CERTIFICATE_BASES = ['completion', 'early', 'unchecked'] as const;
export type CertificateBasis = (typeof CERTIFICATE_BASES)[number];
export const CERTIFICATE_BASIS_LABELS: Record<CertificateBasis, string> = {
  completion: 'On completion',
  early: 'Issued early',
  unchecked: 'Issued before completion was checked',
};
export const CERTIFICATE_STATES = ['valid', 'revoked'] as const;

/** A certificate as the administrator's list shows it. */
export const AdminCertificateDto = z.object({
  certificateCode: z.string(),
  userID: z.string(),
  name: z.string(),
  curriculum: z.string(),
  curriculumCode: z.string(),
  completionDate: z.string(),
  /** When it was issued (an ISO instant). */
  issuedAt: z.string(),
  basis: z.enum(CERTIFICATE_BASES),
  issueReason: z.string().nullable(),
  revokedOn: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type AdminCertificateDto = z.infer<typeof AdminCertificateDto>;

export const getCertificates = endpoint({
  method: 'POST',
  path: '/getCertificates',
  access: STAFF_ROLES,
  summary:
    'Every certificate issued, newest first, a page at a time: search by name, code or curriculum; filter by state (valid or revoked) and basis',
  body: listQuery(['issuedAt', 'name', 'curriculum']).extend({
    state: z.enum(CERTIFICATE_STATES).optional(),
    basis: z.enum(CERTIFICATE_BASES).optional(),
  }),
  response: pagedList(AdminCertificateDto),
});

export const issueCertificate = endpoint({
  method: 'POST',
  path: '/issueCertificate',
  access: STAFF_ROLES,
  summary:
    'Issues a certificate to a named student of a curriculum before completion, with the reason (audited); 409 while one stands',
  body: z.object({ userID: UserId, curriculumCode: RequiredText(120), reason: CertificateReason }),
  response: ok({ message: z.string(), data: AdminCertificateDto }),
});

export const revokeCertificate = endpoint({
  method: 'POST',
  path: '/revokeCertificate',
  access: STAFF_ROLES,
  summary:
    'Revokes a certificate with the reason (audited): its verification page then says when it was revoked, never that it is genuine',
  body: z.object({ code: CertificateCode, reason: CertificateReason }),
  response: ok({ message: z.string(), data: AdminCertificateDto }),
});

export const verifyCertificate = endpoint({
  method: 'POST',
  path: '/verifyCertificate',
  access: 'public',
  summary:
    'Confirms a certificate by its code: who, which curriculum, when, and the day it was revoked if it was (404 for an unknown code)',
  body: z.object({ code: CertificateCode }),
  response: ok({
    data: CertificateDto.pick({ certificateCode: true, name: true, curriculum: true, completionDate: true }).extend({
      /** The day it was revoked (YYYY-MM-DD, school time zone); null while it stands. */
      revokedOn: z.string().nullable(),
    }),
  }),
});

export const getCertificateSignature = endpoint({
  method: 'GET',
  path: '/getCertificateSignature',
  access: STAFF_ROLES,
  summary: 'The signature image printed on certificates (a signed link), or null',
  response: ok({ img: z.object({ imageUrl: z.string().nullable() }) }),
});

export const updateCertificateSignature = endpoint({
  method: 'POST',
  path: '/updateCertificateSignature',
  access: STAFF_ROLES,
  summary: 'Makes an uploaded PNG or JPG the signature printed on certificates; null removes it',
  body: z.object({ imageUrl: StorageLocation.nullable() }),
  response: ok({ message: z.string(), img: z.object({ imageUrl: z.string().nullable() }) }),
});

export const certificateEndpoints = [
  getCertificate,
  verifyCertificate,
  getCertificateSignature,
  updateCertificateSignature,
  getCertificates,
  issueCertificate,
  revokeCertificate,
] as const;
