import { messages } from '@kaksha/contracts/messages';
import { MAX_OPTIONS, MIN_OPTIONS, QuestionInput } from '@kaksha/contracts/question-bank';
import { MAX_FILE_QUESTIONS, type QUESTION_FILE_FORMATS } from '@kaksha/contracts/question-files';
import { UPLOADS } from '@kaksha/contracts/uploads';
import { badRequest } from '../../http/errors.ts';
import { bytesProblem } from '../../platform/storage/store-bytes.ts';
import { BrokenQuestionFile, type EmbeddedImage, type ParsedQuestion, type SkippedItem } from './formats/parsed.ts';
import { readQuestionFile } from './formats/read-question-file.ts';
import { type QuestionInput as Input, questionValues } from './question-rules.ts';

type Format = (typeof QUESTION_FILE_FORMATS)[number];

export interface Place {
  curriculumCode: string;
  subject: string;
  topic: string;
  chapter: string;
}

/** A question of the file that passed every rule: its values as they will be stored, and its images. */
export interface ReadyQuestion {
  item: string;
  line: number;
  values: ReturnType<typeof questionValues>;
  images: { question: EmbeddedImage | null; options: (EmbeddedImage | null)[] };
}

const FIELD_LABELS: Record<string, string> = {
  question: 'Question',
  questionmarks: 'Marks',
  correctanswer: 'Right answer',
  answer1: 'Wrong answer 1',
  answer2: 'Wrong answer 2',
  answer3: 'Wrong answer 3',
};
const labelOf = (path: readonly PropertyKey[]) =>
  path[0] === 'moreAnswers' && typeof path[1] === 'number'
    ? `Wrong answer ${path[1] + 4}`
    : (FIELD_LABELS[String(path[0])] ?? String(path[0] ?? 'Question'));

/** The form input the question would be, images aside (they are checked and stored apart). */
function inputOf(q: ParsedQuestion, place: Place, marks: number): Input {
  const wrong = q.wrong.map((o) => o.text);
  return {
    ...place,
    questionType: q.kind,
    questionmarks: marks,
    question: q.question,
    correctanswer: q.correct?.text ?? '',
    answer1: wrong[0] ?? '',
    answer2: wrong[1] ?? '',
    answer3: wrong[2] ?? '',
    moreAnswers: wrong.slice(3).map((answer) => ({ answer })),
  };
}

/** Why the question cannot be Kaksha's, or its values and images. */
async function check(q: ParsedQuestion, place: Place): Promise<ReadyQuestion | SkippedItem> {
  const skip = (reason: string) => ({ item: q.item, line: q.line, reason });
  const marks = q.marks ?? 1;
  if (!Number.isInteger(marks) || marks < 1 || marks > 9)
    return skip(`Marks ${q.marks}: Kaksha takes whole marks from 1 to 9`);
  if (q.kind === 'Multi') {
    const count = 1 + q.wrong.length;
    if (count < MIN_OPTIONS || count > MAX_OPTIONS)
      return skip(`Has ${count} option${count === 1 ? '' : 's'}: Kaksha takes ${MIN_OPTIONS} to ${MAX_OPTIONS}`);
  }
  const parsed = QuestionInput.safeParse(inputOf(q, place, marks));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return skip(issue ? `${labelOf(issue.path)}: ${issue.message}` : 'The question breaks a rule');
  }
  const options = q.kind === 'Multi' ? [q.correct?.image ?? null, ...q.wrong.map((o) => o.image)] : [];
  for (const image of [q.image, ...options]) {
    const problem = image && (await bytesProblem(image.name, image.bytes, UPLOADS.questionImages));
    if (problem) return skip(problem);
  }
  try {
    return { item: q.item, line: q.line, values: questionValues(parsed.data), images: { question: q.image, options } };
  } catch {
    return skip('The question has no text left once cleaned');
  }
}

/**
 * Reads the file and checks each question with the rules of the question form (and the upload
 * rules for its images). Saves nothing. A file that cannot be read at all is refused with its message.
 */
export async function checkQuestionFile(
  bytes: Buffer,
  place: Place,
  format?: Format,
): Promise<{ format: Format; ready: ReadyQuestion[]; skipped: SkippedItem[] }> {
  let read: ReturnType<typeof readQuestionFile>;
  try {
    read = readQuestionFile(bytes, format);
  } catch (e) {
    if (e instanceof BrokenQuestionFile) throw badRequest(e.message, [{ field: 'file', message: e.message }]);
    throw e;
  }
  if (read.items.length > MAX_FILE_QUESTIONS)
    throw badRequest(messages.questionFileTooMany.replace('{max}', String(MAX_FILE_QUESTIONS)));
  const ready: ReadyQuestion[] = [];
  const skipped: SkippedItem[] = [];
  for (const item of read.items) {
    if (item.kind === 'skipped') {
      skipped.push({ item: item.item, line: item.line, reason: item.reason });
      continue;
    }
    const outcome = await check(item, place);
    if ('values' in outcome) ready.push(outcome);
    else skipped.push(outcome);
  }
  return { format: read.format, ready, skipped };
}
