import { deriveCurriculumCode, deriveCurriculumName } from '@kaksha/contracts/curriculum';
import { messages } from '@kaksha/contracts/messages';
import type { Queryable } from '../../db/client.ts';
import type { CurriculumRow } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { codeInUse, codeTaken, moveCurriculumCode } from './queries.ts';

interface CodeParts {
  organizationCode: string;
  curriculumAward: string;
  shortName: string;
}

/** The year a code was made for: its last part ("ABC-BSC-CS-2026"), else the given year. */
const yearOf = (code: string, fallback: number) => {
  const last = code.slice(code.lastIndexOf('-') + 1);
  return /^\d{4}$/.test(last) ? Number(last) : fallback;
};

/**
 * Gives a copied curriculum new code parts, hence a new name and code (same year), and moves its
 * subjects, topics and questions to the new code, inside the caller's transaction. Runs with the
 * curriculum row locked (FOR UPDATE), so no enrolment (which share-locks it) slips in between.
 * A code another curriculum has in any letter case is refused; the unique index on
 * lower(code) settles two renames racing for the same code.
 */
export async function renameCopy(tx: Queryable, row: CurriculumRow, parts: CodeParts, thisYear: number) {
  const curriculum = deriveCurriculumName(parts);
  const curriculumCode = deriveCurriculumCode(curriculum, yearOf(row.curriculumCode, thisYear));
  if (curriculumCode === row.curriculumCode) return { ...parts, curriculum, curriculumCode };
  // The code may change only while nothing outside its own catalogue (subjects, topics, questions) refers to it.
  if (await codeInUse(tx, row.curriculumCode)) throw conflict(messages.curriculumCodeInUse);
  if (await codeTaken(tx, curriculumCode, row.id)) throw conflict(messages.curriculumCodeTaken);
  const moved = { curriculum, curriculumCode };
  // The curriculum first: a clash on the unique index fails here, before anything moved.
  await moveCurriculumCode(tx, row, { ...parts, ...moved });
  return { ...parts, ...moved };
}
