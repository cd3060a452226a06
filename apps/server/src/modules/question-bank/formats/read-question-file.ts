import { messages } from '@kaksha/contracts/messages';
import { readAiken } from './aiken-reader.ts';
import { readGift } from './gift-reader.ts';
import { readMoodleXml } from './moodle-xml-reader.ts';
import { BrokenQuestionFile, type ParsedItem, type QuestionFormat } from './parsed.ts';

const FORMAT_NAMES: Record<QuestionFormat, string> = { gift: 'GIFT', aiken: 'Aiken', moodlexml: 'Moodle XML' };

/** The file's text; not UTF-8 (a legacy code page, UTF-16) is refused with its message. */
function decodeQuestionFile(bytes: Buffer): string {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16) throw new BrokenQuestionFile(messages.questionFileNotUtf8);
  // A picture, a PDF or a spreadsheet holds zero bytes; text never does.
  if (bytes.includes(0)) throw new BrokenQuestionFile(messages.questionFileUnknown);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  } catch {
    throw new BrokenQuestionFile(messages.questionFileNotUtf8);
  }
}

/** Which format the text is, from its content: XML, Aiken's ANSWER lines, or GIFT's answer braces. */
function guessFormat(text: string): QuestionFormat | null {
  const start = text.trimStart();
  if (start.startsWith('<?xml') || start.startsWith('<quiz')) return 'moodlexml';
  if (/^ANSWER:\s*[A-Z]\s*$/im.test(text) && /^[A-Z][.)]\s+\S/m.test(text)) return 'aiken';
  if (/(^|[^\\])\{[\s\S]*?(^|[^\\])\}/m.test(text)) return 'gift';
  return null;
}

/** The file's items in the format given (or guessed); a file that is none of them is refused. */
export function readQuestionFile(
  bytes: Buffer,
  format?: QuestionFormat,
): { format: QuestionFormat; items: ParsedItem[] } {
  const text = decodeQuestionFile(bytes);
  const chosen = format ?? guessFormat(text);
  if (!chosen) throw new BrokenQuestionFile(messages.questionFileUnknown);
  let items: ParsedItem[];
  try {
    items = chosen === 'moodlexml' ? readMoodleXml(text) : chosen === 'aiken' ? readAiken(text) : readGift(text);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    throw new BrokenQuestionFile(
      messages.questionFileBroken.replace('{format}', FORMAT_NAMES[chosen]).replace('{reason}', reason),
    );
  }
  if (items.length === 0) throw new BrokenQuestionFile(messages.questionFileEmpty);
  return { format: chosen, items };
}
