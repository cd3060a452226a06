import type { RegradeChangeDto } from '@kaksha/contracts/marking';
import type { Db } from '../../db/client.ts';
import type { AssessmentRow } from '../../db/schema/index.ts';
import { givenOf, onPaper, scoreAttempt } from '../test-taking/index.ts';
import type { RegradeTarget } from './find-question.ts';
import { scoreChanged } from './policy.ts';
import { presentChange } from './presenter.ts';
import { submittedSheets } from './queries.ts';

/**
 * The dry run: every submitted attempt scored again with the corrected key, by the one scoring
 * function the stored results come from, and compared with the result the student has now.
 * Nothing is written.
 */
export async function previewRegrade(
  db: Db,
  test: AssessmentRow,
  target: RegradeTarget,
): Promise<{ checked: number; changes: RegradeChangeDto[] }> {
  const questions = target.questions.map((q) => (q.id === target.question.id ? target.corrected : q));
  const sheets = await submittedSheets(db, test.id);
  const changes = sheets.flatMap((sheet) => {
    const before = { achievedMarks: sheet.result?.achievedMarks ?? null, grade: sheet.result?.grade ?? null };
    // Each student's own paper, as their stored result was scored (a drawn test counts N questions).
    const after = scoreAttempt(test, onPaper(questions, sheet.attempt.paper), sheet.answers.map(givenOf));
    return scoreChanged(before, after) ? [presentChange(sheet.user, before, after)] : [];
  });
  return { checked: sheets.length, changes };
}
