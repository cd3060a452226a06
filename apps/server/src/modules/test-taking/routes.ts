import { messages } from '@kaksha/contracts/messages';
import {
  getAssignments,
  getAssignmentsResult,
  getResult,
  getTestQuesList,
  saveTestAnswer,
  testSubmit,
} from '@kaksha/contracts/test-taking';
import { implement } from '../../http/implement.ts';
import { listAssignments } from './list-assignments.ts';
import { readResult } from './read-result.ts';
import { saveAnswer } from './save-answer.ts';
import { startAttempt } from './start-attempt.ts';
import { submitAttempt } from './submit-attempt.ts';

/** Taking a test: students only (the contracts' access); results also for teachers and staff. */
export const testTakingRoutes = [
  implement(getAssignments, async ({ actor, body, deps }) => {
    const codes = Array.isArray(body.curriculumCode) ? body.curriculumCode : [body.curriculumCode];
    return { status: true, data: await listAssignments(deps.db, actor, codes, body.labSession) };
  }),
  implement(getTestQuesList, async ({ actor, body, deps }) => ({
    status: true,
    ...(await startAttempt(deps, actor, body.testID)),
  })),
  implement(saveTestAnswer, async ({ actor, body, deps }) => ({
    status: true,
    ...(await saveAnswer(deps.db, actor, body)),
  })),
  implement(testSubmit, async ({ actor, body, deps }) => {
    // body.result (a score the client computed) is never read.
    await submitAttempt(deps.db, actor, body.globalInfo.testID, body.transaction);
    const data = await readResult(deps.db, actor, body.globalInfo.testID, actor.userId);
    if (!data) throw new Error('submitted attempt has no result');
    return { status: true, message: messages.testSubmitted, data };
  }),
  implement(getAssignmentsResult, async ({ actor, body, deps }) => ({
    status: true,
    data: await readResult(deps.db, actor, body.testID, body.userID),
  })),
  implement(getResult, async ({ actor, body, deps }) => ({
    status: true,
    data: await readResult(deps.db, actor, body.testID, body.userID),
  })),
];
