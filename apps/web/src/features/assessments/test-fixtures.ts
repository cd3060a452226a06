import type { AssessmentDto } from '@kaksha/contracts/assessments';
import type { ResultDto } from '@kaksha/contracts/test-taking';

/** An assessment as the API answers it, for screen tests. */
export function anAssessment(overrides: Partial<AssessmentDto> = {}): AssessmentDto {
  return {
    _id: 'a-1',
    testID: 'T-1',
    assessmentName: 'Algebra test',
    type: 'Private',
    curriculum: 'Class 10',
    curriculumCode: 'CUR-1',
    subject: 'Mathematics',
    topic: '',
    chapter: '',
    startdate: '2026-11-20',
    enddate: '2026-11-30',
    startTime: '09:00',
    endTime: '17:00',
    startsAt: '2026-11-20T03:30:00.000Z',
    endsAt: '2026-11-30T11:30:00.000Z',
    status: 0,
    correctionMode: 'automatic',
    assignmentMode: 'Mandatory',
    maxQuestions: 10,
    optionalQuestions: null,
    optQuestionMarks: null,
    maxWeightage: 20,
    labSession: false,
    assessmentType: 'Students',
    reviewAfter: 'close',
    totalQuestions: 10,
    drawQuestions: null,
    shuffleQuestions: false,
    templateID: null,
    timeLimitMinutes: null,
    createDate: '2026-11-01T00:00:00.000Z',
    createdBy: 'admin',
    ...overrides,
  };
}

export function aResult(overrides: Partial<ResultDto> = {}): ResultDto {
  return {
    testID: 'T-1',
    userID: 'u-1',
    assessmentName: 'Algebra test',
    curriculum: 'Class 10',
    subject: 'Mathematics',
    type: 'Private',
    startdate: '2026-11-20',
    enddate: '2026-11-30',
    correctionMode: 'automatic',
    corrected: true,
    achievedMarks: 16,
    totalMarks: 20,
    grade: 'A',
    correctAnsweredQues: 8,
    wrongAnsweredQues: 2,
    totalQuestions: 10,
    percentage: 80,
    optionalQuestions: null,
    submittedAt: '2026-11-22T10:00:00.000Z',
    reviewAfter: 'close',
    reviewOpensAt: '2026-11-30T11:30:00.000Z',
    reviewOpen: true,
    answers: [],
    ...overrides,
  };
}

/** getUserCurr's answer for a student enrolled in CUR-1. */
export const enrolments = {
  body: {
    status: true,
    data: [
      {
        curriculum: 'Class 10',
        longName: 'Secondary School Class 10',
        curriculumCode: 'CUR-1',
        startDate: null,
        endDate: null,
        location: null,
      },
    ],
  },
};
