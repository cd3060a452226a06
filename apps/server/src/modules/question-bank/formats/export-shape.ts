import type { EmbeddedImage } from './parsed.ts';

/** A library question ready to be written to a file, its images read from storage. */
export interface ExportQuestion {
  questionID: string;
  questionType: 'Multi' | 'Text';
  marks: number;
  /** Sanitised HTML, as stored. */
  question: string;
  image: EmbeddedImage | null;
  /** Multi only: the right option first, then the wrong ones. */
  options: { text: string; image: EmbeddedImage | null }[];
}
