import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, sampleFiles, uploadTestApp } from '../test/upload-helpers.ts';
import { parseRange } from './file-route.ts';

describe('serving stored files', () => {
  let t: Awaited<ReturnType<typeof uploadTestApp>>;
  let location: string;
  beforeAll(async () => {
    t = await uploadTestApp({ field: 'upfile', kinds: ['pdf'], maxBytes: 1024, prefix: 'reading' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/one',
      ...multipartBody([{ field: 'upfile', name: 'a.pdf', content: sampleFiles.pdf }]),
    });
    location = res.json().location;
  });
  afterAll(() => t.close());

  it('answers a range request with 206 and exactly those bytes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: t.deps.fileUrls.urlFor(location),
      headers: { range: 'bytes=1-4' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('PDF-');
    expect(res.headers['content-range']).toBe(`bytes 1-4/${sampleFiles.pdf.length}`);
  });

  it('refuses a link without a signature, with a tampered one, or for a path outside storage', async () => {
    const signed = t.deps.fileUrls.urlFor(location);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${location}` })).statusCode).toBe(404);
    const tampered = signed.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/public/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('reads ranges as browsers send them', () => {
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=20-30', 10)).toBe('invalid');
    expect(parseRange(undefined, 10)).toBeNull();
  });
});
