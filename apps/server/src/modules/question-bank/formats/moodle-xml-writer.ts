import type { ExportQuestion } from './export-shape.ts';
import { escapeHtml } from './html-text.ts';
import type { EmbeddedImage } from './parsed.ts';

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** A file name safe in an XML attribute and in a @@PLUGINFILE@@ address. */
const safeName = (image: EmbeddedImage, fallback: string) => {
  const ext = image.name.slice(image.name.lastIndexOf('.') + 1).toLowerCase();
  const base = image.name.slice(0, image.name.lastIndexOf('.')).replace(/[^A-Za-z0-9_-]+/g, '-');
  return `${base || fallback}.${ext}`;
};

const fileElement = (name: string, image: EmbeddedImage) =>
  `<file name="${name}" path="/" encoding="base64">${image.bytes.toString('base64')}</file>`;

/** A text with its image as Moodle writes one: an <img> to @@PLUGINFILE@@ and the file beside it. */
function textWithImage(html: string, image: EmbeddedImage | null, fallback: string): string {
  if (!image) return `<text>${cdata(html)}</text>`;
  const name = safeName(image, fallback);
  return `<text>${cdata(`${html}<img src="@@PLUGINFILE@@/${name}" alt="">`)}</text>\n      ${fileElement(name, image)}`;
}

function questionXml(q: ExportQuestion): string {
  const type = q.questionType === 'Text' ? 'essay' : 'multichoice';
  const lines = [
    `  <question type="${type}">`,
    `    <name><text>${escapeHtml(q.questionID)}</text></name>`,
    `    <questiontext format="html">\n      ${textWithImage(q.question, q.image, 'question')}\n    </questiontext>`,
    `    <defaultgrade>${q.marks}</defaultgrade>`,
  ];
  if (q.questionType === 'Multi') {
    lines.push('    <single>true</single>', '    <shuffleanswers>true</shuffleanswers>');
    q.options.forEach((o, i) => {
      lines.push(
        `    <answer fraction="${i === 0 ? 100 : 0}" format="html">\n      ${textWithImage(escapeHtml(o.text), o.image, `option-${i + 1}`)}\n    </answer>`,
      );
    });
  } else {
    lines.push('    <responseformat>editor</responseformat>');
  }
  lines.push('  </question>');
  return lines.join('\n');
}

/** A Moodle XML quiz of the questions, images embedded as base64 files. */
export function writeMoodleXml(questions: readonly ExportQuestion[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.map(questionXml).join('\n')}\n</quiz>\n`;
}
