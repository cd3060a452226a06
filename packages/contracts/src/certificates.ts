import { z } from 'zod';
import { RequiredText } from './common.ts';
import { endpoint, ok, STAFF_ROLES } from './endpoint.ts';
import { StorageLocation } from './media.ts';

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
  /** The completion date printed (YYYY-MM-DD): the day the certificate was first issued. */
  completionDate: z.string(),
  /** The public page that confirms the certificate (absolute). */
  verifyUrl: z.string(),
});
export type CertificateDto = z.infer<typeof CertificateDto>;

export const getCertificate = endpoint({
  method: 'POST',
  path: '/getCertificate',
  access: ['student'],
  summary:
    "The caller's certificate of one of their own curricula, issued on the first call; pdfUrl is a short-lived link to the PDF",
  body: z.object({ curriculumCode: RequiredText(120) }),
  response: ok({ data: CertificateDto.extend({ pdfUrl: z.string() }) }),
});

export const verifyCertificate = endpoint({
  method: 'POST',
  path: '/verifyCertificate',
  access: 'public',
  summary: 'Confirms a certificate by its code: who, which curriculum, when (404 for an unknown code)',
  body: z.object({ code: CertificateCode }),
  response: ok({
    data: CertificateDto.pick({ certificateCode: true, name: true, curriculum: true, completionDate: true }),
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
] as const;
