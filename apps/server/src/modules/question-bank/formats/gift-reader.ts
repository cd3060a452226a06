import { marked } from 'marked';
import { dataImage, htmlToPlain, plainToHtml, takeImages } from './html-text.ts';
import { firstWords, type ParsedItem, type ParsedOption, skipped } from './parsed.ts';

/**
 * A reader of GIFT as Moodle's documentation describes it ("GIFT format", docs.moodle.org):
 * questions parted by blank lines, `//` comments, an optional `::title::`, an optional
 * `[html]`/`[markdown]`/`[plain]`/`[moodle]` text format, and one answer block in braces:
 * `{=right ~wrong}` multiple choice (also "missing word" with text after the block), `{T}`/`{F}`
 * true/false, `{}` essay, `{=a =b}` short answer, `{=a -> b}` matching, `{#…}` numerical and
 * `%n%` weights. Escapes: `\~ \= \# \{ \} \: \\ \n`. Kaksha writes a question's marks as a comment
 * line `// marks: N` before it (Moodle ignores comments).
 */

interface Block {
  lines: string[];
  line: number;
  marks: number | null;
}

/** Items parted by blank lines, comments left out, `// marks: N` kept for the next item. */
function blocks(text: string): Block[] {
  const found: Block[] = [];
  let current: Block | null = null;
  let marks: number | null = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '');
    const trimmed = line.trim();
    if (trimmed.startsWith('//')) {
      const m = /^\/\/\s*marks:\s*(\d+)\s*$/i.exec(trimmed);
      if (m) marks = Number(m[1]);
      return;
    }
    if (trimmed === '' || /^\$CATEGORY:/i.test(trimmed)) {
      if (current) found.push(current);
      current = null;
      return;
    }
    if (!current) {
      current = { lines: [], line: index + 1, marks };
      marks = null;
    }
    current.lines.push(line);
  });
  if (current) found.push(current);
  return found;
}

/** The index of the first `ch` not escaped by a backslash, from `from`. */
function unescapedIndex(text: string, ch: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text.startsWith(ch, i)) return i;
  }
  return -1;
}

const unescapeGift = (text: string) => text.replace(/\\(.)/g, (_all, ch: string) => (ch === 'n' ? '\n' : ch)).trim();

type TextFormat = 'html' | 'markdown' | 'plain' | 'moodle';

function textToHtml(text: string, format: TextFormat): string {
  if (format === 'html') return text;
  if (format === 'markdown') return marked.parse(text, { async: false, gfm: true });
  // Moodle's own "auto-format" keeps HTML written in the text and turns line breaks into <br>.
  if (format === 'moodle') return `<p>${text.trim().replace(/\n/g, '<br>')}</p>`;
  return plainToHtml(text);
}

interface GiftAnswer {
  sign: '=' | '~';
  weight: number | null;
  text: string;
}

/** Splits an answer block at unescaped `=` and `~`, dropping each answer's `#feedback`. */
function answersOf(block: string): GiftAnswer[] {
  const answers: GiftAnswer[] = [];
  let i = 0;
  let start = -1;
  const close = (end: number) => {
    if (start < 0) return;
    const raw = block.slice(start + 1, end);
    const feedback = unescapedIndex(raw, '#');
    let body = (feedback < 0 ? raw : raw.slice(0, feedback)).trim();
    let weight: number | null = null;
    const w = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
    if (w) {
      weight = Number(w[1]);
      body = body.slice(w[0].length);
    }
    answers.push({ sign: block[start] as '=' | '~', weight, text: body });
  };
  for (; i < block.length; i++) {
    if (block[i] === '\\') {
      i++;
      continue;
    }
    if (block[i] === '=' || block[i] === '~') {
      // `->` of matching is not an answer's start.
      close(i);
      start = i;
    }
  }
  close(block.length);
  return answers;
}

