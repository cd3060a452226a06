import { deriveCurriculumCode, deriveCurriculumName } from '@kaksha/contracts/curriculum';
import { todayIn } from '@kaksha/contracts/school-time';
import type { Queryable } from '../../db/client.ts';
import type { CurriculumRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { recordAudit } from '../audit/index.ts';
import { assertCurriculumCopyable } from './policy.ts';
import { codeTaken, copyContent, findCurriculum, insertCurriculumCopy } from './queries.ts';

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
  const { id: _id, ...rest } = source;
  const row = await insertCurriculumCopy(db, {
    ...rest,
    ...parts,
    copiedFrom: source.id,
    createdBy: actor.userId,
    createDate: new Date(),
  });
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
    const copied = await copyContent(tx, source.curriculumCode, moved, actor);

    return { curriculum: copy, copied };
  });
}
