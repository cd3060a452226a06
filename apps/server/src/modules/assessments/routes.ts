import {
  copyAssessment as copyAssessmentEndpoint,
  createAssessment as createAssessmentEndpoint,
  createMeeting,
  deleteAssessment as deleteAssessmentEndpoint,
  getAssessmentsList,
  getAssignmentByID,
  getMeeting,
  updateAssessment as updateAssessmentEndpoint,
} from '@kaksha/contracts/assessments';
import { messages } from '@kaksha/contracts/messages';
import { presentPage } from '../../db/list-page.ts';
import { notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { timeOfStudent } from '../test-taking/index.ts';
import { copyAssessment } from './copy-assessment.ts';
import { createAssessment } from './create-assessment.ts';
import { deleteAssessment } from './delete-assessment.ts';
import { meetingFor } from './meetings.ts';
import { presentAssessment, presentMeeting, presentQuestionKey } from './presenter.ts';
import { findVisibleTest, listAssessments, listMeetings, questionsOfTest, submittedBy } from './queries.ts';
import { updateAssessment } from './update-assessment.ts';

export const assessmentRoutes = [
  implement(createAssessmentEndpoint, async ({ actor, body, deps }) => ({
    status: true,
    message: messages.assessmentCreated,
    data: presentAssessment(await createAssessment(deps.db, actor, body, deps.config.TIME_ZONE)),
  })),
  implement(updateAssessmentEndpoint, async ({ actor, body, deps }) => ({
    status: true,
    message: messages.assessmentUpdated,
    data: presentAssessment(await updateAssessment(deps, actor, body)),
  })),
  implement(copyAssessmentEndpoint, async ({ actor, params, deps }) => ({
    status: true,
    message: messages.assessmentCopied,
    data: presentAssessment(await copyAssessment(deps.db, actor, params.id)),
  })),
  implement(getAssessmentsList, async ({ body, deps }) =>
    presentPage(await listAssessments(deps.db, body), (row) => presentAssessment(row)),
  ),
  implement(getAssignmentByID, async ({ actor, body, deps }) => {
    const { test, view } = await findVisibleTest(deps.db, actor, body.testID);
    if (test.curriculumCode !== body.curriculumCode) throw notFound('Assessment not found');
    // Keys only for staff and the test's teachers; a student's view carries no question at all.
    const keys = view === 'keys' ? await questionsOfTest(deps.db, test) : [];
    const status = view === 'plain' && (await submittedBy(deps.db, test.id, actor.userId)) ? 1 : 0;
    // A student's preview says the time they have: their multiplier and extra time included.
    const yourTime = actor.role === 'student' ? await timeOfStudent(deps.db, test, actor.userId) : undefined;
    return {
      status: true,
      data: [{ ...presentAssessment(test, status), ...(yourTime ? { yourTime } : {}) }],
      testquestion: keys.map((key) => ({ testq: [presentQuestionKey(key)] })),
      serverTime: new Date().toISOString(),
    };
  }),
  implement(deleteAssessmentEndpoint, async ({ actor, body, deps }) => {
    await deleteAssessment(deps.db, actor, body.testID);
    return { status: true, message: messages.assessmentDeleted };
  }),
  implement(createMeeting, async ({ actor, body, deps }) => ({
    status: true,
    data: { joinUrl: await meetingFor(deps.db, deps.meetings, actor, body) },
  })),
  implement(getMeeting, async ({ deps }) => ({
    status: true,
    data: (await listMeetings(deps.db)).map(({ meeting, testID }) => presentMeeting({ ...meeting, testID })),
  })),
];
