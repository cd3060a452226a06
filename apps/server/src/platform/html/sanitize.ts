import sanitizeHtml from 'sanitize-html';

/**
 * What a rich-text field may keep: the formatting the editor produces, links and images from our
 * own uploads or https. Scripts, styles, event handlers and other URL schemes are dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'u', 's', 'sub', 'sup', 'mark'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** Cleans rich text on the way in; every rich-text field is stored only after this. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** True when the rich text holds no words or images, e.g. an editor's empty `<p></p>`. */
export function isBlankRichText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: ['img'], allowedAttributes: { img: ['src'] } }).trim() === '';
}
