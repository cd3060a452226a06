import crypto from 'node:crypto';
import { messages } from '@kaksha/contracts/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolments, questions, subjects } from '../../db/schema/index.ts';
import {
  buildCourse,
  buildCurriculum,
  buildQuestion,
  buildSubject,
  curriculumBody,
} from '../../test/catalogue-factories.ts';
import { buildStudent } from '../../test/factories.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens, call } = useRoleApp();

const short = () => crypto.randomBytes(3).toString('hex').toUpperCase();

/** The edit form's body for a curriculum DTO, with some fields changed. */
function updateBody(dto: Record<string, unknown>, changes: Record<string, unknown>) {
  const fields = curriculumBody({
    organizationName: dto.organizationName,
    organizationCode: dto.organizationCode,
    curriculumAward: dto.curriculumAward,
    shortName: dto.shortName,
    longName: dto.longName,
    effectiveDate: dto.effectiveDate,
    startDate: dto.startDate,
    endDate: dto.endDate,
    ...changes,
  });
  return { condition: { _id: dto._id }, updateData: fields };
}

async function copiedWithContent() {
  const source = await buildCurriculum(t.deps.db);
  const subject = await buildSubject(t.deps.db, source, { subject: 'Maths' });
  const course = await buildCourse(t.deps.db, subject, { topic: 'Algebra', chapters: ['Groups'] });
  await buildQuestion(t.deps.db, { ...course, chapter: 'Groups' });
  const copy = (await call(`/copycurriculumtest/${source.id}`, tokens.admin, {})).json().data;
  return { source, copy };
}

describe('renaming a copied curriculum (updateCurriculum)', () => {
  it('takes new code parts and a new long name; its subjects and questions move to the new code', async () => {
    const { copy } = await copiedWithContent();
    const next = short();
    const res = await call(
      '/updateCurriculum',
      tokens.admin,
      updateBody(copy, { shortName: next, longName: 'Bachelor of Testing, next year' }),
    );
    expect(res.statusCode).toBe(200);
    const year = copy.curriculumCode.slice(-4);
    expect(res.json().data).toMatchObject({
      shortName: next,
      curriculum: `${copy.organizationCode}-${copy.curriculumAward}-${next}`,
      curriculumCode: `${copy.organizationCode}-${copy.curriculumAward}-${next}-${year}`,
      longName: 'Bachelor of Testing, next year',
    });
    const code = res.json().data.curriculumCode;
    expect(await t.deps.db.select().from(subjects).where(eq(subjects.curriculumCode, code))).toHaveLength(1);
    expect(await t.deps.db.select().from(questions).where(eq(questions.curriculumCode, code))).toHaveLength(1);
    expect(
      await t.deps.db.select().from(subjects).where(eq(subjects.curriculumCode, copy.curriculumCode)),
    ).toHaveLength(0);
  });

  it('keeps the code of a curriculum that is not a copy, as created', async () => {
    const source = await buildCurriculum(t.deps.db);
    const dto = (await call('/getCurriculum', tokens.admin, { _id: source.id })).json().data;
    const res = await call('/updateCurriculum', tokens.admin, updateBody(dto, { shortName: short() }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.curriculumCode).toBe(source.curriculumCode);
  });

  it('refuses a new code once a student is enrolled in the copy (409)', async () => {
    const { copy } = await copiedWithContent();
    const student = await buildStudent(t.deps.db);
    await t.deps.db.insert(enrolments).values({
      id: crypto.randomUUID(),
      userId: student.id,
      curriculum: copy.curriculum,
      curriculumCode: copy.curriculumCode,
    } as typeof enrolments.$inferInsert);
    const res = await call('/updateCurriculum', tokens.admin, updateBody(copy, { shortName: short() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.curriculumCodeInUse);
  });

  it('refuses a code another curriculum has in another letter case (409)', async () => {
    const { copy } = await copiedWithContent();
    const other = await buildCurriculum(t.deps.db);
    const res = await call(
      '/updateCurriculum',
      tokens.admin,
      updateBody(copy, {
        organizationCode: other.organizationCode.toLowerCase(),
        curriculumAward: other.curriculumAward.toLowerCase(),
        shortName: other.shortName.toLowerCase(),
      }),
    );
    // Both were made this year, so the lower-case parts give the other's code in other letters.
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.curriculumCodeTaken);
  });
});

describe('curriculum codes are unique regardless of letter case', () => {
  it('refuses to create "tst-bsc-x" when "TST-BSC-X" exists this year (409)', async () => {
    const shortName = short();
    const first = await call('/createCurriculum', tokens.admin, curriculumBody({ shortName }));
    expect(first.statusCode).toBe(200);
    const second = await call(
      '/createCurriculum',
      tokens.admin,
      curriculumBody({ organizationCode: 'tst', curriculumAward: 'bsc', shortName: shortName.toLowerCase() }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(messages.curriculumCodeTaken);
  });

  it('refuses code parts with spaces or brackets (400 on the field)', async () => {
    const res = await call('/createCurriculum', tokens.admin, curriculumBody({ shortName: 'CS (new)' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'shortName', message: messages.codePartRule });
  });
});
