import { messages } from '@kaksha/contracts/messages';

interface KeyedQuestion {
  questionType: string;
  correctAnswer: string;
  answer1: string;
  answer2: string;
  answer3: string;
}

type OptionSlot = 'answer1' | 'answer2' | 'answer3';
const OTHER_SLOTS: readonly OptionSlot[] = ['answer1', 'answer2', 'answer3'];

/**
 * Why a question's key may not become `newKey` now, or null when it may: only a Multi question,
 * only to another of its four options, and never while a student is taking the test (the options
 * they see are ordered by their texts, so they would move under them). `taking` counts attempts
 * open in the test's window.
 */
export function regradeIssue(question: KeyedQuestion, newKey: string, taking: number): string | null {
  if (question.questionType !== 'Multi') return messages.regradeOnlyMulti;
  if (newKey.trim() === question.correctAnswer.trim()) return messages.regradeSameKey;
  if (!OTHER_SLOTS.some((slot) => question[slot].trim() === newKey.trim())) return messages.regradeNotAnOption;
  if (taking > 0) return messages.regradeWhileTaken;
  return null;
}

/**
 * The question's options with `newKey` as the key: the new key and the old one change places, so
 * the four options stay the same four texts.
 */
export function swappedKey<Q extends KeyedQuestion>(question: Q, newKey: string): Q {
  const slot = OTHER_SLOTS.find((s) => question[s].trim() === newKey.trim());
  if (!slot) return question;
  return { ...question, correctAnswer: question[slot], [slot]: question.correctAnswer };
}

/** Whether a result's marks or grade differ. */
export const scoreChanged = (
  before: { achievedMarks: number | null; grade: string | null },
  after: { achievedMarks: number | null; grade: string | null },
) => before.achievedMarks !== after.achievedMarks || before.grade !== after.grade;
