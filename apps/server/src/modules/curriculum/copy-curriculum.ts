import crypto from 'node:crypto';
import { deriveCurriculumCode, deriveCurriculumName, todayIn } from '@kaksha/contracts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type CurriculumRow, chapters, courses, curricula, questions, subjects } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { recordAudit } from '../audit/index.ts';
import { assertCurriculumCopyable } from './policy.ts';
import { codeTaken, findCurriculum } from './queries.ts';

/**
 * The code parts of the first free copy: the short name gains "-copy" ("-copy2", "-copy3"...), so
 * the code stays one word of letters, digits and dashes (no spaces or brackets) and any part can
 * be edited afterwards. The long name stays; the admin renames it with the code.
 */
async function freeCopyParts(
  db: Queryable,
  source: Pick<CurriculumRow, 'organizationCode' | 'curriculumAward' | 'shortName'>,
  year: number,
) {
  for (let n = 1; ; n++) {
    const shortName = `${source.shortName}-copy${n > 1 ? n : ''}`;
    const curriculum = deriveCurriculumName({ ...source, shortName });
    const curriculumCode = deriveCurriculumCode(curriculum, year);
    if (!(await codeTaken(db, curriculumCode))) {
      return { shortName, curriculum, curriculumCode };
    }
  }
}

async function insertCopy(db: Queryable, deps: AppDeps, actor: Actor, source: CurriculumRow): Promise<CurriculumRow> {
  const year = Number(todayIn(deps.config.TIME_ZONE).slice(0, 4));
  const parts = await freeCopyParts(db, source, year);
  const [row] = await db
    .insert(curricula)
    .values({
      ...source,
      ...parts,
      id: crypto.randomUUID(),
      copiedFrom: source.id,
      createdBy: actor.userId,
      createDate: new Date(),
    })
    .returning();
  if (!row) throw new Error('curriculum copy not inserted');
  await recordAudit(db, {
    actor,
    action: 'copy',
    entity: 'curriculum',
    entityId: row.id,
    summary: `Copied curriculum ${source.curriculumCode} as ${row.curriculumCode}`,
    before: { curriculumCode: source.curriculumCode },
    after: { curriculumCode: row.curriculumCode },
  });
  return row;
}

/** Copies the curriculum alone (admin spec: 'Copy curriculum'). A copy cannot be copied again. */
export async function copyCurriculum(deps: AppDeps, actor: Actor, id: string): Promise<CurriculumRow> {
  const source = await findCurriculum(deps.db, id);
  assertCurriculumCopyable(source);
  return deps.db.transaction((tx) => insertCopy(tx, deps, actor, source));
}

export interface DeepCopyResult {
  curriculum: CurriculumRow;
  copied: { subjects: number; courses: number; chapters: number; questions: number };
}

/**
 * 'Copy curriculum+Subject+Course+Question': the curriculum, its subjects, its topics with their
 * chapters and its questions, every row pointing at the new code. One transaction: if any step
 * fails, nothing of the copy remains.
 */
export async function copyCurriculumDeep(deps: AppDeps, actor: Actor, id: string): Promise<DeepCopyResult> {
  const source = await findCurriculum(deps.db, id);
  assertCurriculumCopyable(source);
  return deps.db.transaction(async (tx) => {
    const copy = await insertCopy(tx, deps, actor, source);
    const moved = { curriculum: copy.curriculum, curriculumCode: copy.curriculumCode };
    const now = new Date();

    const subjectRows = await tx.select().from(subjects).where(eq(subjects.curriculumCode, source.curriculumCode));
    if (subjectRows.length) {
      await tx
        .insert(subjects)
        .values(subjectRows.map((s) => ({ ...s, ...moved, id: crypto.randomUUID(), createDate: now })));
    }

    const courseRows = await tx.select().from(courses).where(eq(courses.curriculumCode, source.curriculumCode));
    let chapterCount = 0;
    for (const course of courseRows) {
      const courseId = crypto.randomUUID();
      await tx.insert(courses).values({ ...course, ...moved, id: courseId, createDate: now });
      const chapterRows = await tx.select().from(chapters).where(eq(chapters.courseId, course.id));
      if (chapterRows.length) {
        await tx.insert(chapters).values(chapterRows.map((c) => ({ ...c, id: crypto.randomUUID(), courseId })));
      }
      chapterCount += chapterRows.length;
    }

    const questionRows = await tx.select().from(questions).where(eq(questions.curriculumCode, source.curriculumCode));
    if (questionRows.length) {
      // New questions get new question IDs from the sequence.
      await tx.insert(questions).values(
        questionRows.map(({ questionId: _questionId, ...q }) => ({
          ...q,
          ...moved,
          id: crypto.randomUUID(),
          createdBy: actor.userId,
          role: actor.role,
          createDate: now,
        })),
      );
    }

    return {
      curriculum: copy,
      copied: {
        subjects: subjectRows.length,
        courses: courseRows.length,
        chapters: chapterCount,
        questions: questionRows.length,
      },
    };
  });
}
