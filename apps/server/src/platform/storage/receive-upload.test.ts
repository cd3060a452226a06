import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, sampleFiles, uploadTestApp } from '../../test/upload-helpers.ts';

describe('receiving uploads', () => {
  let t: Awaited<ReturnType<typeof uploadTestApp>>;
  beforeAll(async () => {
    t = await uploadTestApp({ field: 'upfile', kinds: ['pdf', 'png'], maxBytes: 1024, prefix: 'reading' });
  });
  afterAll(() => t.close());

  const post = (url: string, parts: Parameters<typeof multipartBody>[0]) =>
    t.app.inject({ method: 'POST', url, ...multipartBody(parts) });

  it('stores a PDF under a name the server chooses and serves it by signed link', async () => {
    const res = await post('/one', [{ field: 'upfile', name: '../../etc/notes.pdf', content: sampleFiles.pdf }]);
    expect(res.statusCode).toBe(200);
    const file = res.json();
    // The client's folder part never reaches us (busboy keeps the base name only).
    expect(file).toMatchObject({ fileName: 'notes.pdf', fieldname: 'upfile', mime: 'application/pdf' });
    expect(file.location).toMatch(/^reading\/[0-9a-f-]{36}\.pdf$/);

    const url = t.deps.fileUrls.urlFor(file.location, 'notes.pdf');
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    expect(served.headers['content-disposition']).toBe('inline; filename="notes.pdf"');
  });

  it('refuses a program renamed .pdf, and keeps nothing of it', async () => {
    const before = t.files().length;
    const res = await post('/one', [{ field: 'upfile', name: 'setup.pdf', content: sampleFiles.exe }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The file's content is not a PDF file");
    expect(t.files().length).toBe(before);
  });

  it('refuses an extension that is not allowed, with the allowed kinds named', async () => {
    const res = await post('/one', [{ field: 'upfile', name: 'setup.exe', content: sampleFiles.exe }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload a file of type PDF, PNG');
  });

  it('answers 413 past the size limit and keeps nothing', async () => {
    const before = t.files().length;
    const big = Buffer.concat([sampleFiles.pdf, Buffer.alloc(4096, 0x20)]);
    const res = await post('/one', [{ field: 'upfile', name: 'big.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 0 MB');
    expect(t.files().length).toBe(before);
  });

  it('refuses a file in the wrong field and a request without a file', async () => {
    const wrong = await post('/one', [{ field: 'other', name: 'a.pdf', content: sampleFiles.pdf }]);
    expect(wrong.statusCode).toBe(400);
    const none = await t.app.inject({ method: 'POST', url: '/one', payload: { a: 1 } });
    expect(none.statusCode).toBe(400);
  });

  it('takes several files, and removes the stored ones when a later one is refused', async () => {
    const ok = await post('/many', [
      { field: 'upfile', name: 'a.png', content: sampleFiles.png },
      { field: 'upfile', name: 'b.pdf', content: sampleFiles.pdf },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveLength(2);
    const before = t.files().length;
    const bad = await post('/many', [
      { field: 'upfile', name: 'a.png', content: sampleFiles.png },
      { field: 'upfile', name: 'b.png', content: sampleFiles.exe },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(t.files().length).toBe(before);
  });
});
