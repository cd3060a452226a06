import { messages } from '@kaksha/contracts/messages';
import {
  getStudentImport,
  importStudents,
  MAX_IMPORT_BYTES,
  previewStudentImport,
  STUDENT_IMPORT_FIELD,
} from '@kaksha/contracts/student-import';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { receiveFileBytes } from '../../platform/storage/receive-upload.ts';
import { checkStudentFile } from './check-student-file.ts';
import { preparedSoFar, settleRun, startImport } from './import-runs.ts';
import { presentRun } from './presenter.ts';
import { findRun } from './queries.ts';

const receiveSpreadsheet = (req: FastifyRequest) =>
  receiveFileBytes(req, {
    field: STUDENT_IMPORT_FIELD,
    maxBytes: MAX_IMPORT_BYTES,
    extensions: ['csv', 'txt'],
    wrongKindMessage: messages.importNotCsv,
  });

/** Students from a spreadsheet: check it (preview), import it, follow the import. */
export const studentImportRoutes = [
  implement(previewStudentImport, async ({ req, deps }) => {
    const file = await receiveSpreadsheet(req);
    const checked = await checkStudentFile(deps.db, file.bytes);
    return { status: true, data: { fileName: file.fileName, ...checked.preview } };
  }),

  implement(importStudents, async ({ req, actor, deps }) => {
    const file = await receiveSpreadsheet(req);
    const checked = await checkStudentFile(deps.db, file.bytes);
    if (checked.valid.length === 0) throw badRequest(messages.importNothingValid);
    const run = await startImport(deps, actor, file.fileName, checked);
    return {
      status: true,
      message: messages.importStarted.replace('{count}', String(run.total)),
      data: presentRun(await settleRun(deps.db, run), preparedSoFar(run.id)),
    };
  }),

  implement(getStudentImport, async ({ body, actor, deps }) => {
    const run = await findRun(deps.db, actor.userId, body.importID);
    return { status: true, data: run ? presentRun(await settleRun(deps.db, run), preparedSoFar(run.id)) : null };
  }),
];
