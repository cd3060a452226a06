import { messages } from '@kaksha/contracts/messages';
import { STUDENT_IMPORT_COLUMNS } from '@kaksha/contracts/student-import';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enrolments, mailOutbox, studentImports, users } from '../../db/schema/index.ts';
import { loginAs, withToken } from '../../test/auth-helpers.ts';
import { buildCurriculum } from '../../test/catalogue-factories.ts';
import { buildAdmin, buildStudent } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody } from '../../test/upload-helpers.ts';
import { checkStudentFile } from './check-student-file.ts';
import { startImport } from './import-runs.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildAdmin>>;
let adminToken: string;
let curriculumCode: string;
beforeAll(async () => {
  t = await getTestApp();
  admin = await buildAdmin(t.deps.db);
  adminToken = await loginAs(t.app, admin);
  curriculumCode = (await buildCurriculum(t.deps.db)).curriculumCode;
});
afterAll(() => t.close());

let n = 0;
/** One good row of the template, with what the test changes. */
const student = (overrides: Partial<Record<(typeof STUDENT_IMPORT_COLUMNS)[number], string>> = {}) => {
  n++;
  return {
    firstName: `Asha${n}`,
    lastName: 'Rao',
    email: `import-${n}-${Date.now().toString(36)}@school.test`,
    mobile: '98765 43210',
    gender: 'Female',
    dob: '14/08/2009',
    address: '12 Beach Road',
    country: 'India',
    state: 'Kerala',
    city: 'Kozhikode',
    pincode: '673001',
    curriculumCode,
    parentFirstName: 'Ravi',
    parentEmail: '',
    ...overrides,
  };
};

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csv = (rows: Record<string, string>[], columns: readonly string[] = STUDENT_IMPORT_COLUMNS) =>
  [columns.join(','), ...rows.map((row) => columns.map((c) => quote(row[c] ?? '')).join(','))].join('\r\n');

const send = (path: string, content: string | Buffer, name = 'students.csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    ...(() => {
      const body = multipartBody([{ field: 'file', name, content: Buffer.from(content) }]);
      return { payload: body.payload, headers: { ...body.headers, ...withToken(adminToken) } };
    })(),
  });

/** Follows an import until it has finished. */
async function finished(importID: string) {
  for (let i = 0; i < 200; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getStudentImport',
      headers: withToken(adminToken),
      payload: { importID },
    });
    const run = res.json().data;
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

describe('POST /api/previewStudentImport', () => {
  it('names every problem by row and column and saves nothing', async () => {
    const taken = await buildStudent(t.deps.db);
    const good = student();
    const rows = [
      good,
      student({ email: 'not-an-email', dob: '31/02/2008' }),
      student({ email: taken.email }),
      student({ email: good.email.toUpperCase() }),
      student({ curriculumCode: 'NO-SUCH-2026', city: 'Atlantis' }),
      student({ gender: '', parentEmail: 'parent@' }),
    ];
    const res = await send('previewStudentImport', csv(rows));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ fileName: 'students.csv', total: 6, valid: 1 });
    expect(data.errors).toEqual([
      { row: 3, column: 'email', message: messages.invalidEmail },
      { row: 3, column: 'dob', message: messages.invalidDate },
      { row: 4, column: 'email', message: messages.importEmailRegistered },
      { row: 5, column: 'email', message: messages.importRepeatedEmail.replace('{row}', '2') },
      { row: 6, column: 'city', message: messages.importUnknownCity },
      { row: 6, column: 'curriculumCode', message: messages.importUnknownCurriculum },
      { row: 7, column: 'gender', message: messages.required },
      { row: 7, column: 'parentEmail', message: messages.invalidEmail },
    ]);
    expect(data.rows.map((r: { valid: boolean }) => r.valid)).toEqual([true, false, false, false, false, false]);
    expect(await t.deps.db.select().from(users).where(eq(users.email, good.email))).toHaveLength(0);
  });

  it('reads headers in any case or spacing, semicolons, and a byte-order mark', async () => {
    const row = student();
    const headers = STUDENT_IMPORT_COLUMNS.map((c) =>
      c.replace(/([A-Z])/g, ' $1').replace(/^./, (l) => l.toUpperCase()),
    );
    const text = `\uFEFF${headers.join(';')}\r\n${STUDENT_IMPORT_COLUMNS.map((c) => (row as Record<string, string>)[c] ?? '').join(';')}\r\n;;;;\r\n`;
    const res = await send('previewStudentImport', text);
    expect(res.json().data).toMatchObject({ total: 1, valid: 1, errors: [] });
  });

  it('refuses a file it cannot read, with a clear message', async () => {
    const unknownColumn = await send(
      'previewStudentImport',
      csv([student()], [...STUDENT_IMPORT_COLUMNS, 'Shoe size']),
    );
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json().message).toContain('Unknown column "Shoe size"');
    const missing = await send(
      'previewStudentImport',
      csv(
        [student()],
        STUDENT_IMPORT_COLUMNS.filter((c) => c !== 'email'),
      ),
    );
    expect(missing.json().errors).toEqual([{ field: 'email', message: `email: ${messages.importMissingColumn}` }]);
    const latin1 = Buffer.from(`${STUDENT_IMPORT_COLUMNS.join(',')}\r\nZo\xeb`, 'latin1');
    expect((await send('previewStudentImport', latin1)).json().message).toBe(messages.importNotUtf8);
    expect((await send('previewStudentImport', csv([]))).json().message).toBe(messages.importEmpty);
    expect((await send('previewStudentImport', 'x', 'students.xlsx')).json().message).toBe(messages.importNotCsv);
  });
});

