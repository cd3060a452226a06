import type { ExportQuestion } from './export-shape.ts';
import { dataUri, escapeHtml } from './html-text.ts';

/** GIFT's special characters escaped, line breaks as `\n` (a blank line would end the question). */
const escapeGift = (text: string) => text.replace(/([\\~=#{}:])/g, '\\$1').replace(/\n/g, '\\n');

const img = (image: { name: string; bytes: Buffer }) => `<img src="${dataUri(image.name, image.bytes)}" alt="">`;

/**
 * A GIFT file of the questions: each in `[html]` (Kaksha's text is HTML), its images written in
 * as data: addresses (GIFT has no files of its own), its marks in a `// marks: N` comment line.
 * An option's words are HTML-escaped, since an [html] question's answers are HTML too.
 */
export function writeGift(questions: readonly ExportQuestion[]): string {
  const parts = questions.map((q) => {
    const html = q.image ? `${q.question}${img(q.image)}` : q.question;
    const head = `// question: ${q.questionID}\n// marks: ${q.marks}\n::${escapeGift(q.questionID)}::[html]${escapeGift(html)}`;
    if (q.questionType === 'Text') return `${head} {}`;
    const answers = q.options.map((o, i) => {
      const text = escapeHtml(o.text) + (o.image ? img(o.image) : '');
      return `\t${i === 0 ? '=' : '~'}${escapeGift(text)}`;
    });
    return `${head} {\n${answers.join('\n')}\n}`;
  });
  return `${parts.join('\n\n')}\n`;
}
