import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Removes scripts, event handlers and unsafe URLs from HTML written in a rich-text field. */
export const purifyHtml = (html: string): string => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

/**
 * Shows rich text (subject info, a question...) as formatted text. The server already cleans it
 * on the way in; this cleans it again on the way out, so old or imported rows are safe too.
 */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => purifyHtml(html ?? ''), [html]);
  return (
    <Typography className={className} p={0}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above. */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}

/** Rich text as plain words, for table cells and search. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Blocks end with a space so that paragraphs do not run into each other.
  const spaced = html.replace(/(<\/(?:p|div|li|h[1-6]|blockquote|pre)>|<br\s*\/?>)/gi, '$1 ');
  const doc = new DOMParser().parseFromString(purifyHtml(spaced), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
