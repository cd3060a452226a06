import {
  type CertificateBasis,
  getCertificate,
  getCertificateSignature,
  getCertificates,
  issueCertificate,
  revokeCertificate,
  updateCertificateSignature,
  verifyCertificate,
} from '@kaksha/contracts/certificates';
import type { ListPageRequest } from '@kaksha/contracts/list-query';
import { call } from '../../lib/api-client.ts';
import { sortChecked, useEndpointMutation, useEndpointPage, useEndpointQuery } from '../../lib/endpoint-query.ts';

/**
 * The student's certificate of one curriculum (issued on the first ask after completion), what
 * remains before it, or its revocation; null waits for a choice.
 */
export function useMyCertificate(curriculumCode: string | null) {
  return useEndpointQuery(getCertificate, curriculumCode ? { body: { curriculumCode } } : null, {
    select: ({ data, remaining, revoked }) => ({ certificate: data, remaining, revoked }),
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

export interface CertificateFilters {
  state?: 'valid' | 'revoked';
  basis?: CertificateBasis;
}

/** A page of every certificate issued, for the administrator to keep or revoke. */
export const useCertificatesPage = (request: ListPageRequest, filters: CertificateFilters) =>
  useEndpointPage(getCertificates, {
    body: { ...sortChecked<'issuedAt' | 'name' | 'curriculum'>(request), ...filters },
  });

/** Issues a certificate early to a named student, with the reason (staff). */
export const useIssueCertificate = () =>
  useEndpointMutation(
    (body: { userID: string; curriculumCode: string; reason: string }) => call(issueCertificate, { body }),
    [getCertificates],
  );

/** Revokes a certificate, with the reason (staff). */
export const useRevokeCertificate = () =>
  useEndpointMutation((body: { code: string; reason: string }) => call(revokeCertificate, { body }), [getCertificates]);
