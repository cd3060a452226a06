import type { EmbeddedImage } from './parsed.ts';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text with its HTML entities read (&amp; &lt; &#39; &#x2014; …). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The words of an HTML fragment as plain text (an option's text). */
export const htmlToPlain = (html: string) =>
  decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** Plain text as a paragraph of HTML, its line breaks kept. */
export const plainToHtml = (text: string) => `<p>${escapeHtml(text.trim()).replace(/\n/g, '<br>')}</p>`;

const IMG = /<img\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1[^>]*>/gi;

/**
 * Takes the images whose src `pick` recognises out of the HTML: answers the HTML without them and
 * the images, in order. Other images (https links) stay where they are.
 */
export function takeImages(
  html: string,
  pick: (src: string, index: number) => EmbeddedImage | null,
): { html: string; images: EmbeddedImage[] } {
  const images: EmbeddedImage[] = [];
  const rest = html.replace(IMG, (tag, _q: string, src: string) => {
    const image = pick(decodeEntities(src), images.length);
    if (!image) return tag;
    images.push(image);
    return '';
  });
  return { html: rest.replace(/<p>\s*<\/p>/g, '').trim(), images };
}

const DATA_URI = /^data:image\/(png|jpeg|gif|webp);base64,([a-z0-9+/=\s]+)$/i;

/** An image written into the HTML as a data: address (how GIFT carries Kaksha's images). */
export function dataImage(src: string, index: number): EmbeddedImage | null {
  const match = DATA_URI.exec(src);
  if (!match) return null;
  const ext = match[1]?.toLowerCase() === 'jpeg' ? 'jpg' : (match[1] ?? 'png').toLowerCase();
  return { name: `image-${index + 1}.${ext}`, bytes: Buffer.from(match[2] ?? '', 'base64') };
}

const MIME_OF: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** An image as a data: address. */
export const dataUri = (name: string, bytes: Buffer) =>
  `data:${MIME_OF[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'image/png'};base64,${bytes.toString('base64')}`;
