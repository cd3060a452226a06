import { messages } from '@kaksha/contracts/messages';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildAssessment, buildExamPlace } from '../../test/assessment-factories.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { buildStudent, buildTeacher, enrol } from '../../test/factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';
import { buildScoredSitting } from '../../test/statistics-factories.ts';

const { t, tokens, call } = useRoleApp();
const DAY = 86_400_000;

/**
 * A closed test (Multi A 2 marks, Multi B 3 marks, written 5 marks) sat by five students: four
 * marked, totals 10, 5, 4 and 0; the fifth's written answer waits for the teacher. A sixth
 * student is enrolled and did not sit it.
 */
async function satTest() {
  const p = await buildExamPlace(t.deps.db);
  const { multiA, multiB, text } = p.questions;
  const test = await buildAssessment(t.deps.db, p.at, [multiA, multiB, text], {
    assessmentName: 'Union quiz',
    startsAt: new Date(Date.now() - 2 * DAY),
    endsAt: new Date(Date.now() - DAY),
  });
  const student = async (firstName: string) => {
    const s = await buildStudent(t.deps.db, { firstName });
    await enrol(t.deps.db, s, p.curriculum.curriculumCode);
    return s;
  };
  const sit = (s: Awaited<ReturnType<typeof student>>, a: string, b: string, written: number | null) =>
    buildScoredSitting(
      t.deps.db,
      test,
      s,
      { [multiA.questionId]: a, [multiB.questionId]: b, [text.questionId]: '<p>A union holds both</p>' },
      written === null ? {} : { [text.questionId]: written },
    );
  const [anita, bala, chitra, dev, esha, farid] = [
    await student('Anita'),
    await student('Bala'),
    await student('Chitra'),
    // A name a spreadsheet would read as a formula: the files must keep it inert.
    await student('=HYPERLINK("http://x")'),
    await student('Esha'),
    await student('Farid'),
  ];
  await sit(anita, multiA.correctAnswer, multiB.correctAnswer, 5);
  await sit(bala, multiA.correctAnswer, 'wrong b1', 3);
  await sit(chitra, 'wrong a1', multiB.correctAnswer, 1);
  await sit(dev, 'wrong a2', '', 0);
  await sit(esha, multiA.correctAnswer, multiB.correctAnswer, null);
  const teacher = await loginAs(t.app, p.teacher);
  return { p, test, teacher, students: { anita, bala, chitra, dev, esha, farid } };
}

async function strangerToken(curriculumCode: string) {
  // Teaches the same curriculum, another subject: outside this test.
  const stranger = await buildTeacher(t.deps.db);
  await enrol(t.deps.db, stranger, curriculumCode, 'Physics');
  return loginAs(t.app, stranger);
}

