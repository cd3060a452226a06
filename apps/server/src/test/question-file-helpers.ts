import fs from 'node:fs';
import path from 'node:path';
import { withToken } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/** A question file written the way Moodle's documentation describes its format. */
export const questionFixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../modules/question-bank/formats/fixtures', name));

/** A multipart body of text fields and one file, as the import form sends it. */
export function fieldsAndFile(fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const boundary = `----kaksha${Date.now()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/importQuestions as the token's user. */
export function postQuestionFile(
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  file: { name: string; content: Buffer },
) {
  const body = fieldsAndFile(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/importQuestions',
    payload: body.payload,
    headers: { ...body.headers, ...withToken(token) },
  });
}
