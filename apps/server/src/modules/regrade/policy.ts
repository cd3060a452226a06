import { messages } from '@kaksha/contracts/messages';

interface KeyedQuestion {
  questionType: string;
  correctAnswer: string;
  answer1: string;
  answer2: string;
  answer3: string;
  /** The wrong options past the third (questions of five to eight options). */
  moreAnswers: readonly { text: string }[];
}

type OptionSlot = 'answer1' | 'answer2' | 'answer3';
const OTHER_SLOTS: readonly OptionSlot[] = ['answer1', 'answer2', 'answer3'];

/** The question's wrong options, of every slot, as texts. */
const wrongOptions = (question: KeyedQuestion) => [
  ...OTHER_SLOTS.map((slot) => question[slot]),
  ...question.moreAnswers.map((more) => more.text),
];

/**
 * Why a question's key may not become `newKey` now, or null when it may: only a Multi question,
 * only to another of its four options, and never while a student is taking the test (the options
 * they see are ordered by their texts, so they would move under them). `taking` counts attempts
 * open in the test's window.
 */
export function regradeIssue(question: KeyedQuestion, newKey: string, taking: number): string | null {
  if (question.questionType !== 'Multi') return messages.regradeOnlyMulti;
  if (newKey.trim() === question.correctAnswer.trim()) return messages.regradeSameKey;
  if (!wrongOptions(question).some((text) => text.trim() !== '' && text.trim() === newKey.trim()))
    return messages.regradeNotAnOption;
  if (taking > 0) return messages.regradeWhileTaken;
  return null;
}

/**
 * The question's options with `newKey` as the key: the new key and the old one change places, so
 * the options stay the same texts (of two to eight).
 */
export function swappedKey<Q extends KeyedQuestion>(question: Q, newKey: string): Q {
  const slot = OTHER_SLOTS.find((s) => question[s].trim() === newKey.trim());
  if (slot) return { ...question, correctAnswer: question[slot], [slot]: question.correctAnswer };
  const more = question.moreAnswers.findIndex((m) => m.text.trim() === newKey.trim());
  if (more < 0) return question;
  const moreAnswers = question.moreAnswers.map((m, i) => (i === more ? { ...m, text: question.correctAnswer } : m));
  return { ...question, correctAnswer: question.moreAnswers[more]?.text ?? question.correctAnswer, moreAnswers };
}

/** Whether a result's marks or grade differ. */
export const scoreChanged = (
  before: { achievedMarks: number | null; grade: string | null },
  after: { achievedMarks: number | null; grade: string | null },
) => before.achievedMarks !== after.achievedMarks || before.grade !== after.grade;
