import { plainToHtml } from './html-text.ts';
import { firstWords, type ParsedItem, skipped } from './parsed.ts';

/**
 * A reader of Aiken as Moodle's documentation describes it ("Aiken format", docs.moodle.org): a
 * question on one line, options on the next lines each starting with a capital letter and "." or
 * ")", then `ANSWER: <letter>`; questions parted by blank lines. Only single-answer multiple
 * choice exists in Aiken; the text is plain.
 */
const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*(\S*)\s*$/i;

interface Draft {
  line: number;
  question: string[];
  options: { letter: string; text: string }[];
}

function finish(draft: Draft, answerLetter: string): ParsedItem {
  const question = draft.question.join('\n');
  const item = firstWords(question);
  if (!question.trim()) return skipped(item || `Line ${draft.line}`, draft.line, 'The question has no text');
  if (draft.options.length < 2) return skipped(item, draft.line, 'Fewer than two options (A., B., …)');
  const right = draft.options.find((o) => o.letter === answerLetter.toUpperCase());
  if (!right) return skipped(item, draft.line, `The ANSWER "${answerLetter}" is not one of the options`);
  return {
    kind: 'Multi',
    item,
    line: draft.line,
    question: plainToHtml(question),
    correct: { text: right.text.trim(), image: null },
    wrong: draft.options.filter((o) => o !== right).map((o) => ({ text: o.text.trim(), image: null })),
    marks: null,
    image: null,
  };
}

export function readAiken(text: string): ParsedItem[] {
  const items: ParsedItem[] = [];
  let draft: Draft | null = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    // Blank lines part questions, but one before the ANSWER line is forgiven.
    if (!line) return;
    const answer = ANSWER.exec(line);
    if (answer) {
      if (draft) items.push(finish(draft, answer[1] ?? ''));
      else items.push(skipped(`Line ${index + 1}`, index + 1, 'An ANSWER line with no question above it'));
      draft = null;
      return;
    }
    const opt = OPTION.exec(line);
    if (opt && draft) {
      draft.options.push({ letter: opt[1] ?? '', text: opt[2] ?? '' });
      return;
    }
    if (draft && draft.options.length > 0) {
      // Text after the options that is not an ANSWER: the question above had no ANSWER line.
      items.push(skipped(firstWords(draft.question.join(' ')), draft.line, 'No ANSWER line after the options'));
      draft = null;
    }
    if (!draft) draft = { line: index + 1, question: [], options: [] };
    draft.question.push(line);
  });
  const left = draft as Draft | null;
  if (left) items.push(skipped(firstWords(left.question.join(' ')), left.line, 'No ANSWER line after the options'));
  return items;
}
