import { describe, expect, it } from 'vitest';
import { isBlankRichText, sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('keeps formatting and drops scripts, handlers and javascript links', () => {
    const dirty =
      '<p onclick="steal()">Hello <strong>class</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toContain('<strong>class</strong>');
    expect(clean).not.toMatch(/script|onclick|javascript/);
  });

  it('opens links safely in a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('tells an empty editor from real text', () => {
    expect(isBlankRichText('<p></p><p> </p>')).toBe(true);
    expect(isBlankRichText('<p>What is 2 + 2?</p>')).toBe(false);
  });
});
