import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { htmlToPlain, plainToHtml, takeImages } from './html-text.ts';
import {
  BrokenQuestionFile,
  type EmbeddedImage,
  firstWords,
  type ParsedItem,
  type ParsedOption,
  skipped,
} from './parsed.ts';

/**
 * A reader of Moodle XML as Moodle's documentation describes it ("Moodle XML format",
 * docs.moodle.org): `<quiz>` of `<question type="…">` with `<name>`, `<questiontext format>`,
 * `<defaultgrade>`, `<answer fraction>` and base64 `<file name encoding="base64">` elements that
 * the text refers to as `@@PLUGINFILE@@/name`. multichoice (single), truefalse and essay are read;
 * category entries are not questions; every other type is skipped with its reason.
 */

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ['question', 'answer', 'file', 'subquestion'].includes(name),
});

const REASONS: Record<string, string> = {
  matching: 'Matching question: Kaksha has no matching questions',
  numerical: 'Numerical question: Kaksha has no numerical answers',
  cloze: 'Embedded answers (cloze) question: Kaksha has no cloze questions',
  multianswer: 'Embedded answers (cloze) question: Kaksha has no cloze questions',
  shortanswer: 'Short answer: Kaksha has no typed answers marked by the computer',
  calculated: 'Calculated question: Kaksha has no calculated questions',
  calculatedsimple: 'Calculated question: Kaksha has no calculated questions',
  calculatedmulti: 'Calculated question: Kaksha has no calculated questions',
  ddwtos: 'Drag and drop question: Kaksha has no drag and drop questions',
  ddimageortext: 'Drag and drop question: Kaksha has no drag and drop questions',
  ddmarker: 'Drag and drop question: Kaksha has no drag and drop questions',
  gapselect: 'Select missing words question: Kaksha has no such questions',
  randomsamatch: 'Random short-answer matching: Kaksha has no matching questions',
  description: 'A description, not a question',
};

const textOf = (node: unknown): string => {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return node;
  const text = (node as Node).text;
  return typeof text === 'string' ? text : text === undefined ? '' : String(text);
};

const filesOf = (node: unknown): Map<string, Buffer> => {
  const files = new Map<string, Buffer>();
  const list = (node as Node | undefined)?.file;
  if (!Array.isArray(list)) return files;
  for (const f of list as Node[]) {
    const name = String(f['@_name'] ?? '');
    const body = typeof f['#text'] === 'string' ? f['#text'] : '';
    if (name && (f['@_encoding'] ?? 'base64') === 'base64') files.set(name, Buffer.from(body, 'base64'));
  }
  return files;
};

/** `@@PLUGINFILE@@/name` images of a text, taken out and matched with the element's files. */
function pluginImages(html: string, files: Map<string, Buffer>) {
  return takeImages(html, (src) => {
    if (!src.startsWith('@@PLUGINFILE@@/')) return null;
    const name = decodeURIComponent(src.slice('@@PLUGINFILE@@/'.length));
    const bytes = files.get(name);
    return bytes ? ({ name, bytes } satisfies EmbeddedImage) : null;
  });
}

/** A text element as HTML: its format is html (the default), plain_text, moodle_auto_format or markdown. */
function htmlOf(node: unknown): string {
  const text = textOf(node);
  const format = String((node as Node | undefined)?.['@_format'] ?? 'html');
  return format === 'html' || format === 'moodle_auto_format' ? text : plainToHtml(text);
}

function optionOf(answer: Node): ParsedOption {
  const { html, images } = pluginImages(htmlOf(answer), filesOf(answer));
  return { text: htmlToPlain(html), image: images[0] ?? null };
}

function marksOf(question: Node): number | null {
  const grade = Number(textOf(question.defaultgrade) || Number.NaN);
  return Number.isFinite(grade) ? grade : null;
}

function readQuestion(question: Node, line: number): ParsedItem | null {
  const type = String(question['@_type'] ?? '');
  if (type === 'category') return null;
  const name = textOf(question.name).trim();
  const text = htmlOf(question.questiontext);
  const item = name || firstWords(text) || `Question on line ${line}`;
  const reason = REASONS[type];
  if (reason) return skipped(item, line, reason);
  const { html, images } = pluginImages(text, filesOf(question.questiontext));
  if (images.length > 1) return skipped(item, line, 'The question text holds more than one image; Kaksha keeps one');
  const base = { item, line, question: html, marks: marksOf(question), image: images[0] ?? null };
  if (type === 'essay') return { kind: 'Text', ...base, correct: null, wrong: [] };
  if (type !== 'multichoice' && type !== 'truefalse')
    return skipped(item, line, `Question type "${type || 'none'}" is not one Kaksha takes`);
  const answers = ((question.answer as Node[] | undefined) ?? []).map((a) => ({
    fraction: Number(a['@_fraction'] ?? 0),
    option: optionOf(a),
  }));
  if (type === 'multichoice' && textOf(question.single).trim() === 'false')
    return skipped(item, line, 'Multiple-response question (several right answers): Kaksha takes one right answer');
  const right = answers.filter((a) => a.fraction >= 100);
  if (answers.some((a) => a.fraction > 0 && a.fraction < 100))
    return skipped(item, line, 'Partial marks for some answers: Kaksha takes one right answer');
  if (right.length !== 1 || !right[0])
    return skipped(item, line, right.length ? 'Several answers are right' : 'No answer is marked right');
  const correct = right[0];
  const wrong = answers.filter((a) => a !== correct).map((a) => a.option);
  if (type === 'truefalse') {
    // Moodle writes the options as "true" and "false".
    const word = (o: ParsedOption) => ({ ...o, text: o.text.toLowerCase() === 'true' ? 'True' : 'False' });
    return { kind: 'Multi', ...base, correct: word(correct.option), wrong: wrong.map(word) };
  }
  return { kind: 'Multi', ...base, correct: correct.option, wrong };
}

/** Line numbers of each `<question` tag, in order. */
function questionLines(xml: string): number[] {
  const lines: number[] = [];
  const tag = /<question\b/g;
  let line = 1;
  let last = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    for (let i = last; i < m.index; i++) if (xml.charCodeAt(i) === 10) line++;
    last = m.index;
    lines.push(line);
  }
  return lines;
}

export function readMoodleXml(xml: string): ParsedItem[] {
  // Moodle writes no DOCTYPE; one could define entities that grow without end when read.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new BrokenQuestionFile('a DOCTYPE or entity definition is not taken');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new BrokenQuestionFile(`${valid.err.msg} (line ${valid.err.line})`);
  const doc = parser.parse(xml) as Node;
  const quiz = doc.quiz as Node | undefined;
  if (!quiz || typeof quiz !== 'object') throw new BrokenQuestionFile('there is no <quiz> element');
  const lines = questionLines(xml);
  const questions = (quiz.question as Node[] | undefined) ?? [];
  return questions.flatMap((q, i) => readQuestion(q, lines[i] ?? 1) ?? []);
}
