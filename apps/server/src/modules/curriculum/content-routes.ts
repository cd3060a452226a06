import {
  addSubject as addSubjectEndpoint,
  copyChapter,
  copySubject as copySubjectEndpoint,
  createCourse as createCourseEndpoint,
  deleteCourse as deleteCourseEndpoint,
  deleteSubject as deleteSubjectEndpoint,
  getAllCourse,
  getCourse as getCourseEndpoint,
  getCourseTopics,
  getSubjectById,
  getSubjectinfo,
  getSubjectsForCourse,
  subjectsList,
  updateCourse as updateCourseEndpoint,
  updateSubject as updateSubjectEndpoint,
} from '@kaksha/contracts/curriculum-content';
import { messages } from '@kaksha/contracts/messages';
import { presentPage } from '../../db/list-page.ts';
import { implement } from '../../http/implement.ts';
import {
  copyCourse,
  coursesOfSubject,
  createCourse,
  deleteCourse,
  getCourse,
  pageCourses,
  updateCourse,
} from './courses.ts';
import { presentSubject } from './presenter.ts';
import { findSubject, findSubjectByName, listSubjects, pageSubjects } from './queries.ts';
import { addSubject, copySubject, deleteSubject, updateSubject } from './subjects.ts';

export const subjectRoutes = [
  implement(addSubjectEndpoint, async ({ body, deps }) => ({
    status: true,
    message: messages.subjectAdded,
    data: presentSubject(await addSubject(deps, body)),
  })),
  implement(updateSubjectEndpoint, async ({ body, deps }) => ({
    status: true,
    message: messages.subjectUpdated,
    data: presentSubject(await updateSubject(deps, body.subjectId, body.updateData)),
  })),
  implement(subjectsList, async ({ body, deps }) => {
    const page = await pageSubjects(deps.db, { ...body, curriculumCode: body.curriculumCode || undefined });
    return presentPage(page, presentSubject);
  }),
  implement(getSubjectById, async ({ body, deps }) => ({
    status: true,
    data: presentSubject(await findSubject(deps.db, body.subjectId)),
  })),
  implement(deleteSubjectEndpoint, async ({ actor, body, deps }) => {
    await deleteSubject(deps, actor, body);
    return { status: true, message: messages.subjectDeleted };
  }),
  implement(copySubjectEndpoint, async ({ actor, params, deps }) => {
    const row = await copySubject(deps, actor, params.id);
    return { status: true, message: `Copied as ${row.subject}`, data: presentSubject(row) };
  }),
];

export const courseRoutes = [
  implement(getAllCourse, async ({ deps, query }) =>
    presentPage(await pageCourses(deps.db, query), (course) => course),
  ),
  implement(createCourseEndpoint, async ({ body, deps }) => ({
    status: true,
    message: messages.courseAdded,
    data: await createCourse(deps, body),
  })),
  implement(updateCourseEndpoint, async ({ body, deps }) => ({
    status: true,
    message: messages.courseUpdated,
    data: await updateCourse(deps, body.condition._id, body.updateData),
  })),
  implement(getSubjectsForCourse, async ({ body, deps }) => {
    const rows = await listSubjects(deps.db, body.curriculumCode);
    return { status: true, data: rows.map(presentSubject) };
  }),
  implement(getCourseEndpoint, async ({ body, deps }) => {
    const course = await getCourse(deps.db, body._id);
    // The chapter view plays each chapter's video through a signed link; the key stays for saving.
    const chapters = course.chapters.map((c) => ({
      ...c,
      videoUrl: c.fileLocation ? deps.fileUrls.urlFor(c.fileLocation) : null,
    }));
    return { status: true, data: { ...course, chapters } };
  }),
  implement(getSubjectinfo, async ({ body, deps }) => ({
    status: true,
    data: presentSubject(await findSubjectByName(deps.db, body.curriculumCode, body.subject)),
  })),
  implement(getCourseTopics, async ({ body, deps }) => {
    const list = await coursesOfSubject(deps.db, body.curriculumCode, body.subject);
    return {
      status: true,
      data: list.map((c) => ({ _id: c._id, topic: c.topic, chapters: c.chapters.map((ch) => ch.chapter) })),
    };
  }),
  implement(copyChapter, async ({ actor, params, deps }) => {
    const course = await copyCourse(deps, actor, params.id);
    return { status: true, message: `Copied as ${course.topic}`, data: course };
  }),
  implement(deleteCourseEndpoint, async ({ actor, params, deps }) => {
    await deleteCourse(deps, actor, params.id);
    return { status: true, message: messages.courseDeleted };
  }),
];
