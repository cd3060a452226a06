import fs from 'node:fs';
import path from 'node:path';

/** The demo school's lesson video: a real WebM (VP9 and Opus), about 110 KB. */
export const sampleWebm = fs.readFileSync(path.resolve(import.meta.dirname, '../seed/assets/sample-lesson.webm'));

/** The start of an MP4: an ftyp box is what identifies the format. */
export const sampleMp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64, 0),
]);

/** A ZIP archive with no entries: just the end-of-central-directory record. */
export const sampleZip = Buffer.concat([Buffer.from('PK\x05\x06'), Buffer.alloc(18, 0)]);
