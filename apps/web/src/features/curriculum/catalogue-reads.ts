import {
  checkVideo,
  getAllChapters,
  getAllCourse,
  getAllCurriculum,
  getCourse,
  getCourseTopics,
  getCurriculaForRegistration,
  getCurriculum,
  getCurriculumOptions,
  getQuestion,
  getSubjectById,
  getSubjectinfo,
  getSubjectsByCur,
  getSubjectsForCourse,
  getTopicByCurSub,
  getUserCurr,
  subjectsList,
  videosList,
} from '@kaksha/contracts';

/**
 * Every read a change to the catalogue can alter, whichever screen made it: a saved curriculum
 * shows in the admin lists, every picker, registration and /Subscription; a deleted subject takes
 * its chapters, videos and questions with it.
 */
export const CATALOGUE_READS = [
  getAllCurriculum,
  getCurriculum,
  getCurriculaForRegistration,
  getCurriculumOptions,
  getUserCurr,
  subjectsList,
  getSubjectById,
  getSubjectsForCourse,
  getSubjectsByCur,
  getAllCourse,
  getCourse,
  getSubjectinfo,
  getCourseTopics,
  getTopicByCurSub,
  getAllChapters,
  getQuestion,
  videosList,
  checkVideo,
] as const;
