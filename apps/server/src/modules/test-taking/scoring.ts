import { gradeOf } from '@kaksha/contracts/assessment-rules';
import { richTextIsBlank } from '@kaksha/contracts/question-bank';

export interface ScoredQuestion {
  questionId: string;
  questionType: string;
  /** The frozen marks. */
  questionMarks: number;
  /** The frozen key (Multi). */
  correctAnswer: string;
}

export interface GivenAnswer {
  questionId: string;
  response: string;
  /** A teacher's marks for a written answer, or null while it waits for them. */
  correctedMarks: number | null;
}

export interface AnswerScore {
  questionId: string;
  /** null while a teacher still has to mark it. */
  valid: boolean | null;
  achievedMarks: number | null;
}

export interface Score {
  answers: AnswerScore[];
  corrected: boolean;
  achievedMarks: number | null;
  totalMarks: number;
  grade: 'A' | 'B' | 'C' | 'D' | null;
  correctAnsweredQues: number | null;
  wrongAnsweredQues: number | null;
  totalQuestions: number;
}

export interface ScoringRules {
  assignmentMode: string;
  optionalQuestions: number | null;
  maxWeightage: number;
}

const blank = (response: string) => response.trim() === '' || richTextIsBlank(response);

function scoreOne(q: ScoredQuestion, a: GivenAnswer | undefined): AnswerScore {
  const questionId = q.questionId;
  // An unanswered question is wrong at once: there is nothing for a teacher to read.
  if (!a || blank(a.response)) return { questionId, valid: false, achievedMarks: 0 };
  if (q.questionType === 'Multi') {
    const valid = a.response.trim() === q.correctAnswer.trim();
    return { questionId, valid, achievedMarks: valid ? q.questionMarks : 0 };
  }
  if (a.correctedMarks === null) return { questionId, valid: null, achievedMarks: null };
  return { questionId, valid: a.correctedMarks > 0, achievedMarks: a.correctedMarks };
}

/**
 * The answers whose marks make the result: every valid one; in Optional mode only the best N
 * valid ones by marks, the earlier question first among equal marks (the sort is stable).
 */
export function countedAnswers<A extends Pick<AnswerScore, 'valid' | 'achievedMarks'>>(
  rules: Pick<ScoringRules, 'assignmentMode' | 'optionalQuestions'>,
  answers: readonly A[],
): A[] {
  const valid = answers.filter((a) => a.valid);
  if (rules.assignmentMode !== 'Optional') return valid;
  return valid.sort((x, y) => (y.achievedMarks ?? 0) - (x.achievedMarks ?? 0)).slice(0, rules.optionalQuestions ?? 0);
}

/**
 * Scores an attempt from the frozen questions (student spec §4 Scoring): valid answers' marks are
 * summed; in Optional mode only the top N valid answers by marks count. Total = maxWeightage.
 * While a written answer waits for a teacher the marks and grade stay null.
 */
export function scoreAttempt(
  rules: ScoringRules,
  questions: readonly ScoredQuestion[],
  given: readonly GivenAnswer[],
): Score {
  const byQuestion = new Map(given.map((a) => [a.questionId, a]));
  const answers = questions.map((q) => scoreOne(q, byQuestion.get(q.questionId)));
  const corrected = answers.every((a) => a.valid !== null);
  const base = { answers, corrected, totalMarks: rules.maxWeightage, totalQuestions: questions.length };
  if (!corrected)
    return { ...base, achievedMarks: null, grade: null, correctAnsweredQues: null, wrongAnsweredQues: null };
  const counted = countedAnswers(rules, answers).map((a) => a.achievedMarks ?? 0);
  const achieved = Math.min(
    counted.reduce((sum, m) => sum + m, 0),
    rules.maxWeightage,
  );
  const correct = answers.filter((a) => a.valid).length;
  return {
    ...base,
    achievedMarks: achieved,
    grade: gradeOf(achieved, rules.maxWeightage),
    correctAnsweredQues: correct,
    wrongAnsweredQues: questions.length - correct,
  };
}