describe('POST /api/importStudents', () => {
  it('imports the good rows (accepted, enrolled, mailed, audited) and leaves the bad ones out', async () => {
    const good = [student(), student(), student()];
    const bad = student({ pincode: '' });
    const res = await send('importStudents', csv([...good, bad]));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 3, skipped: 1 });
    const run = await finished(res.json().data.importID);
    expect(run).toMatchObject({ status: 'done', done: 3, skipped: 1, message: '' });

    const created = await t.deps.db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          good.map((s) => s.email),
        ),
      );
    expect(created).toHaveLength(3);
    expect(created[0]).toMatchObject({
      role: 'student',
      isActive: true,
      isEmailVerified: false,
      passwordHash: null,
      dob: '2009-08-14',
      curriculumCode,
    });
    expect(created[0]?.acceptedAt).not.toBeNull();
    const enrolled = await t.deps.db
      .select()
      .from(enrolments)
      .where(
        inArray(
          enrolments.userId,
          created.map((u) => u.id),
        ),
      );
    expect(enrolled).toHaveLength(3);
    const mails = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          good.map((s) => s.email),
        ),
      );
    expect(mails).toHaveLength(3);
    expect(mails[0]?.text).toContain('/change-password/');
    const audited = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), inArray(auditLog.action, ['import', 'create'])));
    expect(audited.filter((e) => e.action === 'import')).toHaveLength(1);
    expect(audited.filter((e) => e.entity === 'student')).toHaveLength(3);
    expect(await t.deps.db.select().from(users).where(eq(users.email, bad.email))).toHaveLength(0);
  });

  it('imports nothing when one student cannot be saved, and says so', async () => {
    const rows = [student(), student(), student()];
    const checked = await checkStudentFile(t.deps.db, Buffer.from(csv(rows)));
    expect(checked.valid).toHaveLength(3);
    // Someone registers with the file's last e-mail after it was checked: the whole run is undone.
    await buildStudent(t.deps.db, { email: rows[2]?.email });
    const run = await startImport(t.deps, { userId: admin.id, role: 'admin' }, 'late.csv', checked);
    expect(await finished(run.id)).toMatchObject({ status: 'failed', message: messages.importEmailTakenMeanwhile });
    const saved = await t.deps.db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          rows.slice(0, 2).map((s) => s.email),
        ),
      );
    expect(saved).toHaveLength(0);
    const audited = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, run.id));
    expect(audited).toHaveLength(0);
  });

  it('reports a run left running by a stopped server as stopped, with nothing imported', async () => {
    const [left] = await t.deps.db
      .insert(studentImports)
      .values({
        id: 'stopped-run',
        createdBy: admin.id,
        fileName: 'big.csv',
        status: 'running',
        total: 5000,
        skipped: 0,
      })
      .returning();
    expect(left).toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getStudentImport',
      headers: withToken(adminToken),
      payload: { importID: 'stopped-run' },
    });
    expect(res.json().data).toMatchObject({ status: 'failed', message: messages.importStopped, done: 0 });
  });

  it('refuses a file with no row to import', async () => {
    const res = await send('importStudents', csv([student({ email: '' })]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.importNothingValid);
  });
});
