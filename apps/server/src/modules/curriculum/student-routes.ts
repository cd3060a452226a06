import {
  getAllChapters,
  getCurriculumDetails,
  getSubjectsByCur,
  getTopicByCurSub,
  getUserCur,
  getUserCurr,
} from '@kaksha/contracts/student-catalogue';
import { notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { isStaff } from '../../http/roles.ts';
import { fileUrlFor } from '../media/index.ts';
import { presentCurriculum, presentSubject } from './presenter.ts';
import {
  enrolmentsOf,
  findCurriculumByCode,
  findOwnEnrolment,
  listSubjects,
  type NamedEnrolment,
  topicCountsOf,
  topicsOf,
} from './queries.ts';
import { assertMayBrowse } from './student-access.ts';
import { loadStudentChapters } from './student-chapters.ts';

const presentEnrolment = (e: NamedEnrolment) => ({
  curriculum: e.curriculum,
  longName: e.longName ?? e.curriculum,
  curriculumCode: e.curriculumCode,
  startDate: e.startDate,
  endDate: e.endDate,
  location: e.location,
});

/** What students (and teachers) browse of the catalogue: their curricula, subjects, topics, chapters. */
export const studentCatalogueRoutes = [
  implement(getUserCurr, async ({ deps, actor, params }) => {
    // Anyone may read their own; only staff may read another user's.
    if (params.userID !== actor.userId && !isStaff(actor)) throw notFound();
    const rows = await enrolmentsOf(deps.db, params.userID);
    return { status: true, data: rows.map(presentEnrolment) };
  }),

  implement(getUserCur, async ({ deps, actor, body }) => ({
    status: true,
    data: presentEnrolment(await findOwnEnrolment(deps.db, actor.userId, body.curriculum)),
  })),

  implement(getSubjectsByCur, async ({ deps, actor, body }) => {
    await assertMayBrowse(deps.db, actor, body.curriculumCode);
    const rows = await listSubjects(deps.db, body.curriculumCode);
    return { status: true, data: rows.map(({ subject }) => ({ subject })) };
  }),

  implement(getTopicByCurSub, async ({ deps, actor, body }) => {
    await assertMayBrowse(deps.db, actor, body.curriculumCode);
    return { status: true, data: await topicsOf(deps.db, body.curriculumCode, body.subject) };
  }),

  implement(getAllChapters, async ({ deps, actor, body }) => {
    await assertMayBrowse(deps.db, actor, body.curriculumCode);
    return { status: true, data: await loadStudentChapters(deps.db, body, fileUrlFor(deps)) };
  }),

  implement(getCurriculumDetails, async ({ deps, actor, body }) => {
    await assertMayBrowse(deps.db, actor, body.curriculumCode);
    const [curriculum, subjectRows, topics] = await Promise.all([
      findCurriculumByCode(deps.db, body.curriculumCode),
      listSubjects(deps.db, body.curriculumCode),
      topicCountsOf(deps.db, body.curriculumCode),
    ]);
    return {
      status: true,
      data: {
        ...presentCurriculum(curriculum, isStaff(actor), deps.fileUrls),
        subjects: subjectRows.map((row) => ({ ...presentSubject(row), topics: topics.get(row.subject) ?? 0 })),
      },
    };
  }),
];
