import { messages } from '@kaksha/contracts/messages';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withToken } from '../../test/auth-helpers.ts';
import { buildClass, type Class } from '../../test/conversation-factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { apiCaller } from '../../test/role-tokens.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, sampleFiles } from '../../test/upload-helpers.ts';

let t: TestApp;
let c: Class;
let call: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  t = await getTestApp();
  c = await buildClass(t);
  await t.deps.db.execute(
    // A middle name and a lower-case surname show the name is printed whole and upper-cased.
    `update users set middle_name = 'devi', last_name = 'Sharma' where id = '${c.student.user.id}'`,
  );
  // The curriculum has ended and has no formal test: its students have completed it.
  await t.deps.db.execute(
    `update curricula set end_date = '2020-12-31' where curriculum_code = '${c.curriculum.curriculumCode}'`,
  );
  call = apiCaller(t);
});
afterAll(() => t.close());

const certificateOf = (token: string, curriculumCode = c.curriculum.curriculumCode) =>
  call('/getCertificate', token, { curriculumCode });
const fetchPdf = (url: string) => t.app.inject({ method: 'GET', url });

describe('a student gets the certificate of their own curriculum', () => {
  it('issues it once: the same code and date however often it is asked for', async () => {
    const first = await certificateOf(c.student.token);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({
      name: 'SITA DEVI SHARMA',
      curriculum: c.curriculum.longName,
      curriculumCode: c.curriculum.curriculumCode,
    });
    expect(first.json().remaining).toBeNull();
    expect(data.certificateCode).toMatch(/^KSH(-[0-9A-Z]{4}){4}$/);
    expect(data.verifyUrl).toMatch(new RegExp(`/certificate/verify/${data.certificateCode}$`));
    const again = (await certificateOf(c.student.token)).json().data;
    expect(again.certificateCode).toBe(data.certificateCode);
    expect(again.completionDate).toBe(data.completionDate);
  });

  it('serves a PDF whose text carries the name in upper case, the curriculum, the date and the code', async () => {
    const data = (await certificateOf(c.student.token)).json().data;
    const res = await fetchPdf(data.pdfUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('SITA DEVI SHARMA');
    expect(text).not.toContain('Sita');
    expect(text).toContain(c.curriculum.longName);
    expect(text).toContain(data.completionDate.split('-').reverse().join('/'));
    expect(text).toContain(data.certificateCode);
    expect(text).toContain(data.verifyUrl);
  });

  it('gives nothing for a curriculum the student is not enrolled in, nor to a teacher or admin', async () => {
    const outsider = await certificateOf(c.outsider.token);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe(messages.notEnrolledInCurriculum);
    expect((await certificateOf(c.student.token, 'NOPE-2020')).statusCode).toBe(404);
    expect((await certificateOf(c.teacher.token)).statusCode).toBe(403);
    expect((await certificateOf(c.admin.token)).statusCode).toBe(403);
  });

  it('refuses a PDF link that is forged, altered or for another code', async () => {
    const mine = (await certificateOf(c.student.token)).json().data;
    const theirs = (await certificateOf(c.classmate.token)).json().data;
    const [, query] = mine.pdfUrl.split('?');
    expect((await fetchPdf(`/api/certificate/${theirs.certificateCode}.pdf?${query}`)).statusCode).toBe(404);
    expect((await fetchPdf(`/api/certificate/${mine.certificateCode}.pdf`)).statusCode).toBe(404);
    expect((await fetchPdf(mine.pdfUrl.replace(/sig=[^&]+/, 'sig=AAAA'))).statusCode).toBe(404);
  });
});

describe('anyone can check a certificate by its code', () => {
  it('confirms a genuine one with its name, curriculum and date, signed in or not', async () => {
    const issued = (await certificateOf(c.student.token)).json().data;
    const res = await call('/verifyCertificate', null, { code: issued.certificateCode.toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      certificateCode: issued.certificateCode,
      name: 'SITA DEVI SHARMA',
      curriculum: c.curriculum.longName,
      completionDate: issued.completionDate,
      revokedOn: null,
    });
  });

  it('says clearly that an unknown code is not a certificate, and refuses what is not a code', async () => {
    const unknown = await call('/verifyCertificate', null, { code: 'KSH-0000-0000-0000-0000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.certificateNotFound);
    expect((await call('/verifyCertificate', null, { code: "x' or 1=1" })).statusCode).toBe(400);
  });
});

describe('the admin sets the signature printed on certificates', () => {
  const uploadPng = async () => {
    const body = multipartBody([{ field: 'upfile', name: 'signature.png', content: sampleFiles.png }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload-file',
      payload: body.payload,
      headers: { ...body.headers, ...withToken(c.admin.token) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().location as string;
  };
  const imagesOnPage = async (bytes: Buffer) => {
    const page = (await PDFDocument.load(bytes)).getPage(0);
    const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
    return xObjects ? (xObjects as unknown as { keys(): unknown[] }).keys().length : 0;
  };
  const currentPdf = async () => fetchPdf((await certificateOf(c.student.token)).json().data.pdfUrl);

  it('draws the uploaded image on the certificate, and none once removed', async () => {
    expect(await imagesOnPage((await currentPdf()).rawPayload)).toBe(0);
    const set = await call('/updateCertificateSignature', c.admin.token, { imageUrl: await uploadPng() });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(messages.signatureUpdated);
    const shown = await call('/getCertificateSignature', c.admin.token);
    expect(shown.json().img.imageUrl).toMatch(/^\/api\/files\/certificates\/signature-.+\.png\?/);
    expect(await imagesOnPage((await currentPdf()).rawPayload)).toBe(1);

    await call('/updateCertificateSignature', c.admin.token, { imageUrl: null });
    expect((await call('/getCertificateSignature', c.admin.token)).json().img.imageUrl).toBeNull();
    expect(await imagesOnPage((await currentPdf()).rawPayload)).toBe(0);
  });

  it('refuses a file that is not an uploaded PNG or JPG, and anyone but staff', async () => {
    const bad = await call('/updateCertificateSignature', c.admin.token, { imageUrl: 'files/notes.pdf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.signatureFileType);
    const missing = await call('/updateCertificateSignature', c.admin.token, { imageUrl: 'files/never-uploaded.png' });
    expect(missing.statusCode).toBe(400);
    expect((await call('/updateCertificateSignature', c.teacher.token, { imageUrl: null })).statusCode).toBe(403);
  });
});