describe('getTestStatistics', () => {
  it("gives the test's teacher the item analysis of the marked attempts", async () => {
    const { test, teacher, p } = await satTest();
    const res = await call('/getTestStatistics', teacher, { testID: test.testId });
    expect(res.statusCode).toBe(200);
    const { summary, questions, test: about } = res.json().data;
    expect(about).toMatchObject({ testID: test.testId, assessmentName: 'Union quiz' });
    // Totals 10, 5, 4, 0 (Esha waits for marks).
    expect(summary).toMatchObject({ count: 4, pending: 1, maxScore: 10, min: 0, max: 10, median: 4.5, mean: 4.75 });
    expect(summary.sd).toBeCloseTo(Math.sqrt(((10 - 4.75) ** 2 + 0.25 ** 2 + 0.75 ** 2 + 4.75 ** 2) / 3), 10);
    expect(summary.alpha).not.toBeNull();
    expect(summary.histogram.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(4);
    const [a, b, written] = questions;
    expect(a).toMatchObject({ position: 1, questionID: p.questions.multiA.questionId, facility: 0.5, attempts: 4 });
    expect(a.options).toEqual([
      { option: p.questions.multiA.correctAnswer, correct: true, count: 2 },
      { option: 'wrong a1', correct: false, count: 1 },
      { option: 'wrong a2', correct: false, count: 1 },
      { option: 'wrong a3', correct: false, count: 0 },
    ]);
    expect(b).toMatchObject({ facility: 0.5, unanswered: 1 });
    expect(written).toMatchObject({ questionType: 'Text', options: null, facility: (5 + 3 + 1 + 0) / 4 / 5 });
    for (const q of questions) expect(q.discrimination).toBeGreaterThan(-1);
  });

  it('answers null, never NaN, for a test nobody has sat', async () => {
    const p = await buildExamPlace(t.deps.db);
    const test = await buildAssessment(t.deps.db, p.at, [p.questions.multiA]);
    const res = await call('/getTestStatistics', tokens.admin, { testID: test.testId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.summary).toMatchObject({ count: 0, mean: null, sd: null, alpha: null, sem: null });
    expect(res.json().data.questions[0]).toMatchObject({ facility: null, discrimination: null });
  });

  it('is 404 for a teacher of another subject and for an unknown test, 403 for a student', async () => {
    const { test, p, students } = await satTest();
    const stranger = await strangerToken(p.curriculum.curriculumCode);
    expect((await call('/getTestStatistics', stranger, { testID: test.testId })).statusCode).toBe(404);
    expect((await call('/getTestMarks', stranger, { testID: test.testId })).statusCode).toBe(404);
    expect((await call('/exportResults', stranger, { testID: test.testId })).statusCode).toBe(404);
    expect((await call('/getTestStatistics', tokens.admin, { testID: 'A0' })).statusCode).toBe(404);
    const student = await loginAs(t.app, students.anita);
    expect((await call('/getTestStatistics', student, { testID: test.testId })).statusCode).toBe(403);
  });
});

describe('getTestMarks', () => {
  it("lists every student who submitted, with each question's marks and the result", async () => {
    const { test, teacher } = await satTest();
    const res = await call('/getTestMarks', teacher, { testID: test.testId });
    expect(res.statusCode).toBe(200);
    const { questions, students } = res.json().data;
    expect(questions.map((q: { questionmarks: number }) => q.questionmarks)).toEqual([2, 3, 5]);
    expect(students.map((s: { studentName: string }) => s.studentName.split(' ')[0])).toEqual([
      '=HYPERLINK("http://x")',
      'Anita',
      'Bala',
      'Chitra',
      'Esha',
    ]);
    const byName = (name: string) => students.find((s: { studentName: string }) => s.studentName.startsWith(name));
    expect(byName('Bala')).toMatchObject({ marks: [2, 0, 3], achievedMarks: 5, totalMarks: 10, percentage: 50 });
    expect(byName('Esha')).toMatchObject({ marks: [2, 3, null], corrected: false, achievedMarks: null, grade: null });
  });
});

describe('exportResults', () => {
  it("gives a test's marks as CSV: BOM, the columns, inert cells, named after the test and the date", async () => {
    const { p, test, teacher } = await satTest();
    const res = await call('/exportResults', teacher, { testID: test.testId });
    expect(res.statusCode).toBe(200);
    const file = res.json().data;
    expect(file.format).toBe('csv');
    expect(file.fileName).toMatch(new RegExp(`^Union-quiz-${test.testId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(file.content.startsWith('\uFEFF')).toBe(true);
    const lines = file.content.slice(1).split('\r\n');
    const header = lines[0].split(',');
    expect(header).toEqual([
      'Student',
      'Email',
      'Submitted',
      `Q1 ${p.questions.multiA.questionId} (2)`,
      `Q2 ${p.questions.multiB.questionId} (3)`,
      `Q3 ${p.questions.text.questionId} (5)`,
      'Total',
      'Out of',
      'Percentage',
      'Grade',
      'Status',
    ]);
    // The formula-looking name starts with an apostrophe, so no spreadsheet runs it.
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\)/);
    const bala = lines.find((l: string) => l.startsWith('Bala'));
    expect(bala?.split(',').slice(3)).toEqual(['2', '0', '3', '5', '10', '50', 'B', 'Final']);
    // The school's date and time format.
    expect(bala?.split(',')[2]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('gives the same as XLSX, numbers as numbers', async () => {
    const { test } = await satTest();
    const res = await call('/exportResults', tokens.admin, { testID: test.testId, format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    const file = res.json().data;
    expect(file.fileName).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.content, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Student');
    const rows = sheet?.getSheetValues().slice(2) as unknown[][];
    const bala = rows.find((r) => String(r[1]).startsWith('Bala'));
    expect(bala?.slice(4, 10)).toEqual([2, 0, 3, 5, 10, 50]);
  });

  it("gives staff a curriculum's gradebook as CSV, and refuses it to teachers", async () => {
    const { p, test, teacher } = await satTest();
    const curriculumCode = p.curriculum.curriculumCode;
    const refused = await call('/exportResults', teacher, { curriculumCode });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.gradebookStaffOnly);
    const res = await call('/exportResults', tokens.admin, { curriculumCode });
    expect(res.statusCode).toBe(200);
    const file = res.json().data;
    expect(file.fileName).toMatch(new RegExp(`^gradebook-${curriculumCode}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = file.content.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      `Student,Email,${test.testId} Union quiz (10),${test.testId} Grade,Total,Out of,Percentage,Grade`,
    );
    const cells = (name: string) => lines.find((l: string) => l.startsWith(name))?.split(',');
    expect(cells('Anita')?.slice(2)).toEqual(['10', 'A', '10', '10', '100', 'A']);
    expect(cells('Esha')?.slice(2)).toEqual(['Waiting for marks', '', '0', '0', '', '']);
    expect(cells('Farid')?.slice(2)).toEqual(['', '', '0', '0', '', '']);
  });

  it('asks for a test or a curriculum, not both or neither', async () => {
    const { p, test } = await satTest();
    for (const body of [{}, { testID: test.testId, curriculumCode: p.curriculum.curriculumCode }]) {
      const res = await call('/exportResults', tokens.admin, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(messages.exportTestOrCurriculum);
    }
    const bad = await call('/exportResults', tokens.admin, { testID: test.testId, format: 'pdf' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('getGradebook', () => {
  it('shows staff every student x test, with totals over final results, filtered by name and subject', async () => {
    const { p, test } = await satTest();
    const curriculumCode = p.curriculum.curriculumCode;
    const res = await call('/getGradebook', tokens.admin, { curriculumCode });
    expect(res.statusCode).toBe(200);
    const book = res.json().data;
    expect(book.tests).toEqual([
      { testID: test.testId, assessmentName: 'Union quiz', subject: 'Mathematics', totalMarks: 10 },
    ]);
    const row = (name: string) => book.students.find((s: { studentName: string }) => s.studentName.startsWith(name));
    expect(row('Bala')).toMatchObject({
      cells: [{ state: 'final', achievedMarks: 5, grade: 'B' }],
      achievedMarks: 5,
      totalMarks: 10,
      percentage: 50,
      grade: 'B',
    });
    expect(row('Esha').cells[0].state).toBe('pending');
    expect(row('Farid')).toMatchObject({ cells: [{ state: 'notTaken' }], percentage: null, grade: null });
    const found = await call('/getGradebook', tokens.admin, { curriculumCode, search: 'chitra' });
    expect(found.json().data.students.map((s: { studentName: string }) => s.studentName.split(' ')[0])).toEqual([
      'Chitra',
    ]);
    const physics = await call('/getGradebook', tokens.admin, { curriculumCode, subject: 'Physics' });
    expect(physics.json().data.tests).toEqual([]);
    expect((await call('/getGradebook', tokens.admin, { curriculumCode: 'NOWHERE-2026' })).statusCode).toBe(404);
    expect((await call('/getGradebook', tokens.teacher, { curriculumCode })).statusCode).toBe(403);
  });

  it('answers a page of students by name with the total, and every student without a page', async () => {
    const { p } = await satTest();
    const curriculumCode = p.curriculum.curriculumCode;
    const names = (book: { students: { studentName: string }[] }) => book.students.map((s) => s.studentName);
    const whole = (await call('/getGradebook', tokens.admin, { curriculumCode })).json().data;
    expect(whole.students.length).toBeGreaterThan(2);
    expect(whole).toMatchObject({ total: whole.students.length, page: 1, pageSize: whole.students.length });

    const first = (await call('/getGradebook', tokens.admin, { curriculumCode, page: 1, pageSize: 2 })).json().data;
    const second = (await call('/getGradebook', tokens.admin, { curriculumCode, page: 2, pageSize: 2 })).json().data;
    expect(first).toMatchObject({ total: whole.total, page: 1, pageSize: 2 });
    expect(names(first)).toEqual(names(whole).slice(0, 2));
    expect(names(second)).toEqual(names(whole).slice(2, 4));
    // The tests are the curriculum's on every page, whoever is on it.
    expect(second.tests).toEqual(whole.tests);

    const past = await call('/getGradebook', tokens.admin, { curriculumCode, page: 99, pageSize: 50 });
    expect(past.json().data).toMatchObject({ students: [], total: whole.total });
    expect((await call('/getGradebook', tokens.admin, { curriculumCode, page: 0 })).statusCode).toBe(400);
    expect((await call('/getGradebook', tokens.admin, { curriculumCode, pageSize: 5000 })).statusCode).toBe(400);
  });
});