function option(text: string, format: TextFormat): ParsedOption {
  if (format !== 'html') return { text: unescapeGift(text), image: null };
  const { html, images } = takeImages(unescapeGift(text), dataImage);
  return { text: htmlToPlain(html), image: images[0] ?? null };
}

/** One GIFT item as a question, or why it is skipped. */
function readItem(block: Block): ParsedItem {
  let text = block.lines.join('\n').trim();
  let title = '';
  if (text.startsWith('::')) {
    const end = unescapedIndex(text, '::', 2);
    if (end > 0) {
      title = unescapeGift(text.slice(2, end));
      text = text.slice(end + 2).trim();
    }
  }
  let format: TextFormat = 'moodle';
  const marker = /^\[(html|markdown|plain|moodle)\]/i.exec(text);
  if (marker) {
    format = (marker[1] ?? 'moodle').toLowerCase() as TextFormat;
    text = text.slice(marker[0].length);
  }
  const open = unescapedIndex(text, '{');
  const name = (words: string) => title || firstWords(unescapeGift(words));
  if (open < 0) return skipped(name(text), block.line, 'A description with no answers, not a question');
  const close = unescapedIndex(text, '}', open + 1);
  if (close < 0) return skipped(name(text), block.line, 'The answers have no closing "}"');
  const before = text.slice(0, open).trim();
  const after = text.slice(close + 1).trim();
  const item = name(before || text);
  const answerBlock = text.slice(open + 1, close).trim();
  // "Missing word": the blank stands where the answers were.
  const words = after ? `${before} _____ ${after}` : before;
  const questionHtml = textToHtml(unescapeGift(words), format);
  const { html, images } = format === 'html' ? takeImages(questionHtml, dataImage) : { html: questionHtml, images: [] };
  const base = { item, line: block.line, question: html, marks: block.marks, image: images[0] ?? null };
  if (images.length > 1)
    return skipped(item, block.line, 'The question text holds more than one image; Kaksha keeps one');

  if (answerBlock === '') return { kind: 'Text', ...base, correct: null, wrong: [] };
  if (answerBlock.startsWith('#'))
    return skipped(item, block.line, 'Numerical question: Kaksha has no numerical answers');
  const tf = /^(T|TRUE|F|FALSE)\s*(#.*)?$/i.exec(answerBlock);
  if (tf) {
    const right = (tf[1] ?? '').toUpperCase().startsWith('T') ? 'True' : 'False';
    const wrong = right === 'True' ? 'False' : 'True';
    return { kind: 'Multi', ...base, correct: { text: right, image: null }, wrong: [{ text: wrong, image: null }] };
  }
  const answers = answersOf(answerBlock);
  if (answers.length === 0) return skipped(item, block.line, 'The answers could not be read');
  if (answers.some((a) => a.sign === '=' && unescapedIndex(a.text, '->') >= 0))
    return skipped(item, block.line, 'Matching question: Kaksha has no matching questions');
  const hasWrong = answers.some((a) => a.sign === '~');
  const rightOnes = answers.filter((a) => a.sign === '=' || (a.weight ?? 0) >= 100);
  if (!hasWrong)
    return skipped(
      item,
      block.line,
      answers.length > 1
        ? 'Short answer with several accepted answers: Kaksha has no typed answers marked by the computer'
        : 'Short answer: Kaksha has no typed answers marked by the computer',
    );
  if (
    answers.some((a) => a.sign === '~' && a.weight !== null && a.weight > 0 && a.weight < 100) ||
    rightOnes.length > 1
  )
    return skipped(
      item,
      block.line,
      'Multiple-response question (several right answers): Kaksha takes one right answer',
    );
  const right = rightOnes[0];
  if (!right) return skipped(item, block.line, 'No answer is marked right (=)');
  return {
    kind: 'Multi',
    ...base,
    correct: option(right.text, format),
    wrong: answers.filter((a) => a !== right).map((a) => option(a.text, format)),
  };
}

export function readGift(text: string): ParsedItem[] {
  return blocks(text).map(readItem);
}
