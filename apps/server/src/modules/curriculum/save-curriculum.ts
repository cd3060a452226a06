import {
  type CurriculumInput,
  type CurriculumInput as CurriculumInputSchema,
  curriculumDateIssues,
  deriveCurriculumCode,
  deriveCurriculumName,
  deriveDuration,
} from '@kaksha/contracts/curriculum';
import { messages } from '@kaksha/contracts/messages';
import { todayIn } from '@kaksha/contracts/school-time';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import type { CurriculumRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequestFromIssues, conflict, notFound } from '../../http/errors.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { type AuditActor, changedFields, pickFields, recordAudit } from '../audit/index.ts';
import { isCurriculumCopy } from './policy.ts';
import { codeTaken, insertCurriculum, lockCurriculum, updateCurriculumRow } from './queries.ts';
import { renameCopy } from './rename-copy.ts';

type Input = z.input<typeof CurriculumInputSchema>;

/** What the audit keeps of a curriculum (its rich texts are left out: long, and shown on its page). */
const AUDITED_CURRICULUM_FIELDS = [
  'curriculum',
  'curriculumCode',
  'organizationName',
  'longName',
  'price',
  'effectiveDate',
  'startDate',
  'endDate',
  'marksMode',
  'liveSession',
] as const satisfies readonly (keyof CurriculumRow)[];

/** The date rules again on the server, with "today" in the school's time zone. */
function checkDates(
  input: Pick<CurriculumInput, 'effectiveDate' | 'startDate' | 'endDate'>,
  today?: string,
  prefix = '',
): void {
  const issues = curriculumDateIssues(input, today);
  if (issues.length) throw badRequestFromIssues(issues, prefix);
}

const editable = (input: Input) => ({
  organizationName: input.organizationName,
  longName: input.longName,
  experience: input.experience,
  marksMode: input.marksMode,
  liveSession: input.liveSession,
  showPreviousCurriculum: input.showPreviousCurriculum,
  eligibility: sanitizeRichText(input.eligibility ?? ''),
  passCriteria: sanitizeRichText(input.passCriteria ?? ''),
  effectiveDate: input.effectiveDate,
  startDate: input.startDate,
  endDate: input.endDate,
  duration: deriveDuration(input.startDate, input.endDate) ?? 0,
  price: input.price,
  image: input.image ?? null,
});

/** Creates a curriculum: name, code (with this year in the school's time zone) and duration derived. */
export async function createCurriculum(deps: AppDeps, actor: Actor, input: Input): Promise<CurriculumRow> {
  const today = todayIn(deps.config.TIME_ZONE);
  checkDates(input, today);
  const curriculum = deriveCurriculumName(input);
  const curriculumCode = deriveCurriculumCode(curriculum, Number(today.slice(0, 4)));
  if (await codeTaken(deps.db, curriculumCode)) throw conflict(messages.curriculumCodeTaken);
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertCurriculum(tx, {
      organizationCode: input.organizationCode,
      curriculumAward: input.curriculumAward,
      shortName: input.shortName,
      curriculum,
      curriculumCode,
      ...editable(input),
      createdBy: actor.userId,
    });
    if (created) {
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'curriculum',
        entityId: created.id,
        summary: `Added curriculum ${created.curriculumCode}`,
        after: pickFields(created, AUDITED_CURRICULUM_FIELDS),
      });
    }
    return created;
  });
  if (!row) throw conflict(messages.curriculumCodeTaken);
  return row;
}

/**
 * Updates a curriculum. Its name, code and the three parts they derive from stay as created:
 * subjects, questions, students and tests refer to the code. A copy is the exception: its parts
 * may change (renameCopy) until it is in use, so a copied curriculum can become next year's.
 * The effective date must not move into the past, but an unchanged one may already be past.
 */
export async function updateCurriculum(
  deps: AppDeps,
  actor: AuditActor,
  id: string,
  input: Input,
): Promise<CurriculumRow> {
  const todayNow = todayIn(deps.config.TIME_ZONE);
  try {
    return await deps.db.transaction(async (tx) => {
      // Read once, locked: the checks and the writes below see the same row.
      const locked = await lockCurriculum(tx, { id });
      if (!locked) throw notFound(messages.curriculumNotFound);
      checkDates(input, input.effectiveDate === locked.effectiveDate ? undefined : todayNow, 'updateData.');
      if (isCurriculumCopy(locked)) await renameCopy(tx, locked, codeParts(input), Number(todayNow.slice(0, 4)));
      const row = await updateCurriculumRow(tx, id, editable(input));
      if (!row) throw notFound(messages.curriculumNotFound);
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'curriculum',
        entityId: row.id,
        summary: `Changed curriculum ${row.curriculumCode}`,
        ...changedFields(locked, row, AUDITED_CURRICULUM_FIELDS),
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.curriculumCodeTaken);
    throw error;
  }
}

const codeParts = (input: Input) => ({
  organizationCode: input.organizationCode.trim(),
  curriculumAward: input.curriculumAward.trim(),
  shortName: input.shortName.trim(),
});
