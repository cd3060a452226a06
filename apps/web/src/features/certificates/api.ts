import {
  getCertificate,
  getCertificateSignature,
  updateCertificateSignature,
  verifyCertificate,
} from '@kaksha/contracts';
import { call } from '../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query.ts';

/** The student's certificate of one curriculum (issued on the first ask); null waits for a choice. */
export function useMyCertificate(curriculumCode: string | null) {
  return useEndpointQuery(getCertificate, curriculumCode ? { body: { curriculumCode } } : null, {
    select: (answer) => answer.data,
    // The PDF link is signed for some hours; a fresh one on each visit is enough.
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** A certificate confirmed by its code (public). */
export function useVerifiedCertificate(code: string | null) {
  return useEndpointQuery(verifyCertificate, code ? { body: { code } } : null, {
    select: (answer) => answer.data,
    retry: false,
  });
}

/** The signature image printed on certificates (staff). */
export function useCertificateSignature() {
  return useEndpointQuery(getCertificateSignature, {}, { select: (answer) => answer.img.imageUrl });
}

export function useSetCertificateSignature() {
  return useEndpointMutation(
    (imageUrl: string | null) => call(updateCertificateSignature, { body: { imageUrl } }),
    [getCertificateSignature],
  );
}
