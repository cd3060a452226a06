import { messages } from '@kaksha/contracts/messages';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { lockCurriculumForEnrolment } from '../curriculum/index.ts';
import { enrolStudent } from '../payments/index.ts';
import { personLabel } from './person-audit.ts';
import type { PeopleActor } from './policy.ts';
import { removeEnrolments, updateUserRow } from './queries.ts';

/**
 * Enrols a student in a curriculum by an admin's hand (no payment), or moves them: `move` also
 * makes it their current curriculum and ends the enrolment in the one they were in. Their past
 * tests and results stay. Answers why nothing changed, or null when something did.
 */
export async function enrolInCurriculum(
  deps: AppDeps,
  actor: PeopleActor,
  student: UserRow,
  curriculumCode: string,
  move: boolean,
): Promise<string | null> {
  if (student.role !== 'student') throw new HttpError(409, messages.onlyStudentsEnrol);
  return deps.db.transaction(async (tx) => {
    // Held until commit, so the curriculum cannot be deleted under the new enrolment.
    const curriculum = await lockCurriculumForEnrolment(tx, curriculumCode);
    if (!curriculum) throw notFound(messages.unknownCurriculum);
    const enrolled = await enrolStudent(tx, student.id, curriculum);
    const from = student.curriculumCode;
    const becomesCurrent = move ? from !== curriculum.curriculumCode : !from;
    if (!enrolled && !becomesCurrent) return move ? messages.alreadyInCurriculum : messages.alreadyEnrolled;
    if (becomesCurrent) {
      const current = { curriculum: curriculum.curriculum, curriculumCode: curriculum.curriculumCode };
      await updateUserRow(tx, student.id, { ...current, updatedAt: new Date() });
    }
    if (move && from && from !== curriculum.curriculumCode) {
      await removeEnrolments(tx, student.id, from);
    }
    await recordAudit(tx, {
      actor,
      action: move ? 'move' : 'enrol',
      entity: 'student',
      entityId: student.id,
      summary: move
        ? `Moved student ${personLabel(student)} from ${from ?? 'no curriculum'} to ${curriculum.curriculumCode}`
        : `Enrolled student ${personLabel(student)} in ${curriculum.curriculumCode}`,
      before: { curriculumCode: from },
      after: {
        curriculumCode: becomesCurrent ? curriculum.curriculumCode : from,
        enrolledIn: curriculum.curriculumCode,
      },
    });
    return null;
  });
}
