import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, questions, subjects } from '../../db/schema/index.ts';
import { buildCourse, buildCurriculum, buildQuestion, buildSubject } from '../../test/catalogue-factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();

const subjectBody = (curriculumCode: string, overrides: Record<string, unknown> = {}) => ({
  curriculumCode,
  subject: 'Mathematics',
  subjectInfo: '<p>Numbers <script>alert(1)</script></p>',
  startDate: '2026-01-01',
  endDate: '2026-06-30',
  minCredits: 2,
  maxCredits: 4,
  practicalSession: 'Yes',
  ...overrides,
});

describe('POST /api/addSubject', () => {
  it('adds a subject under the curriculum, cleaning its info', async () => {
    const curriculum = await buildCurriculum(t.deps.db);
    const res = await call('/addSubject', tokens.admin, subjectBody(curriculum.curriculumCode));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      curriculum: curriculum.curriculum,
      subject: 'Mathematics',
      practicalSession: 'Yes',
    });
    expect(res.json().data.subjectInfo).toBe('<p>Numbers </p>');
    const twice = await call('/addSubject', tokens.admin, subjectBody(curriculum.curriculumCode));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.subjectTaken);
  });

  it.each([
    ['maxCredits', { minCredits: 5, maxCredits: 4 }, messages.maxCreditsBelowMin],
    ['endDate', { startDate: '2026-05-01', endDate: '2026-04-30' }, messages.endBeforeStart],
    ['subject', { subject: '' }, messages.required],
    ['practicalSession', { practicalSession: 'Maybe' }, messages.required],
    ['startDate', { startDate: '2025-12-31' }, messages.subjectStartsBeforeCurriculum],
    ['endDate', { endDate: '2027-01-01' }, messages.subjectEndsAfterCurriculum],
    ['subject', { subject: 'x'.repeat(201) }, 'Use at most 200 characters'],
    ['maxCredits', { maxCredits: 1001 }, 'Enter 1000 or less'],
  ])('refuses a bad %s', async (field, overrides, message) => {
    const curriculum = await buildCurriculum(t.deps.db);
    const res = await call('/addSubject', tokens.admin, subjectBody(curriculum.curriculumCode, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('answers 404 for an unknown curriculum and 403 for students and teachers', async () => {
    expect((await call('/addSubject', tokens.admin, subjectBody('NOPE-2026'))).statusCode).toBe(404);
    const curriculum = await buildCurriculum(t.deps.db);
    expect((await call('/addSubject', tokens.student, subjectBody(curriculum.curriculumCode))).statusCode).toBe(403);
    expect((await call('/addSubject', tokens.teacher, subjectBody(curriculum.curriculumCode))).statusCode).toBe(403);
  });
});

describe('subjects: list, read, update, delete', () => {
  it('lists all or one curriculum, and reads one by id', async () => {
    const curriculum = await buildCurriculum(t.deps.db);
    const subject = await buildSubject(t.deps.db, curriculum);
    const list = await call('/subjectsList', tokens.admin, { curriculumCode: curriculum.curriculumCode });
    expect(list.json().data.map((s: { _id: string }) => s._id)).toEqual([subject.id]);
    expect((await call('/subjectsList', tokens.admin, {})).json().data.length).toBeGreaterThan(0);
    expect((await call('/subjectsList', tokens.student, {})).statusCode).toBe(403);
    expect((await call('/getSubjectById', tokens.admin, { subjectId: subject.id })).json().data.subject).toBe(
      subject.subject,
    );
    expect((await call('/getSubjectById', tokens.admin, { subjectId: 'missing' })).statusCode).toBe(404);
    expect((await call('/getSubjectById', tokens.teacher, { subjectId: subject.id })).statusCode).toBe(403);
  });

  it('renames a subject and carries the new name to its chapter content and questions', async () => {
    const curriculum = await buildCurriculum(t.deps.db);
    const subject = await buildSubject(t.deps.db, curriculum, { subject: 'Old name' });
    const course = await buildCourse(t.deps.db, subject);
    await buildQuestion(t.deps.db, { ...course, chapter: 'Chapter One' });
    const res = await call('/updateSubject', tokens.admin, {
      subjectId: subject.id,
      updateData: subjectBody(curriculum.curriculumCode, { subject: 'New name', maxCredits: 6 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ subject: 'New name', maxCredits: 6 });
    const [movedCourse] = await t.deps.db.select().from(courses).where(eq(courses.id, course.id));
    expect(movedCourse?.subject).toBe('New name');
    const moved = await t.deps.db
      .select()
      .from(questions)
      .where(eq(questions.curriculumCode, curriculum.curriculumCode));
    expect(moved.map((q) => q.subject)).toEqual(['New name']);
    const otherCurriculum = await buildCurriculum(t.deps.db);
    const move = await call('/updateSubject', tokens.admin, {
      subjectId: subject.id,
      updateData: subjectBody(otherCurriculum.curriculumCode),
    });
    expect(move.statusCode).toBe(400);
    expect(
      (
        await call('/updateSubject', tokens.student, {
          subjectId: subject.id,
          updateData: subjectBody(curriculum.curriculumCode),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('deletes a subject with its chapter content and questions', async () => {
    const curriculum = await buildCurriculum(t.deps.db);
    const subject = await buildSubject(t.deps.db, curriculum);
    const course = await buildCourse(t.deps.db, subject);
    await buildQuestion(t.deps.db, { ...course, chapter: 'Chapter One' });
    const body = {
      curriculum: curriculum.curriculum,
      curriculumCode: curriculum.curriculumCode,
      subject: subject.subject,
    };
    expect((await call('/deleteSubject', tokens.teacher, body)).statusCode).toBe(403);
    expect((await call('/deleteSubject', tokens.admin, { ...body, curriculum: 'wrong' })).statusCode).toBe(404);
    expect((await call('/deleteSubject', tokens.admin, body)).statusCode).toBe(200);
    expect(await t.deps.db.select().from(subjects).where(eq(subjects.id, subject.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(0);
    expect(
      await t.deps.db.select().from(questions).where(eq(questions.curriculumCode, curriculum.curriculumCode)),
    ).toHaveLength(0);
  });
});
