import {
  getCertificate,
  getCertificateSignature,
  getCertificates,
  issueCertificate,
  revokeCertificate,
  updateCertificateSignature,
  verifyCertificate,
} from '@kaksha/contracts/certificates';
import { messages } from '@kaksha/contracts/messages';
import { presentPage } from '../../db/list-page.ts';
import { notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { studentCertificate } from './issue-certificate.ts';
import { issueEarly } from './issue-early.ts';
import { certificatePdfUrl, verifyUrlOf } from './pdf-route.ts';
import { presentAdminCertificate, presentCertificate, revokedOn } from './presenter.ts';
import { findByCode, pageCertificates } from './queries.ts';
import { revokeCertificate as revoke } from './revoke-certificate.ts';
import { currentSignature, removeSignature, updateSignature } from './signature.ts';

export const certificateRoutes = [
  implement(getCertificate, async ({ body, actor, deps }) => {
    const tz = deps.config.TIME_ZONE;
    const found = await studentCertificate(deps.db, actor, body.curriculumCode, tz);
    if (found.state === 'pending') return { status: true, data: null, remaining: found.remaining, revoked: null };
    if (found.state === 'revoked')
      return {
        status: true,
        data: null,
        remaining: null,
        revoked: { revokedOn: revokedOn(found.row, tz) ?? '', reason: found.row.revokeReason ?? '' },
      };
    const { row } = found;
    return {
      status: true,
      data: { ...presentCertificate(row, verifyUrlOf(deps, row.code)), pdfUrl: certificatePdfUrl(deps, row.code) },
      remaining: null,
      revoked: null,
    };
  }),

  implement(verifyCertificate, async ({ body, deps }) => {
    const row = await findByCode(deps.db, body.code);
    if (!row) throw notFound(messages.certificateNotFound);
    const { certificateCode, name, curriculum, completionDate } = presentCertificate(row, '');
    return {
      status: true,
      data: { certificateCode, name, curriculum, completionDate, revokedOn: revokedOn(row, deps.config.TIME_ZONE) },
    };
  }),

  implement(getCertificates, async ({ body, deps }) => {
    const { state, basis, ...query } = body;
    const page = await pageCertificates(deps.db, query, { state, basis });
    return presentPage(page, (row) => presentAdminCertificate(row, deps.config.TIME_ZONE));
  }),

  implement(issueCertificate, async ({ body, actor, deps }) => {
    const row = await issueEarly(deps.db, actor, body, deps.config.TIME_ZONE);
    return {
      status: true,
      message: messages.certificateIssued,
      data: presentAdminCertificate(row, deps.config.TIME_ZONE),
    };
  }),

  implement(revokeCertificate, async ({ body, actor, deps }) => {
    const row = await revoke(deps.db, actor, body.code, body.reason);
    return {
      status: true,
      message: messages.certificateRevoked,
      data: presentAdminCertificate(row, deps.config.TIME_ZONE),
    };
  }),

  implement(getCertificateSignature, async ({ deps }) => {
    const key = await currentSignature(deps);
    return { status: true, img: { imageUrl: key ? deps.fileUrls.urlFor(key) : null } };
  }),

  implement(updateCertificateSignature, async ({ body, actor, deps }) => {
    if (body.imageUrl === null) {
      await removeSignature(deps, actor);
      return { status: true, message: messages.signatureRemoved, img: { imageUrl: null } };
    }
    const key = await updateSignature(deps, actor, body.imageUrl);
    return { status: true, message: messages.signatureUpdated, img: { imageUrl: deps.fileUrls.urlFor(key) } };
  }),
];
