import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, questions } from '../../db/schema/index.ts';
import { buildCourse, buildCurriculum, buildSubject } from '../../test/catalogue-factories.ts';
import { postQuestionFile } from '../../test/question-file-helpers.ts';
import { useRoleApp } from '../../test/role-tokens.ts';

const { t, tokens } = useRoleApp();

/** A GIFT bank of `count` questions of every shape: 2, 4, 5 and 8 options, and essays. */
function bank(count: number, stamp: string, stopAt?: number) {
  const items = Array.from({ length: count }, (_, i) => {
    const text = i === stopAt ? `STOP-HERE ${stamp}` : `Question ${i + 1} of ${stamp}`;
    const options = ['=right', ...Array.from({ length: [1, 3, 4, 7][i % 4] ?? 3 }, (_, j) => `~wrong ${j + 1}`)];
    return i % 5 === 4
      ? `// marks: 3\n::${stamp}-${i}::${text}? {}`
      : `// marks: 2\n::${stamp}-${i}::[html]<p>${text}?</p>{\n\t${options.join('\n\t')}\n}`;
  });
  return Buffer.from(`${items.join('\n\n')}\n`);
}

async function chapter() {
  const curriculum = await buildCurriculum(t.deps.db);
  const subject = await buildSubject(t.deps.db, curriculum, { subject: 'Physics' });
  await buildCourse(t.deps.db, subject, { topic: 'Motion', chapters: ['Speed'] });
  return { curriculumCode: curriculum.curriculumCode, subject: 'Physics', topic: 'Motion', chapter: 'Speed' };
}

const countOf = async (curriculumCode: string) =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(sql`${questions.curriculumCode} = ${curriculumCode}`)
  )[0]?.n ?? 0;

describe.skipIf(!process.env.DATABASE_URL)('importing 2,000 questions on PostgreSQL', () => {
  it('previews and imports them well within a minute', async () => {
    const place = await chapter();
    const file = { name: 'big.gift', content: bank(2000, 'big') };
    const previewStart = performance.now();
    const preview = await postQuestionFile(t, tokens.admin, { ...place, dryRun: 'true' }, file);
    const previewMs = performance.now() - previewStart;
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.questions).toHaveLength(2000);
    const start = performance.now();
    const res = await postQuestionFile(t, tokens.admin, place, file);
    const importMs = performance.now() - start;
    expect(res.statusCode).toBe(200);
    expect(res.json().data.imported).toBe(2000);
    expect(await countOf(place.curriculumCode)).toBe(2000);
    console.info(`2,000 questions: preview ${Math.round(previewMs)} ms, import ${Math.round(importMs)} ms`);
    expect(importMs).toBeLessThan(60_000);
  }, 120_000);

  it('leaves nothing of the file when the run stops midway (the 1,500th row fails)', async () => {
    const place = await chapter();
    // Stands for the process or the database stopping in the middle of the inserts.
    await t.deps.db.execute(
      sql.raw(`create or replace function stop_midway() returns trigger language plpgsql as $$
        begin if new.question like '%STOP-HERE%' then raise exception 'stopped midway'; end if; return new; end $$`),
    );
    await t.deps.db.execute(
      sql.raw('create trigger stop_midway before insert on questions for each row execute function stop_midway()'),
    );
    try {
      const auditsBefore = (await t.deps.db.select().from(auditLog)).length;
      const res = await postQuestionFile(t, tokens.admin, place, {
        name: 'big.gift',
        content: bank(2000, 'cut', 1499),
      });
      expect(res.statusCode).toBe(500);
      expect(await countOf(place.curriculumCode)).toBe(0);
      expect((await t.deps.db.select().from(auditLog)).length).toBe(auditsBefore);
    } finally {
      await t.deps.db.execute(sql.raw('drop trigger stop_midway on questions'));
    }
  }, 120_000);
});
