import type { MoreAnswer, QuestionImageFile } from './schema/index.ts';

/** The option columns a library question and a test's frozen question share. */
export interface OptionColumns {
  correctAnswer: string;
  answer1: string;
  answer2: string;
  answer3: string;
  imageCorrectAnswer: QuestionImageFile | null;
  imageAnswer1: QuestionImageFile | null;
  imageAnswer2: QuestionImageFile | null;
  imageAnswer3: QuestionImageFile | null;
  moreAnswers: MoreAnswer[];
}

export interface RowOption {
  text: string;
  image: QuestionImageFile | null;
  correct: boolean;
}

/**
 * A Multi question's 2 to 8 options: the correct one first, then the wrong ones in order. A
 * question of two or three options keeps answer2/answer3 empty; those are not options.
 */
export function optionsOfRow(row: OptionColumns): RowOption[] {
  const wrong = [
    { text: row.answer1, image: row.imageAnswer1 },
    { text: row.answer2, image: row.imageAnswer2 },
    { text: row.answer3, image: row.imageAnswer3 },
    ...row.moreAnswers.map((m) => ({ text: m.text, image: m.image })),
  ].filter((o) => o.text !== '');
  return [
    { text: row.correctAnswer, image: row.imageCorrectAnswer, correct: true },
    ...wrong.map((o) => ({ ...o, correct: false })),
  ];
}
