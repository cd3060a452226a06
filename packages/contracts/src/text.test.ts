import { describe, expect, it } from 'vitest';
import { RequiredText } from './common.ts';
import { messages } from './messages.ts';
import { OptionalText } from './person-fields.ts';
import { hasRefusedCharacters, Identifier } from './text.ts';

describe('text fields refuse control characters and broken characters', () => {
  it.each(['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f', '\u000b'])('%j is refused anywhere', (c) => {
    expect(hasRefusedCharacters(`a${c}b`)).toBe(true);
    expect(RequiredText().safeParse(`a${c}b`).error?.issues[0]?.message).toBe(messages.controlCharacters);
    expect(OptionalText().safeParse(`a${c}b`).success).toBe(false);
  });

  it('lets tab, newline and carriage return into text, not into identifiers', () => {
    expect(RequiredText().safeParse('line one\r\n\tline two').success).toBe(true);
    expect(Identifier().safeParse('abc\n').success).toBe(false);
    expect(Identifier().safeParse('abc-123').success).toBe(true);
  });

  it('keeps ordinary text of any script, and whole emoji (surrogate pairs)', () => {
    expect(hasRefusedCharacters('नमस्ते — 你好 ✓')).toBe(false);
    expect(hasRefusedCharacters('💥 at the end 💥')).toBe(false);
    expect(RequiredText().safeParse('Tea ☕ and 🍪').success).toBe(true);
  });

  // Half of a surrogate pair is no character: PostgreSQL refuses it in text and jsonb.
  it.each(['\ud800', '\udbff', '\udc00', '\udfff', '\ud83d \udca5', '💥'.slice(1), '💥'.slice(0, 1)])(
    '%j (a broken character) is refused anywhere',
    (c) => {
      expect(hasRefusedCharacters(`a${c}b`)).toBe(true);
      expect(hasRefusedCharacters(c, false)).toBe(true);
      expect(RequiredText().safeParse(`a${c}b`).error?.issues[0]?.message).toBe(messages.controlCharacters);
      expect(OptionalText().safeParse(`a${c}b`).success).toBe(false);
      expect(Identifier().safeParse(`a${c}b`).success).toBe(false);
    },
  );
});
