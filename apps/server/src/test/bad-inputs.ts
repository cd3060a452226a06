import fc from 'fast-check';
import { multipartFilePart, sampleFiles } from './upload-helpers.ts';

/**
 * Generated bad input for the no-5xx property test: control characters, broken characters (half a
 * surrogate pair), huge and wrongly typed values, deep nesting, malformed JSON and malformed
 * multipart bodies.
 */

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f'];

/** A string with at least one control character somewhere in it. */
export const controlString = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 20 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Halves of surrogate pairs alone: no character at all, which PostgreSQL refuses in text and jsonb. */
const BROKEN = ['\ud800', '\udbff', '\udc00', '\udfff', '💥'.slice(0, 1), '💥'.slice(1)];

/** A string with half a surrogate pair somewhere in it (`"\ud800"` once sent as JSON). */
export const brokenString = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...BROKEN), fc.string({ maxLength: 20 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

const hugeString = fc.integer({ min: 1_000, max: 100_000 }).map((n) => 'a'.repeat(n));

const nasty = fc.constantFrom(
  '',
  ' ',
  '../../etc/passwd',
  'private/identity/0f3a.pdf',
  "'; drop table users; --",
  '__proto__',
  '\ud800',
  '💥'.repeat(50),
  '%00',
  '1e400',
  '-0',
  'NaN',
  '9999-99-99',
  '<script>alert(1)</script>',
);

/** Deeply nested objects, to catch recursion in validators and walkers. */
const deep = fc.integer({ min: 50, max: 1_000 }).map((n) => {
  let v: unknown = 'x';
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
});

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(controlString, brokenString, fc.integer()), { maxLength: 5 }),
  fc.dictionary(
    fc.oneof(fc.string({ maxLength: 5 }), brokenString),
    fc.oneof(controlString, brokenString, fc.integer()),
    {
      maxKeys: 4,
    },
  ),
);

/** One bad value for one field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: controlString },
  { weight: 4, arbitrary: brokenString },
  { weight: 1, arbitrary: hugeString },
  { weight: 3, arbitrary: wrongType },
  { weight: 2, arbitrary: nasty },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);

/** A path segment as it may arrive in a URL: encoded control characters, bad escapes, long ones. */
export const badPathSegment = fc.oneof(
  controlString.map(encodeURIComponent),
  fc.constantFrom('%00', '%', '%zz', '%C0%80', '..%2F..%2Fetc', '%E2%80%AE', '%ff'),
  fc.integer({ min: 200, max: 5_000 }).map((n) => 'x'.repeat(n)),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

/** A body that is not the JSON it claims to be, or not JSON at all. */
export const malformedJson = fc.oneof(
  fc.constantFrom(
    '{"a":',
    '{',
    '[',
    'nul',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '{"\\udc00":"a"}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
  ),
  fc.integer({ min: 100, max: 5_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.string({ maxLength: 50 }),
);

export interface RawBody {
  payload: string | Buffer;
  contentType: string;
}

const CRLF = '\r\n';
const uploadField = fc.constantFrom('upfile', 'profileImage', 'uploadImages', 'file', 'x');
const uploadName = fc.oneof(
  fc.constantFrom('a.png', 'a.pdf', 'a.webm', 'a', '.png', 'a.PNG.exe'),
  controlString.map((s) => `${s}.png`),
  brokenString.map((s) => `${s}.png`),
  fc.integer({ min: 300, max: 2_000 }).map((n) => `${'n'.repeat(n)}.png`),
);
const content = fc.oneof(fc.constant(sampleFiles.png), fc.uint8Array({ maxLength: 300 }));

const headerLength = (body: Buffer) => body.indexOf(`${CRLF}${CRLF}`) + 2;

/** Multipart bodies a careless or hostile client sends: each must end in a 4xx, never a 5xx. */
export const malformedMultipart: fc.Arbitrary<RawBody> = fc
  .record({
    kind: fc.constantFrom(
      'noBoundary',
      'wrongBoundary',
      'truncated',
      'cutInFile',
      'noClosingBoundary',
      'badHeaders',
      'manyParts',
      'garbage',
      'ok',
    ),
    field: uploadField,
    name: uploadName,
    content,
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ kind, field, name, content: bytes, cut }) => {
    const boundary = 'kakshaFuzzBoundary';
    const type = `multipart/form-data; boundary=${boundary}`;
    const whole = Buffer.concat([
      multipartFilePart(boundary, field, name, bytes),
      Buffer.from(`--${boundary}--${CRLF}`),
    ]);
    switch (kind) {
      case 'noBoundary':
        return { payload: whole, contentType: 'multipart/form-data' };
      case 'wrongBoundary':
        return { payload: whole, contentType: 'multipart/form-data; boundary=another' };
      // Cut inside the part's headers.
      case 'truncated':
        return { payload: whole.subarray(0, Math.floor(headerLength(whole) * cut)), contentType: type };
      // Cut anywhere after the part's headers: inside the file's bytes or its closing boundary.
      case 'cutInFile': {
        const from = headerLength(whole) + 2;
        return { payload: whole.subarray(0, from + Math.floor((whole.length - 1 - from) * cut)), contentType: type };
      }
      case 'noClosingBoundary':
        return { payload: whole.subarray(0, whole.length - `--${boundary}--${CRLF}`.length), contentType: type };
      case 'badHeaders':
        return {
          payload: Buffer.from(
            `--${boundary}${CRLF}Content-Disposition: form-data; name=${CRLF}X:${'y'.repeat(100)}${CRLF}${CRLF}abc${CRLF}--${boundary}--${CRLF}`,
          ),
          contentType: type,
        };
      case 'manyParts':
        return {
          payload: Buffer.concat([
            ...[...Array(40)].map(() => multipartFilePart(boundary, field, name, bytes)),
            Buffer.from(`--${boundary}--${CRLF}`),
          ]),
          contentType: type,
        };
      case 'garbage':
        return { payload: Buffer.from(bytes), contentType: type };
      default:
        return { payload: whole, contentType: type };
    }
  });
