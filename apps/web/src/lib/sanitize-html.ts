import createDOMPurify from 'dompurify';

/**
 * The rejection reason is rich text written by staff. The server sanitizes it
 * before storing; it is sanitized again here, right before it is rendered (the
 * applicant's enrolments, the staff history) or loaded into the editor, so a
 * stored value from before that rule (or a server bug) still cannot run script.
 * Only text formatting and links survive: no images (they fetch URLs), no
 * styles, no forms, no event handlers.
 */
const purify = createDOMPurify(window);

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'h3',
  'h4',
  'code',
  'pre',
  'span',
];
const ALLOWED_ATTR = ['href', 'title'];

// Links in the reason leave the portal in a new tab and cannot reach back into it.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Only web and mail links; javascript: and data: URLs are dropped.
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
