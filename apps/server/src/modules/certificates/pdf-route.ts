import { CERTIFICATE_VERIFY_PATH, CertificateCode } from '@kaksha/contracts/certificates';
import { formatSchoolDate } from '@kaksha/contracts/school-time';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { type CertificateRow, findByCode } from './queries.ts';
import { renderCertificatePdf } from './render-pdf.ts';
import { signatureImage } from './signature.ts';

/*
 * The PDF is fetched by the browser's own viewer (an iframe or a new tab), which cannot send the
 * sign-in header; so /getCertificate hands out a short-lived signed link, made by the same signer
 * as stored files. The signed name (`certificate-pdf/<code>`) is not a storage key: such a link
 * opens this certificate and nothing in storage.
 */
const signedName = (code: string) => `certificate-pdf/${code}`;

/** A link to the certificate's PDF, valid for some hours. */
export function certificatePdfUrl(deps: AppDeps, code: string): string {
  return `/api/certificate/${code}.pdf?${deps.fileUrls.signedQuery(signedName(code))}`;
}

/** The public page confirming a certificate, as printed on it. */
export const verifyUrlOf = (deps: AppDeps, code: string) =>
  `${deps.config.publicUrl}${CERTIFICATE_VERIFY_PATH}/${code}`;

async function certificatePdf(deps: AppDeps, row: CertificateRow): Promise<Uint8Array> {
  return renderCertificatePdf({
    name: row.studentName,
    curriculum: row.curriculumName,
    completionDate: formatSchoolDate(row.completionDate, deps.config.TIME_ZONE),
    code: row.code,
    verifyUrl: verifyUrlOf(deps, row.code),
    signature: await signatureImage(deps),
  });
}

/** `GET /api/certificate/<code>.pdf?exp&sig`: the certificate drawn afresh (with the current signature). */
export function installCertificatePdf(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { file: string }; Querystring: { exp?: string; sig?: string } }>(
    '/api/certificate/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const parsed = CertificateCode.safeParse(req.params.file.replace(/\.pdf$/, ''));
      if (!parsed.success || !req.params.file.endsWith('.pdf')) throw notFound();
      const code = parsed.data;
      if (!deps.fileUrls.verify(signedName(code), { exp: req.query.exp, sig: req.query.sig })) throw notFound();
      const row = await findByCode(deps.db, code);
      // A revoked certificate is no longer drawn, even from a link handed out before.
      if (!row || row.revokedAt) throw notFound();
      const bytes = await certificatePdf(deps, row);
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="certificate-${code}.pdf"`)
          // Shown in an iframe of our own pages; a PDF viewer needs no script of ours.
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
          .header('x-frame-options', 'SAMEORIGIN')
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(bytes))
      );
    },
  );
}
