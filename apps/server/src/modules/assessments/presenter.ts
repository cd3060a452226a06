import { DRAFT_STATUS } from '@kaksha/contracts/assessment-edits';
import type { AssessmentDto, MeetingDto, TestQuestionKeyDto } from '@kaksha/contracts/assessments';
import type { AssessmentRow, MeetingRow, TestQuestionRow } from '../../db/schema/index.ts';

/**
 * The assessment as every role sees it; `status` is the caller's own (1 once they submitted), or
 * DRAFT_STATUS for a draft (which only staff read).
 */
export function presentAssessment(row: AssessmentRow, status = 0): AssessmentDto {
  return {
    _id: row.id,
    testID: row.testId,
    assessmentName: row.assessmentName,
    type: row.type,
    curriculum: row.curriculum,
    curriculumCode: row.curriculumCode,
    subject: row.subject,
    topic: row.topic,
    chapter: row.chapter,
    startdate: row.startDate,
    enddate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.draft ? DRAFT_STATUS : status,
    correctionMode: row.correctionMode,
    assignmentMode: row.assignmentMode,
    maxQuestions: row.maxQuestions,
    optionalQuestions: row.optionalQuestions,
    optQuestionMarks: row.optQuestionMarks,
    maxWeightage: row.maxWeightage,
    labSession: row.labSession,
    assessmentType: row.assessmentType,
    reviewAfter: row.reviewAfter,
    totalQuestions: row.totalQuestions,
    drawQuestions: row.drawQuestions,
    shuffleQuestions: row.shuffleQuestions,
    templateID: row.templateId,
    timeLimitMinutes: row.timeLimitMinutes,
    createDate: row.createDate.toISOString(),
    createdBy: row.createdBy,
  };
}

/** A frozen question with its key: staff and the test's teachers only. */
export function presentQuestionKey(row: TestQuestionRow): TestQuestionKeyDto {
  return {
    _id: row.id,
    questionID: row.questionId,
    questionType: row.questionType,
    question: row.question,
    questionmarks: row.questionMarks,
    correctanswer: row.correctAnswer,
    answer1: row.answer1,
    answer2: row.answer2,
    answer3: row.answer3,
    moreAnswers: row.moreAnswers.map((m) => m.text),
  };
}

export function presentMeeting(row: MeetingRow & { testID: string }): MeetingDto {
  return {
    _id: row.id,
    curriculumCode: row.curriculumCode,
    email: row.email,
    testId: row.testID,
    studentId: row.studentId,
    joiUrl: row.joinUrl,
    recordingUrl: row.recordingUrl,
    createDate: row.createDate.toISOString(),
  };
}
