import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * Control characters no text field needs. PostgreSQL refuses U+0000 in text outright (a 500 if it
 * reaches a query), and the others only hide text from the people who read it. Tab, newline and
 * carriage return stay allowed in text, since a textarea sends them. DEL and the C1 controls
 * (U+007F to U+009F) are refused everywhere.
 */
const isRefused = (code: number, multiLine: boolean) =>
  (code >= 0x7f && code <= 0x9f) || (code < 0x20 && !(multiLine && (code === 0x09 || code === 0x0a || code === 0x0d)));

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * True when `value` holds a control character, or half of a UTF-16 surrogate pair without its
 * other half (`"\ud800"` in JSON): no character at all, which PostgreSQL refuses in text and jsonb
 * ("invalid input syntax for type json", a 500 if it reached a query). `multiLine` lets tab,
 * newline and CR through.
 */
export function hasRefusedCharacters(value: string, multiLine = true): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isRefused(code, multiLine)) return true;
    if (isHighSurrogate(code)) {
      // A pair is one character (an emoji): step over its second half.
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return true;
      i++;
    } else if (isLowSurrogate(code)) return true;
  }
  return false;
}

/** An identifier or a path parameter: no control character at all, not even a newline. */
export const Identifier = (max = 100) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((v) => !hasRefusedCharacters(v, false), messages.controlCharacters);
