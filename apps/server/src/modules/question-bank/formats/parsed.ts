/**
 * What a question file holds, read but not yet checked against Kaksha's rules: the readers of
 * GIFT, Aiken and Moodle XML all answer this, and import-questions.ts takes it from there.
 */

/** A file carried inside the question file (Moodle XML's base64 files, data: images). */
export interface EmbeddedImage {
  name: string;
  bytes: Buffer;
}

export interface ParsedOption {
  /** Plain text: Kaksha's options are words, not markup. */
  text: string;
  image: EmbeddedImage | null;
}

interface ItemPlace {
  /** The item's name in the file, or its first words. */
  item: string;
  /** The line of the file the item starts on (1-based). */
  line: number;
}

export interface ParsedQuestion extends ItemPlace {
  kind: 'Multi' | 'Text';
  /** The question as HTML, not yet sanitised. */
  question: string;
  /** Multi only: the one right option, then the wrong ones in the file's order. */
  correct: ParsedOption | null;
  wrong: ParsedOption[];
  /** The marks the file gives, when it gives any. */
  marks: number | null;
  image: EmbeddedImage | null;
}

export interface SkippedItem extends ItemPlace {
  reason: string;
}

export type ParsedItem = ParsedQuestion | ({ kind: 'skipped' } & SkippedItem);

/** The file as a whole cannot be read in its format: the message names why. */
export class BrokenQuestionFile extends Error {}

const QUESTION_FORMATS = ['gift', 'aiken', 'moodlexml'] as const;
export type QuestionFormat = (typeof QUESTION_FORMATS)[number];

export const skipped = (item: string, line: number, reason: string): ParsedItem => ({
  kind: 'skipped',
  item,
  line,
  reason,
});

/** The first words of a question, to name it in the preview when the file gives no name. */
export function firstWords(text: string, max = 60): string {
  const words = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > max ? `${words.slice(0, max - 1)}…` : words;
}
