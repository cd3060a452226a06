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

/** True when `value` holds a control character; `multiLine` lets tab, newline and CR through. */
export function hasControlCharacters(value: string, multiLine = true): boolean {
  for (let i = 0; i < value.length; i++) if (isRefused(value.charCodeAt(i), multiLine)) return true;
  return false;
}

/** An identifier or a path parameter: no control character at all, not even a newline. */
export const Identifier = (max = 100) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((v) => !hasControlCharacters(v, false), messages.controlCharacters);
