import { curriculumHoldsRecordsMessage } from '@kaksha/contracts/delete-impact';
import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { curricula, subjects } from '../../db/schema/index.ts';
import {
  addDays,
  buildCourse,
  buildCurriculum,
  buildQuestion,
  buildSubject,
  curriculumBody,
  today,
} from '../../test/catalogue-factories.ts';
import { buildStudent, buildTeacher, enrol } from '../../test/factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';
import { lockCurriculumForEnrolment } from './queries.ts';
import { removeCurriculum } from './remove-curriculum.ts';

const { t, tokens, call } = useRoleApp();

describe('POST /api/createCurriculum', () => {
  it('derives name, code (this year) and duration (360-day years, one decimal)', async () => {
    const body = curriculumBody({ startDate: '2030-01-01', endDate: '2032-06-30', effectiveDate: today() });
    const res = await call('/createCurriculum', tokens.admin, body);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const year = today().slice(0, 4);
    expect(data.curriculum).toBe(`TST-BSC-${body.shortName}`);
    expect(data.curriculumCode).toBe(`TST-BSC-${body.shortName}-${year}`);
    // 910 days / 360 = 2.53 -> 2.5
    expect(data.duration).toBe(2.5);
    expect(data.price).toBe(100);
  });

  it('keeps an uploaded image and gives a link to show it; refuses a path that is not an upload', async () => {
    const image = { location: 'files/0b6d2f.png', fieldname: 'upfile' };
    const res = await call('/createCurriculum', tokens.admin, curriculumBody({ image }));
    expect(res.json().data.image).toMatchObject({ ...image, url: expect.stringMatching(/^\/api\/files\//) });
    const bad = await call(
      '/createCurriculum',
      tokens.admin,
      curriculumBody({ image: { location: '../secrets.png' } }),
    );
    expect(bad.statusCode).toBe(400);
    // An identity document is an upload too, but never a curriculum's picture.
    const identity = await call(
      '/createCurriculum',
      tokens.admin,
      curriculumBody({ image: { location: 'private/identity/0b6d2f.png' } }),
    );
    expect(identity.statusCode).toBe(400);
  });

  it('cleans the rich text before storing it', async () => {
    const body = curriculumBody({ eligibility: '<p>Open<script>alert(1)</script><img src=x onerror=alert(2)></p>' });
    const res = await call('/createCurriculum', tokens.admin, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.eligibility).not.toMatch(/script|onerror/);
  });

  it('refuses the same curriculum twice in a year', async () => {
    const body = curriculumBody();
    expect((await call('/createCurriculum', tokens.admin, body)).statusCode).toBe(200);
    const again = await call('/createCurriculum', tokens.admin, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.curriculumCodeTaken);
  });

  it.each([
    ['effectiveDate', { effectiveDate: addDays(today(), -1) }, messages.effectiveDateBeforeToday],
    [
      'startDate',
      { effectiveDate: addDays(today(), 5), startDate: addDays(today(), 4) },
      messages.startBeforeEffective,
    ],
    ['endDate', { startDate: addDays(today(), 30), endDate: addDays(today(), 29) }, messages.endBeforeStart],
    ['price', { price: -1 }, messages.priceBelowZero],
    ['price', { price: -5 }, messages.priceBelowZero],
    ['longName', { longName: '  ' }, messages.required],
    ['experience', { experience: 'Holiday' }, messages.required],
    ['startDate', { startDate: '2026-02-30' }, messages.enterDate],
  ])('refuses a bad %s with its message beside the field', async (field, overrides, message) => {
    const res = await call('/createCurriculum', tokens.admin, curriculumBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('is for admins only', async () => {
    expect((await call('/createCurriculum', tokens.student, curriculumBody())).statusCode).toBe(403);
    expect((await call('/createCurriculum', tokens.teacher, curriculumBody())).statusCode).toBe(403);
    expect((await call('/createCurriculum', null, curriculumBody())).statusCode).toBe(401);
  });
});

describe('GET /api/getAllCurriculum', () => {
  it('lists every curriculum to any signed-in user, with who created it for staff only', async () => {
    const row = await buildCurriculum(t.deps.db, { createdBy: 'someone' });
    const asStudent = await call('/getAllCurriculum', tokens.student);
    expect(asStudent.statusCode).toBe(200);
    const seen = asStudent.json().data.find((c: { _id: string }) => c._id === row.id);
    expect(seen).toMatchObject({ curriculum: row.curriculum, curriculumCode: row.curriculumCode, price: 100 });
    expect(seen).not.toHaveProperty('createdBy');
    const asAdmin = await call('/getAllCurriculum', tokens.admin);
    expect(asAdmin.json().data.find((c: { _id: string }) => c._id === row.id).createdBy).toBe('someone');
    expect((await call('/getAllCurriculum', null)).statusCode).toBe(401);
  });
});

describe('POST /api/getCurriculum and /api/updateCurriculum', () => {
  it('reads one curriculum, 404 for an unknown id, 403 for students', async () => {
    const row = await buildCurriculum(t.deps.db);
    expect((await call('/getCurriculum', tokens.admin, { _id: row.id })).json().data.curriculumCode).toBe(
      row.curriculumCode,
    );
    expect((await call('/getCurriculum', tokens.admin, { _id: 'nope' })).statusCode).toBe(404);
    expect((await call('/getCurriculum', tokens.student, { _id: row.id })).statusCode).toBe(403);
  });

  it('updates the details but keeps name and code; a past effective date may stay but not be set', async () => {
    const row = await buildCurriculum(t.deps.db, {
      effectiveDate: '2026-01-01',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    const updateData = curriculumBody({
      organizationCode: 'NEW',
      shortName: 'OTHER',
      longName: 'Renamed long name',
      effectiveDate: '2026-01-01',
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      price: 0,
    });
    const res = await call('/updateCurriculum', tokens.admin, { condition: { _id: row.id }, updateData });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      curriculum: row.curriculum,
      curriculumCode: row.curriculumCode,
      longName: 'Renamed long name',
      price: 0,
      duration: 2,
    });
    const moved = await call('/updateCurriculum', tokens.admin, {
      condition: { _id: row.id },
      updateData: { ...updateData, effectiveDate: '2026-01-02', startDate: '2026-01-02' },
    });
    if (today() > '2026-01-02') {
      expect(moved.statusCode).toBe(400);
      expect(moved.json().errors).toContainEqual({
        field: 'updateData.effectiveDate',
        message: messages.effectiveDateBeforeToday,
      });
    }
    const badEnd = await call('/updateCurriculum', tokens.admin, {
      condition: { _id: row.id },
      updateData: { ...updateData, endDate: '2025-12-31' },
    });
    expect(badEnd.json().errors).toContainEqual({ field: 'updateData.endDate', message: messages.endBeforeStart });
    expect(
      (await call('/updateCurriculum', tokens.teacher, { condition: { _id: row.id }, updateData })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/removeCurriculum', () => {
  it('refuses while a student is enrolled, and says why', async () => {
    const row = await buildCurriculum(t.deps.db);
    await enrol(t.deps.db, await buildStudent(t.deps.db), row.curriculumCode);
    const res = await call('/removeCurriculum', tokens.admin, {
      curriculumCode: row.curriculumCode,
      curriculum: row.curriculum,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(curriculumHoldsRecordsMessage('1 student'));
    expect(await t.deps.db.select().from(curricula).where(eq(curricula.id, row.id))).toHaveLength(1);
  });

  it('refuses when a student enrols while the deletion is on its way (the enrolment holds the curriculum)', async () => {
    const row = await buildCurriculum(t.deps.db);
    const student = await buildStudent(t.deps.db);
    let removal: Promise<unknown> | undefined;
    await t.deps.db.transaction(async (tx) => {
      expect(await lockCurriculumForEnrolment(tx, row.curriculumCode)).toBeTruthy();
      // The deletion starts now and has to wait for this enrolment to commit.
      removal = removeCurriculum(t.deps, 'system', row.curriculumCode, row.curriculum).then(
        () => 'deleted',
        (e: { statusCode?: number }) => e.statusCode,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await enrol(tx as unknown as typeof t.deps.db, student, row.curriculumCode);
    });
    expect(await removal).toBe(409);
    expect(await t.deps.db.select().from(curricula).where(eq(curricula.id, row.id))).toHaveLength(1);
  });

  it('deletes a curriculum without students (a teacher does not block it) with its content', async () => {
    const row = await buildCurriculum(t.deps.db);
    await enrol(t.deps.db, await buildTeacher(t.deps.db), row.curriculumCode, 'Maths');
    const subject = await buildSubject(t.deps.db, row);
    const course = await buildCourse(t.deps.db, subject);
    await buildQuestion(t.deps.db, { ...course, chapter: 'Chapter One' });
    expect(
      (
        await call('/removeCurriculum', tokens.student, {
          curriculumCode: row.curriculumCode,
          curriculum: row.curriculum,
        })
      ).statusCode,
    ).toBe(403);
    const res = await call('/removeCurriculum', tokens.admin, {
      curriculumCode: row.curriculumCode,
      curriculum: row.curriculum,
    });
    expect(res.statusCode).toBe(200);
    expect(await t.deps.db.select().from(curricula).where(eq(curricula.id, row.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(subjects).where(eq(subjects.curriculumCode, row.curriculumCode))).toHaveLength(
      0,
    );
    const list = await call('/getQuestion', tokens.admin, { curriculumCode: row.curriculumCode });
    expect(list.json().data).toHaveLength(0);
  });

  it('answers 404 when name and code do not belong together', async () => {
    const row = await buildCurriculum(t.deps.db);
    const res = await call('/removeCurriculum', tokens.admin, {
      curriculumCode: row.curriculumCode,
      curriculum: 'other',
    });
    expect(res.statusCode).toBe(404);
  });
});
