import { getCurriculumOptions } from '@kaksha/contracts/accounts';
import { getAllCurriculum, getCurriculum } from '@kaksha/contracts/curriculum';
import {
  getAllCourse,
  getCourse,
  getCourseTopics,
  getSubjectById,
  getSubjectinfo,
  getSubjectsForCourse,
  subjectsList,
} from '@kaksha/contracts/curriculum-content';
import { checkVideo, videosList } from '@kaksha/contracts/media';
import { getQuestion } from '@kaksha/contracts/question-bank';
import { getCurriculaForRegistration } from '@kaksha/contracts/registration';
import { getAllChapters, getSubjectsByCur, getTopicByCurSub, getUserCurr } from '@kaksha/contracts/student-catalogue';

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
