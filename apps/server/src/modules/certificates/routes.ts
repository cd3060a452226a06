import {
  getCertificate,
  getCertificateSignature,
  messages,
  updateCertificateSignature,
  verifyCertificate,
} from '@kaksha/contracts';
import { notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { findByCode, issueCertificate } from './issue-certificate.ts';
import { certificatePdfUrl, verifyUrlOf } from './pdf-route.ts';
import { presentCertificate } from './presenter.ts';
import { currentSignature, removeSignature, updateSignature } from './signature.ts';

export const certificateRoutes = [
  implement(getCertificate, async ({ body, actor, deps }) => {
    const row = await issueCertificate(deps.db, actor, body.curriculumCode, deps.config.TIME_ZONE);
    return {
      status: true,
      data: { ...presentCertificate(row, verifyUrlOf(deps, row.code)), pdfUrl: certificatePdfUrl(deps, row.code) },
    };
  }),

  implement(verifyCertificate, async ({ body, deps }) => {
    const row = await findByCode(deps.db, body.code);
    if (!row) throw notFound(messages.certificateNotFound);
    const { certificateCode, name, curriculum, completionDate } = presentCertificate(row, '');
    return { status: true, data: { certificateCode, name, curriculum, completionDate } };
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
