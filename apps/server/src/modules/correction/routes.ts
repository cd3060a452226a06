import {
  fetchAssignments,
  fetchAssignmentsById,
  getPendingQuestions,
  testSubmitByTeacher,
} from '@kaksha/contracts/correction';
import { getLateMarking, getQuestionMarking, markAnswer } from '@kaksha/contracts/marking';
import { messages } from '@kaksha/contracts/messages';
import { implement } from '../../http/implement.ts';
import { isStaff } from '../../http/roles.ts';
import { presentAssessment } from '../assessments/index.ts';
import { publishEvents } from '../notifications/index.ts';
import { lateSince } from './late-marking-job.ts';
import { testsToCorrect, testToCorrect } from './list-tests.ts';
import { markAnswer as markOneAnswer } from './mark-answer.ts';
import { pendingQuestions } from './pending-questions.ts';
import { presentLateTest } from './presenter.ts';
import { lateTests } from './queries.ts';
import { questionMarking } from './question-marking.ts';
import { submitCorrection } from './submit-correction.ts';

/** Correction: teachers of the test's curriculum and subject, and staff. */
export const correctionRoutes = [
  implement(fetchAssignments, async ({ actor, body, deps }) => {
    const rows = await testsToCorrect(deps.db, actor, body.curriculumCode, body.subject || undefined);
    return { status: true, data: { data: rows.map((row) => presentAssessment(row)) } };
  }),
  implement(fetchAssignmentsById, async ({ actor, body, deps }) => {
    const test = await testToCorrect(deps.db, actor, body.testID, body.curriculumCode);
    return { status: true, data: { data: [presentAssessment(test)] } };
  }),
  implement(getPendingQuestions, async ({ actor, body, deps }) => {
    const test = await testToCorrect(deps.db, actor, body.testID);
    return { status: true, data: { data: await pendingQuestions(deps.db, test.id, body.userID) } };
  }),
  implement(testSubmitByTeacher, async ({ actor, body, deps }) => {
    const test = await testToCorrect(deps.db, actor, body.globalInfo.testID);
    // The client's result is not used: only which student it is about.
    const student = body.result.userID ?? body.result.studentId;
    const events = await submitCorrection(deps.db, test, body.transaction, student);
    await publishEvents(deps, events);
    return { status: true, message: messages.correctionSaved };
  }),
  implement(getQuestionMarking, async ({ actor, body, deps }) => {
    const test = await testToCorrect(deps.db, actor, body.testID);
    return { status: true, data: await questionMarking(deps.db, test, body.questionID) };
  }),
  implement(markAnswer, async ({ actor, body, deps }) => {
    const test = await testToCorrect(deps.db, actor, body.testID);
    const { events, ...marked } = await markOneAnswer(deps.db, test, body);
    await publishEvents(deps, events);
    return { status: true, message: messages.correctionSaved, ...marked };
  }),
  implement(getLateMarking, async ({ actor, deps }) => {
    const dueDays = deps.config.GRADING_DUE_DAYS;
    const rows = await lateTests(deps.db, lateSince(new Date(), dueDays), {
      teacherId: isStaff(actor) ? undefined : actor.userId,
    });
    return { status: true, data: rows.map(presentLateTest), dueDays };
  }),
];
